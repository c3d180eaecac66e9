/** Reading the page's query string: shared parameters, session parameters and the currency flag (spec section 2). */

/** The session parameters carried in the page query and in the common query string of /published calls. */
export const sessionParamNames = ['deviceId', 'userId', 'sessionId', 'merchantNumber', 'mobilePhone', 'appVersion', 'appName', 'clientType'] as const;

/** The page query as name -> value; productId and product_id mirror each other. Accepts '?a=1', 'a=1' or '#/x?a=1'. */
export function parsePageQuery(search: string): Record<string, string> {
  const at = search.indexOf('?');
  const raw = at >= 0 ? search.slice(at + 1) : search.startsWith('#') ? '' : search;
  const seen = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw.split('#')[0] ?? '')) {
    if (!seen.has(key)) seen.set(key, value);
  }
  const productId = seen.get('productId') ?? seen.get('product_id');
  if (productId !== undefined) {
    if (!seen.has('productId')) seen.set('productId', productId);
    if (!seen.has('product_id')) seen.set('product_id', productId);
  }
  return Object.fromEntries(seen);
}

/** A query text URLSearchParams would decode nothing in: no %-escape, no + (a space), no UTF-16 surrogate (a lone one becomes U+FFFD). */
const undecoded = /^[^%+\uD800-\uDFFF]*$/;

/** Sets a name not set yet: defined, as Object.fromEntries does, so that a name such as __proto__ is a value like any other. */
function keepFirst(query: Record<string, string>, key: string, value: string) {
  if (Object.hasOwn(query, key)) return;
  if (key === '__proto__') Object.defineProperty(query, key, { value, writable: true, enumerable: true, configurable: true });
  else query[key] = value;
}

/**
 * parsePageQuery as the server runs it on every page request: a query with nothing to decode (most) is split at & and
 * at each pair's first = as URLSearchParams splits it, into the object at once, without URLSearchParams, a Map and
 * Object.fromEntries (1.0 µs a code page's query, against 2.5); any other goes through parsePageQuery. The same answer
 * for every query (tests/unit/adapters/page-query.test.ts). The app keeps parsePageQuery alone: this would grow its entry.
 */
export function parsePageQueryFast(search: string): Record<string, string> {
  const at = search.indexOf('?');
  const raw = at >= 0 ? search.slice(at + 1) : search.startsWith('#') ? '' : search;
  const end = raw.indexOf('#');
  const text = end >= 0 ? raw.slice(0, end) : raw;
  if (!undecoded.test(text)) return parsePageQuery(text);
  const query: Record<string, string> = {};
  // URLSearchParams drops one leading ? of its text and skips empty pairs.
  for (const pair of (text.startsWith('?') ? text.slice(1) : text).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    keepFirst(query, eq >= 0 ? pair.slice(0, eq) : pair, eq >= 0 ? pair.slice(eq + 1) : '');
  }
  const productId = query.productId ?? query.product_id;
  if (productId !== undefined) {
    keepFirst(query, 'productId', productId);
    keepFirst(query, 'product_id', productId);
  }
  return query;
}

/** The currency symbol the page shows: rupee when the query's `currency` flag is 1, otherwise peso. */
export function currencySymbol(query: Readonly<Record<string, string | undefined>>): '₹' | '₱' {
  return query.currency === '1' ? '₹' : '₱';
}

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

/** The currency symbol the page shows: rupee when the query's `currency` flag is 1, otherwise peso. */
export function currencySymbol(query: Readonly<Record<string, string | undefined>>): '₹' | '₱' {
  return query.currency === '1' ? '₹' : '₱';
}

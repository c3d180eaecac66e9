/**
 * What the server's first view of a screen may draw, and what it depends on.
 *
 * Left out (placeholders, never real content: ScreenView's `unknown`): what only the phone knows — the device's saved
 * values, the session (and the session parameters in the query: they are never written into the HTML), and the clock
 * (now(), daysUntil(), date(): the phone's time and time zone).
 *
 * Depended on: the query values the drawing reads (the document's own texts are the same for every borrower). The
 * first view of a version is drawn once per distinct set of those values: order details reads none (one drawing per
 * version), the code page reads its code, amount and type.
 */
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { sessionParamNames } from '../../adapters/http/page-query.ts';
import { rootPattern } from '../../renderer/react/node-reads.ts';
import { clockPlace, pendingOf, readsPending } from '../../renderer/react/pending-reads.ts';

const sessionNames: ReadonlySet<string> = new Set(sessionParamNames);

/** The places the server's first view of a document leaves out. */
export function firstViewUnknowns(doc: ScreenDocument): string[] {
  const params = Object.keys(doc.params ?? {}).filter((name) => sessionNames.has(name));
  return ['saved', 'session', clockPlace, ...sessionParamNames.map((name) => `query.${name}`), ...params.map((name) => `params.${name}`)];
}

/** The page query without its session parameters: all the server may draw from. */
export function withoutSession(query: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).filter(([name]) => !sessionNames.has(name)));
}

/** Keys that hold actions (run on the phone, never drawn) or the screen's loads. */
const notDrawn = (key: string) => key === 'load' || key === 'onLoad' || key === 'actions' || /^on[A-Z]/.test(key);

/** Every expression the drawing of a document may evaluate: its title and its nodes' props, not its actions. */
export function drawnExpressions(doc: ScreenDocument): string[] {
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.startsWith('=')) out.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') for (const [key, v] of Object.entries(value)) if (!notDrawn(key)) visit(v);
  };
  visit(doc);
  return out;
}

/**
 * The query names a document's drawing reads (params are the query's values by the same name), or 'all' when it reads
 * the query as a whole (`query[name]`, `count(params)`). `currency` is always read: money() draws its symbol from it.
 */
export function queryNamesRead(doc: ScreenDocument): ReadonlySet<string> | 'all' {
  const names = new Set(['currency']);
  // What the first view leaves as placeholders is never worked out there: its reads of the query do not count. A screen
  // with loads (or that reads what only the phone knows) is drawn as its loading view: data and what onLoad writes too.
  const unknown = firstViewUnknowns(doc);
  const loadingView =
    Object.keys(doc.load ?? {}).length > 0 || Boolean(doc.onLoad?.length) || readsPending([doc.title, doc.body], pendingOf(doc, true, unknown));
  const placeholders = loadingView ? pendingOf(doc, false, unknown) : new Set(unknown);
  for (const source of drawnExpressions(doc)) {
    if (readsPending(source, placeholders)) continue;
    for (const [, root, key] of source.matchAll(rootPattern)) {
      if (root !== 'query' && root !== 'params') continue;
      if (!key) return 'all';
      names.add(key);
    }
  }
  // productId and product_id mirror each other (parsePageQuery).
  if (names.has('productId') || names.has('product_id')) names.add('productId').add('product_id');
  return names;
}

/**
 * The part of a query a document's first view depends on, as one text (a cache key): the values of the names its drawing
 * reads and whether each required parameter is there (a screen missing one says so), session parameters left out.
 */
export function firstViewKeyer(doc: ScreenDocument): (query: Readonly<Record<string, string>>) => string {
  const read = queryNamesRead(doc);
  const required = Object.entries(doc.params ?? {})
    .filter(([, spec]) => spec.required)
    .map(([name]) => name);
  // Worked out once, not per request (1.8 µs a page request that way, 0.7 this way): the names read but the session's, sorted.
  const readNames = read === 'all' ? undefined : [...read].filter((name) => !sessionNames.has(name)).sort();
  const requiredKept = required.filter((name) => !sessionNames.has(name));
  return (query) => {
    const names = readNames ? readNames.filter((name) => Object.hasOwn(query, name)) : Object.keys(withoutSession(query)).sort();
    return JSON.stringify([names.map((name) => [name, query[name]]), required.map((name) => requiredKept.includes(name) && Boolean(query[name]))]);
  };
}

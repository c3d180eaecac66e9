/**
 * The live values of the preview's screen, as the data panel shows them: the loads' answers (`data`), `state`,
 * `params`, `query` and `saved`. The preview sends them (a 'values' message); the session's own values never leave it:
 * `session` is not sent, the query's session parameters are dropped and any text equal to a session value is masked.
 */
import { sessionParamNames } from '../../adapters/http/page-query.ts';

/** The roots of a screen's values the data panel shows, in its order. */
export const shownRoots = ['data', 'state', 'params', 'query', 'saved'] as const;

/** One shown root. */
export type ShownRoot = (typeof shownRoots)[number];

/** What the preview sends of its screen: JSON values by root (a root it does not know yet is absent). */
export type ScreenValuesReport = Partial<Record<ShownRoot, Record<string, unknown>>>;

/** What replaces a session value in the data panel. */
export const sessionMark = '[session value]';

const longest = 2000;
const mostEntries = 100;

/** A JSON copy of a value with session texts masked, long texts cut and long lists shortened (postMessage-safe). */
function cleanValue(value: unknown, secrets: ReadonlySet<string>, depth: number): unknown {
  if (typeof value === 'string') {
    if (secrets.has(value)) return sessionMark;
    return value.length > longest ? `${value.slice(0, longest)}…` : value;
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth > 12 || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.slice(0, mostEntries).map((v) => cleanValue(v, secrets, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const cleaned = cleanValue(v, secrets, depth + 1);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

/** The report of a screen's values: session left out and masked wherever it shows. */
export function valuesReport(values: Partial<Record<ShownRoot | 'session', Record<string, unknown>>>): ScreenValuesReport {
  const secrets = new Set(Object.values(values.session ?? {}).filter((v): v is string => typeof v === 'string' && v.length >= 4));
  const sessionNames = new Set<string>(sessionParamNames);
  const report: ScreenValuesReport = {};
  for (const root of shownRoots) {
    const value = values[root];
    if (value === undefined) continue;
    const kept = root === 'query' ? Object.fromEntries(Object.entries(value).filter(([k]) => !sessionNames.has(k))) : value;
    report[root] = cleanValue(kept, secrets, 0) as Record<string, unknown>;
  }
  return report;
}

/** The session parameters of a page query (what the app sends as the borrower's session). */
export function sessionOf(query: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(sessionParamNames.flatMap((name) => (query[name] !== undefined ? [[name, query[name]]] : [])));
}

/** An answer as the log may show it: session values masked, long texts and lists cut. */
export function cleanAnswer(answer: unknown, session: Readonly<Record<string, string>>): unknown {
  const secrets = new Set(Object.values(session).filter((v) => v.length >= 4));
  return cleanValue(answer, secrets, 0) ?? null;
}

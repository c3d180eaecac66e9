/**
 * What a screen's loading view cannot know yet: its loaded data (unless the last good data is drawn) and every place
 * its onLoad may write once the data is in (a state value set from the order, a dialog it opens, a saved flag). The
 * query, the session, the saved values and the rest of the state are what they will be when the page is drawn: no tap
 * reaches an inert loading view, and nothing else writes before onLoad runs.
 */
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { rootPattern } from './node-reads.ts';

/** The places not known yet: a root ('data') or a root's key ('state.due'); `clock` stands for the phone's time and zone. */
export type Pending = ReadonlySet<string>;

/** The pseudo-place of the phone's clock and time zone: an expression calling now(), daysUntil(), date() or datetime() reads it. */
export const clockPlace = 'clock';

/** Functions whose result depends on the phone's time or time zone (renderer/core/expressions/functions.ts). */
// datetime() too: the hours it draws are the zone's (a receipt's "Paid on" drawn on a server in UTC read 10:40 for a
// phone's 18:40 in Manila, and the phone's hydration then differed).
const clockCall = /(?<![\w$.])(now|daysUntil|date|datetime)\s*\(/;

/** Functions that read the query's currency flag (the symbol they draw). */
const currencyCall = /(?<![\w$.])(money|currency)\s*\(/;

/**
 * The places a screen's loading view must not draw from: data (unless `dataKnown`), what onLoad writes, and `unknown`:
 * what this drawing cannot know at all (the server's first view: saved values, the session, the clock;
 * firstViewUnknowns of app/ssr/first-view-reads.ts).
 */
export function pendingOf(doc: ScreenDocument, dataKnown: boolean, unknown: readonly string[] = []): Pending {
  const pending = new Set(dataKnown ? [...unknown] : ['data', ...unknown]);
  const ran = new Set<unknown>();
  // Every object inside the list is looked at, whatever holds it (then/else, onSuccess, onDone, a list it runs): a
  // `path` or `into` (set, countdown, call, probe) names a place written, a save its saved key.
  const visit = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    const action = value as Record<string, unknown>;
    if (action.do === 'save') pending.add(`saved.${String(action.key)}`);
    if (action.do === 'run' && !ran.has(action.name)) {
      ran.add(action.name);
      visit(doc.actions?.[String(action.name)]);
    }
    for (const place of [action.path, action.into]) {
      // The place's root and first key: state.form of state.form[state.code] (the key's own reads are not written).
      const [written] = typeof place === 'string' ? place.matchAll(rootPattern) : [];
      if (written) pending.add(written[2] ? `${written[1]}.${written[2]}` : String(written[1]));
    }
    Object.values(action).forEach(visit);
  };
  visit(doc.onLoad);
  return pending;
}

/** True when a value (an expression, or an object or list holding some) reads a place not known yet. */
export function readsPending(value: unknown, pending: Pending): boolean {
  if (typeof value === 'string')
    return (
      value.startsWith('=') &&
      ((pending.has(clockPlace) && clockCall.test(value)) ||
        ((pending.has('query') || pending.has('query.currency')) && currencyCall.test(value)) ||
        [...value.matchAll(rootPattern)].some(
          ([, root, key]) => pending.has(String(root)) || (key ? pending.has(`${root}.${key}`) : [...pending].some((p) => p.startsWith(`${root}.`))),
        ))
    );
  return !!value && typeof value === 'object' && Object.values(value).some((v) => readsPending(v, pending));
}

/** What of a screen reads places its drawing cannot know (ScreenView's `unknown`): anything at all, and its title. */
export function unknownReads(doc: ScreenDocument, unknown: readonly string[]): { page: boolean; title: boolean } {
  const places = pendingOf(doc, true, unknown);
  const title = readsPending(doc.title, places);
  return { page: title || readsPending(doc.body, places), title };
}

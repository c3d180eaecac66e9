/**
 * What a screen's loading view cannot know yet: its loaded data (unless the last good data is drawn) and every place
 * its onLoad may write once the data is in (a state value set from the order, a dialog it opens, a saved flag). The
 * query, the session, the saved values and the rest of the state are what they will be when the page is drawn: no tap
 * reaches an inert loading view, and nothing else writes before onLoad runs.
 */
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { rootPattern } from './node-reads.ts';

/** The places not known yet: a root ('data') or a root's key ('state.due'). */
export type Pending = ReadonlySet<string>;

/** The places a screen's loading view must not draw from: data (unless `dataKnown`) and what onLoad writes. */
export function pendingOf(doc: ScreenDocument, dataKnown: boolean): Pending {
  const pending = new Set(dataKnown ? [] : ['data']);
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
      [...value.matchAll(rootPattern)].some(
        ([, root, key]) => pending.has(String(root)) || (key ? pending.has(`${root}.${key}`) : [...pending].some((p) => p.startsWith(`${root}.`))),
      )
    );
  return !!value && typeof value === 'object' && Object.values(value).some((v) => readsPending(v, pending));
}

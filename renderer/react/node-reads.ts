/**
 * Which places of the store a node's expressions read: a root (state, data…) and, when the source names it as
 * `root.key`, the root's first key. A store change then re-evaluates only the nodes whose places changed (the store
 * copies every object on the way to a written value, so a change below `state.form` is a new `state.form`). Read off
 * the source text: a root name that is not a property (`item.state`) is a read, `data[k]` reads all of data, and a
 * root name inside a quoted text counts too — a read too many costs one evaluation, a read missed would be a bug.
 */
import type { PreparedProp } from '../core/evaluate-props.ts';
import type { ScreenValues } from '../core/store.ts';

/** A place read: a root of the store and, when known, its first key. */
export interface StoreRead {
  root: keyof ScreenValues;
  key?: string;
}

/** A root name not preceded by a name character or a dot, and its `.key` when the key ends there. */
export const rootPattern =
  /(?<![\w$.\u0080-\uffff])(params|query|session|state|data|saved)(?![\w$\u0080-\uffff])(?:\s*\.\s*([A-Za-z_$][\w$]*)(?![\w$\u0080-\uffff]))?/g;

/** The places the store-reading props read (an object prop's are read off its JSON text). */
export function readsOf(props: readonly (PreparedProp | undefined)[]): StoreRead[] {
  const out: StoreRead[] = [];
  for (const prop of props) {
    if (!prop?.dynamic) continue;
    const source = typeof prop.raw === 'string' ? prop.raw : JSON.stringify(prop.raw);
    for (const [, root, key] of source.matchAll(rootPattern)) out.push({ root: root as keyof ScreenValues, key });
  }
  return out;
}

/** Whether a store change from `before` to `after` touched any of the places read. */
export function readChanged(reads: readonly StoreRead[], before: ScreenValues, after: ScreenValues): boolean {
  for (const { root, key } of reads) {
    const a = before[root] as Record<string, unknown> | undefined;
    const b = after[root] as Record<string, unknown> | undefined;
    if (a !== b && (key === undefined || typeof a !== 'object' || typeof b !== 'object' || !a || !b || a[key] !== b[key])) return true;
  }
  return false;
}

/**
 * Three-way merge of two screen documents made from one base (issue 34 item 3): `ours` is the screen's newest version,
 * `theirs` a change request made from an older one. Objects merge key by key; lists (body, children, actions…) are
 * aligned like diff3 does lines (node-diff3's LCS), each element known by its `id` when it has a unique one, else by
 * its content, and a region both sides changed is aligned again by widget `type` / action `do`, so an edit to one
 * widget and an insertion beside it are both kept. Where both sides changed the same node differently, the merge
 * records a conflict at that node's JSON Pointer (in `ours`); a resolution ('ours' | 'theirs') per pointer settles it.
 */
import { diffIndices } from 'node-diff3';
import { isRecord } from '../../renderer/core/is-record.ts';

/** Which side a conflict is settled for. */
export type MergeSide = 'ours' | 'theirs';

/** Both sides changed one node differently: the values at `pointer` (undefined = the node is not there). */
export interface MergeConflict {
  /** JSON Pointer of the node in `ours` ("/body/3/text"); a list region ends with its first index in `ours`. */
  pointer: string;
  /** 'value' for one node; 'list' for a run of list elements both sides changed (inserted, removed or reordered). */
  kind: 'value' | 'list';
  base: unknown;
  ours: unknown;
  theirs: unknown;
}

/** The merged document and the conflicts still open (each filled with `ours` until resolved). */
export interface MergeResult {
  value: unknown;
  conflicts: MergeConflict[];
}

/** The same JSON value whatever the key order: the key a list element is aligned by. */
export function canonical(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const same = (x: unknown, y: unknown) => canonical(x) === canonical(y);
const escape = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

type Keyer = (element: unknown) => string;

/** Ids used once in each list: only those identify an element across the three. */
function uniqueIds(lists: unknown[][]): Set<string> {
  const unique = new Set<string>();
  const seenTwice = new Set<string>();
  for (const list of lists) {
    const here = new Set<string>();
    for (const e of list) {
      if (!isRecord(e) || typeof e.id !== 'string') continue;
      if (here.has(e.id)) seenTwice.add(e.id);
      here.add(e.id);
      unique.add(e.id);
    }
  }
  for (const id of seenTwice) unique.delete(id);
  return unique;
}

function keyers(lists: unknown[][]): { exact: Keyer; loose: Keyer } {
  const ids = uniqueIds(lists);
  const byId = (e: unknown) => (isRecord(e) && typeof e.id === 'string' && ids.has(e.id) ? `#${e.id}` : undefined);
  return {
    exact: (e) => byId(e) ?? `=${canonical(e)}`,
    loose: (e) =>
      byId(e) ??
      (isRecord(e) && typeof e.type === 'string' ? `t:${e.type}` : isRecord(e) && typeof e.do === 'string' ? `d:${e.do}` : `=${canonical(e)}`),
  };
}

interface Hunk {
  side: 'a' | 'b';
  oStart: number;
  oLength: number;
  sStart: number;
  sLength: number;
}

/** A run of the merged list: an element all three keep (its indexes), one side's change, or a change by both. */
type Region =
  | { kind: 'same'; o: number; a: number; b: number }
  | { kind: 'one'; side: 'a' | 'b'; o: [number, number]; s: [number, number]; other: [number, number] }
  | { kind: 'both'; o: [number, number]; a: [number, number]; b: [number, number] };

/** diff3's regions of three lists, with the index ranges of every side. */
function regions(o: unknown[], a: unknown[], b: unknown[], key: Keyer): Region[] {
  const [ok, ak, bk] = [o.map(key), a.map(key), b.map(key)];
  const hunks: Hunk[] = [];
  for (const [side, keys] of [
    ['a', ak],
    ['b', bk],
  ] as const)
    for (const h of diffIndices(ok, keys))
      hunks.push({ side, oStart: h.buffer1[0], oLength: h.buffer1[1], sStart: h.buffer2[0], sLength: h.buffer2[1] });
  hunks.sort((x, y) => x.oStart - y.oStart);
  const out: Region[] = [];
  let at = 0;
  const shift = { a: 0, b: 0 };
  const keepUntil = (end: number) => {
    for (; at < end; at++) out.push({ kind: 'same', o: at, a: at + shift.a, b: at + shift.b });
  };
  while (hunks.length > 0) {
    const group = [hunks.shift() as Hunk];
    const start = group[0]?.oStart ?? 0;
    let end = start + (group[0]?.oLength ?? 0);
    while (hunks.length > 0 && (hunks[0] as Hunk).oStart <= end) {
      const next = hunks.shift() as Hunk;
      end = Math.max(end, next.oStart + next.oLength);
      group.push(next);
    }
    keepUntil(start);
    const grows = { a: 0, b: 0 };
    for (const h of group) grows[h.side] += h.sLength - h.oLength;
    const only = group.length === 1 ? group[0] : undefined;
    if (only) {
      const other = only.side === 'a' ? 'b' : 'a';
      out.push({
        kind: 'one',
        side: only.side,
        o: [start, end],
        s: [only.sStart, only.sStart + only.sLength],
        other: [start + shift[other], end + shift[other]],
      });
    } else {
      const range = (side: 'a' | 'b'): [number, number] => [start + shift[side], end + shift[side] + grows[side]];
      out.push({ kind: 'both', o: [start, end], a: range('a'), b: range('b') });
    }
    shift.a += grows.a;
    shift.b += grows.b;
    at = end;
  }
  keepUntil(o.length);
  return out;
}

/** Merges `theirs` into `ours` given their common `base`; `resolutions` settle conflicts by pointer. */
export function threeWayMerge(base: unknown, ours: unknown, theirs: unknown, resolutions: Readonly<Record<string, MergeSide>> = {}): MergeResult {
  const conflicts: MergeConflict[] = [];

  const conflict = (pointer: string, kind: MergeConflict['kind'], o: unknown, a: unknown, b: unknown): unknown => {
    const chosen = resolutions[pointer];
    if (chosen) return chosen === 'theirs' ? b : a;
    conflicts.push({ pointer, kind, base: o, ours: a, theirs: b });
    return a;
  };

  const mergeValue = (o: unknown, a: unknown, b: unknown, pointer: string): unknown => {
    if (same(a, b) || same(o, b)) return a;
    if (same(o, a)) return b;
    if (Array.isArray(o) && Array.isArray(a) && Array.isArray(b)) return mergeList(o, a, b, pointer, 'exact');
    if (isRecord(o) && isRecord(a) && isRecord(b)) {
      const merged: Record<string, unknown> = {};
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
        const value = mergeValue(o[key], a[key], b[key], `${pointer}/${escape(key)}`);
        if (value !== undefined) merged[key] = value;
      }
      return merged;
    }
    return conflict(pointer, 'value', o, a, b);
  };

  const mergeList = (o: unknown[], a: unknown[], b: unknown[], pointer: string, level: 'exact' | 'loose', offset = 0): unknown[] => {
    const key = keyers([o, a, b])[level];
    const out: unknown[] = [];
    for (const r of regions(o, a, b, key)) {
      if (r.kind === 'same') out.push(mergeValue(o[r.o], a[r.a], b[r.b], `${pointer}/${offset + r.a}`));
      else {
        // One side's change stands alone only if the other side left those elements as they were (a widget known by
        // its id or type may have been edited there).
        if (r.kind === 'one' && same(o.slice(...r.o), (r.side === 'a' ? b : a).slice(...r.other))) {
          out.push(...(r.side === 'a' ? a : b).slice(...r.s));
          continue;
        }
        const ar = r.kind === 'both' ? r.a : r.side === 'a' ? r.s : r.other;
        const br = r.kind === 'both' ? r.b : r.side === 'b' ? r.s : r.other;
        const [oc, ac, bc] = [o.slice(...r.o), a.slice(...ar), b.slice(...br)];
        if (same(ac, bc)) out.push(...ac);
        else if (level === 'exact') {
          // Both changed this run: align it again by widget type, and keep whatever the sides did apart.
          out.push(...mergeList(oc, ac, bc, pointer, 'loose', offset + ar[0]));
        } else if (oc.length === ac.length && ac.length === bc.length)
          ac.forEach((e, i) => out.push(mergeValue(oc[i], e, bc[i], `${pointer}/${offset + ar[0] + i}`)));
        else out.push(...(conflict(`${pointer}/${offset + ar[0]}`, 'list', oc, ac, bc) as unknown[]));
      }
    }
    return out;
  };

  const value = mergeValue(base, ours, theirs, '');
  return { value, conflicts };
}

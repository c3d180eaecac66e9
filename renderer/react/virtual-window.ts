/** Windowing of long lists, as pure arithmetic: where each entry starts, and which entries the viewport needs. */

/** Height assumed for an entry not measured yet (a cell is about this tall), in px. */
export const defaultEntryHeight = 52;

/** How far beyond the viewport entries stay mounted, above and below, in px. */
export const overscan = 480;

/**
 * Where each entry starts, from the list's top: offsets[i] is the sum of the heights and gaps before entry i, and
 * offsets[count] is the height of the whole list plus one trailing gap.
 */
export function entryOffsets(count: number, heightOf: (index: number) => number, gap: number): Float64Array {
  const offsets = new Float64Array(count + 1);
  for (let i = 0; i < count; i++) offsets[i + 1] = offsets[i]! + heightOf(i) + gap;
  return offsets;
}

/** The entries to mount, [start, end), and the space the others take above (before) and below (after), in px. */
export interface ListWindow {
  start: number;
  end: number;
  before: number;
  after: number;
}

/** The first index i with offsets[i + 1] > y (the entry that reaches below y), clamped to [0, count]. */
function firstReaching(offsets: Float64Array, y: number): number {
  let lo = 0;
  let hi = offsets.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (offsets[mid + 1]! > y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The window of a list whose viewport spans [top, top + height) in list coordinates (px from the list's top; top is
 * negative while the list is still below the viewport), with `margin` px more on each side. At least one entry is
 * mounted, so a list far off screen still has something to measure.
 */
export function listWindow(offsets: Float64Array, top: number, height: number, margin: number): ListWindow {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const total = offsets[count]!;
  let start = Math.min(firstReaching(offsets, top - margin), count - 1);
  let end = Math.max(firstReaching(offsets, top + height + margin) + 1, start + 1);
  end = Math.min(end, count);
  start = Math.max(0, Math.min(start, end - 1));
  return { start, end, before: offsets[start]!, after: total - offsets[end]! };
}

/** A window stretched to keep one more entry mounted (the entry holding the focus), when it is near enough. */
export function keepEntry(window: ListWindow, offsets: Float64Array, index: number | null, maxExtra: number): ListWindow {
  if (index === null || index < 0 || index >= offsets.length - 1) return window;
  if (index >= window.start && index < window.end) return window;
  const start = Math.min(window.start, index);
  const end = Math.max(window.end, index + 1);
  if (end - start - (window.end - window.start) > maxExtra) return window;
  return { start, end, before: offsets[start]!, after: offsets[offsets.length - 1]! - offsets[end]! };
}

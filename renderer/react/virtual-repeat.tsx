/**
 * A long repeat (more than virtualThreshold entries, one below the other) drawn as a window: only the entries near the
 * viewport are mounted, and the list's padding stands in for the others, so the page keeps its full height and its
 * scroll bar. Heights are measured as entries mount; unmeasured ones are taken as the mean of those measured.
 */
import { useLayoutEffect, useMemo, useReducer, useRef, type FocusEvent, type ReactNode } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { DrawEntry, RepeatEntriesProps } from './repeat-view.tsx';
import { defaultEntryHeight, entryOffsets, keepEntry, listWindow, overscan, type ListWindow } from './virtual-window.ts';

/** Entries the window may grow by to keep the focused entry mounted. */
const maxKeptAway = 60;

/** The nearest ancestor that scrolls on its own, or null for the page. */
function scrollParent(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if (overflowY === 'auto' || overflowY === 'scroll') return p;
  }
  return null;
}

/** The viewport in list coordinates: its top (px from the list's top) and its height. */
function viewOf(list: HTMLElement, scroller: HTMLElement | null): { top: number; height: number } {
  const top = scroller ? scroller.getBoundingClientRect().top : 0;
  const height = scroller ? scroller.clientHeight : window.innerHeight;
  return { top: top - list.getBoundingClientRect().top, height: height > 0 ? height : 800 };
}

const sameWindow = (a: ListWindow, b: ListWindow) => a.start === b.start && a.end === b.end;

/** Draws a long repeat's entries as a window that follows the scrolling. */
export function VirtualRepeat({ node, entries, pointer, locals, as, draw }: RepeatEntriesProps): ReactNode {
  const listRef = useRef<HTMLDivElement>(null);
  const heights = useRef(new Map<string, number>());
  const mean = useRef(defaultEntryHeight);
  const gap = useRef(0);
  const view = useRef({ top: 0, height: window.innerHeight || 800 });
  const focused = useRef<string | null>(null);
  const [measured, remeasured] = useReducer((n: number) => n + 1, 0);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  const offsets = useMemo(
    () => entryOffsets(entries.length, (i) => heights.current.get(entries[i]!.key) ?? mean.current, gap.current),
    // `measured` changes whenever heights, mean or gap do (they live in refs).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs' version counter
    [entries, measured],
  );
  const focusIndex = focused.current === null ? null : entries.findIndex((e) => e.key === focused.current);
  const windowAt = (o: Float64Array, index: number | null) =>
    keepEntry(listWindow(o, view.current.top, view.current.height, overscan), o, index, maxKeptAway);
  const win = windowAt(offsets, focusIndex);
  const current = useRef({ offsets, win, focusIndex, windowAt });
  current.current = { offsets, win, focusIndex, windowAt };

  // After each commit: measure what is mounted; then, with the list where it now is, check the window still fits.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    let changed = false;
    for (const child of Array.from(list.children) as HTMLElement[]) {
      const key = child.dataset.entry;
      const h = child.getBoundingClientRect().height;
      if (key === undefined || h <= 0 || Math.abs((heights.current.get(key) ?? -1) - h) < 0.5) continue;
      heights.current.set(key, h);
      changed = true;
    }
    const g = parseFloat(getComputedStyle(list).rowGap) || 0;
    if (g !== gap.current) {
      gap.current = g;
      changed = true;
    }
    if (changed) {
      let sum = 0;
      for (const h of heights.current.values()) sum += h;
      mean.current = heights.current.size ? sum / heights.current.size : defaultEntryHeight;
      remeasured();
      return;
    }
    view.current = viewOf(list, scrollParent(list));
    const { offsets: o, win: w, focusIndex: f, windowAt: at } = current.current;
    if (!sameWindow(at(o, f), w)) rerender();
  });

  // Scrolling and resizing move the viewport: re-window once per frame, and only when the mounted range changes.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const scroller = scrollParent(list);
    let frame = 0;
    const update = () => {
      frame = 0;
      view.current = viewOf(list, scroller);
      const { offsets: o, win: w, focusIndex: f, windowAt: at } = current.current;
      if (!sameWindow(at(o, f), w)) rerender();
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      target.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // The entry holding the focus stays mounted while the window is near it (an input scrolled a little out of view).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const entry = (event.target as HTMLElement).closest<HTMLElement>('[data-entry]');
    focused.current = entry?.dataset.entry ?? null;
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focused.current = null;
  };

  const direction = node.direction ?? 'column';
  const at = `${pointer}/render`;
  const mounted: ReactNode[] = [];
  for (let i = win.start; i < win.end; i++) {
    const e = entries[i]!;
    mounted.push(
      <div key={e.key} className="h-repeat__entry" data-entry={e.key}>
        <RepeatItem node={node.render} pointer={at} locals={locals} as={as} item={e.item} index={e.index} draw={draw} />
      </div>,
    );
  }
  return (
    <div
      ref={listRef}
      className={`h-repeat h-repeat--${direction} h-gap--${node.gap ?? 'sm'} h-repeat--virtual`}
      style={{ paddingTop: win.before, paddingBottom: win.after }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {mounted}
    </div>
  );
}

/** Props of RepeatItem. */
export interface RepeatItemProps {
  node: WidgetNode;
  pointer: string;
  locals: Scope;
  as: string;
  item: unknown;
  index: number;
  draw: DrawEntry;
}

/** One entry of the window, with its own local names (kept while its item and index stay). */
export function RepeatItem({ node, pointer, locals, as, item, index, draw }: RepeatItemProps): ReactNode {
  const itemLocals = useMemo(() => ({ ...locals, [as]: item, index }), [locals, as, item, index]);
  return draw(node, pointer, itemLocals);
}

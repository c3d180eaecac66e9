/**
 * Outlines of changed widgets over a review phone, drawn from the studio's window. The preview iframe is on the same
 * origin, so its drawn nodes are read from what the preview page offers (frame-inspection.ts: the renderer's inspection
 * port) and each changed one gets a box in a layer laid
 * over the iframe: the borrower app itself is left untouched, and the layer never takes a tap. The boxes are measured
 * again whenever the app draws, scrolls, loads an image or the frame loads a new page.
 */
import { drawnBox } from '../../renderer/preview/inspection.tsx';
import { inspectionOf } from '../preview/frame-inspection.ts';
import type { ChangeKind } from './changed-nodes.ts';

/** One widget to outline in a phone: its JSON Pointer in the text that phone draws, and how it changed. */
export interface OutlineMark {
  pointer: string;
  kind: ChangeKind;
}

/** The outlines of one phone. */
export interface ChangeOutline {
  /** Scrolls the phone until the widget is in view and flashes its outline; false when it is not drawn now. */
  reveal(pointer: string): boolean;
  stop(): void;
}

/** The word on each outline. */
export const markWords: Record<ChangeKind, string> = { added: 'Added', changed: 'Changed', moved: 'Moved', removed: 'Removed' };

const flashMs = 1600;

/** The nearest ancestor of `el` that scrolls, else the page's own scroller. */
function scrollerOf(el: Element, win: Window): Element {
  for (let at = el.parentElement; at; at = at.parentElement) {
    const overflow = win.getComputedStyle(at).overflowY;
    if ((overflow === 'auto' || overflow === 'scroll') && at.scrollHeight > at.clientHeight) return at;
  }
  return win.document.scrollingElement ?? win.document.documentElement;
}

/** Starts outlining `marks` over `frame` in `layer`; `onDrawn` hears which of them are drawn now, each time that changes. */
export function startChangeOutline(
  frame: HTMLIFrameElement,
  layer: HTMLElement,
  marks: readonly OutlineMark[],
  onDrawn?: (pointers: ReadonlySet<string>) => void,
): ChangeOutline {
  let win: Window | null = null;
  let root: Element | null = null;
  let detach = () => {};
  let frameId = 0;
  let flashed: { pointer: string; until: number } | null = null;
  let lastDrawn = '';

  const redraw = () => {
    frameId = 0;
    const nodes = (root && inspectionOf(win)?.drawnNodes()) ?? [];
    const boxes: { kind: ChangeKind; pointer: string; rect: NonNullable<ReturnType<typeof drawnBox>> }[] = [];
    const drawn = new Set<string>();
    for (const mark of marks) {
      for (const node of nodes) {
        const rect = node.pointer === mark.pointer ? drawnBox(node) : null;
        if (!rect) continue;
        boxes.push({ kind: mark.kind, pointer: mark.pointer, rect });
        drawn.add(mark.pointer);
      }
    }
    while (layer.childElementCount > boxes.length) layer.lastElementChild?.remove();
    boxes.forEach(({ kind, pointer, rect }, i) => {
      let box = layer.children[i] as HTMLElement | undefined;
      if (!box) {
        box = layer.ownerDocument.createElement('div');
        box.append(layer.ownerDocument.createElement('span'));
        layer.append(box);
      }
      box.className = `rv-mark rv-mark--${kind}${flashed?.pointer === pointer ? ' is-flashing' : ''}`;
      box.style.cssText = `left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;height:${rect.height}px`;
      box.firstElementChild!.textContent = markWords[kind];
      box.classList.toggle('is-label-inside', rect.top < 24);
    });
    const key = [...drawn].sort().join(' ');
    if (key !== lastDrawn) {
      lastDrawn = key;
      onDrawn?.(drawn);
    }
  };
  const schedule = () => {
    if (frameId === 0) frameId = requestAnimationFrame(redraw);
  };

  const attach = () => {
    detach();
    const doc = frame.contentDocument;
    const view = frame.contentWindow;
    root = doc?.getElementById('root') ?? null;
    win = root ? view : null;
    if (!doc || !view || !root) return schedule();
    // The frame's own observers: they watch its nodes whatever window made them.
    const Mutations = (view as unknown as typeof globalThis).MutationObserver;
    const Resizes = (view as unknown as typeof globalThis).ResizeObserver;
    const mutations = new Mutations(schedule);
    // The body, not only the app's root: dialogs and sheets draw in portals there.
    mutations.observe(doc.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const resizes = typeof Resizes === 'function' ? new Resizes(schedule) : null;
    resizes?.observe(root);
    const events = ['scroll', 'load', 'transitionend', 'animationend'] as const;
    for (const type of events) view.addEventListener(type, schedule, true);
    view.addEventListener('resize', schedule);
    detach = () => {
      mutations.disconnect();
      resizes?.disconnect();
      for (const type of events) view.removeEventListener(type, schedule, true);
      view.removeEventListener('resize', schedule);
      detach = () => {};
    };
    schedule();
  };

  frame.addEventListener('load', attach);
  attach();

  return {
    reveal(pointer) {
      if (!root || !win) return false;
      const node = (inspectionOf(win)?.drawnNodes() ?? []).find((n) => n.pointer === pointer && drawnBox(n));
      const el = node?.elements.find((e) => e.getBoundingClientRect().height > 0) ?? node?.elements[0];
      if (!el) return false;
      const scroller = scrollerOf(el, win);
      const isPage = scroller === win.document.scrollingElement || scroller === win.document.documentElement;
      const view = isPage ? { top: 0, height: win.innerHeight } : scroller.getBoundingClientRect();
      const rect = el.getBoundingClientRect();
      const delta = rect.top - view.top - Math.max(0, (view.height - rect.height) / 2);
      const calm = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      scroller.scrollBy({ top: delta, behavior: calm ? 'auto' : 'smooth' });
      // And the phone itself into the studio's view (the page or the dialog), as little as needed.
      frame.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: calm ? 'auto' : 'smooth' });
      flashed = { pointer, until: Date.now() + flashMs };
      setTimeout(() => {
        if (flashed && flashed.until <= Date.now()) flashed = null;
        schedule();
      }, flashMs);
      schedule();
      return true;
    },
    stop() {
      frame.removeEventListener('load', attach);
      detach();
      if (frameId) cancelAnimationFrame(frameId);
      layer.replaceChildren();
    },
  };
}

/**
 * The preview's inspect mode (the studio turns it on and off): hovering a widget outlines it, a click selects it in the
 * studio and does nothing else. The click is taken on the window in the capture phase, before the app, the step
 * recorder or any widget sees it, so no action runs: no navigation, no native call, no API call. Pressing a button
 * with the keyboard is a click too, and selects it likewise.
 */
import { drawnBox, drawnNodeAt, type DrawnNode } from '../../renderer/preview/inspection.tsx';

/** Options of startInspector. */
export interface InspectorOptions {
  /** The React root container the app draws in (watched for changes that move the outlines). */
  container: Element;
  /** The nodes drawn now (the inspection port's, renderer/preview/inspection.tsx). */
  drawnNodes(): DrawnNode[];
  /** The studio's pointer of a drawn node, or undefined when the node is not part of the draft (another screen). */
  pointerOf(drawn: DrawnNode): string | undefined;
  /** A click chose this node: its pointer ('' for the screen itself: its top bar or background) and widget type. */
  onSelect(pointer: string, type: string): void;
}

/** The running inspector. */
export interface Inspector {
  /** Turns inspect mode on or off and outlines the studio's selected node (its pointer; null: none). */
  set(on: boolean, selected: string | null): void;
  /** Whether inspect mode is on. */
  readonly on: boolean;
  stop(): void;
}

/** Events a click is made of (and a form's submit): none reaches the app while inspecting. */
const swallowed = ['click', 'dblclick', 'auxclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'submit'] as const;

/** An outline box over the page, never in the way of the pointer. */
function makeBox(doc: Document, kind: 'hover' | 'selected'): HTMLElement {
  const box = doc.createElement('div');
  box.className = `hatid-inspect-box hatid-inspect-box--${kind}`;
  box.setAttribute('aria-hidden', 'true');
  box.hidden = true;
  box.append(doc.createElement('span'));
  return box;
}

function place(box: HTMLElement, drawn: DrawnNode | null): void {
  const rect = drawn && drawnBox(drawn);
  box.hidden = !rect;
  if (!rect || !drawn) return;
  box.style.left = `${rect.left}px`;
  box.style.top = `${rect.top}px`;
  box.style.width = `${rect.width}px`;
  box.style.height = `${rect.height}px`;
  // At the top of the page the label goes inside the box, where it can be seen.
  box.classList.toggle('is-label-inside', rect.top < 18);
  const label = box.firstElementChild;
  if (label) label.textContent = typeof drawn.node.type === 'string' ? drawn.node.type : '';
}

/** Starts the inspector on a window, off; returns its controls. */
export function startInspector(win: Window, options: InspectorOptions): Inspector {
  const doc = win.document;
  const hover = makeBox(doc, 'hover');
  const chosen = makeBox(doc, 'selected');
  doc.body.append(hover, chosen);
  let on = false;
  let selected: string | null = null;
  let hovered: EventTarget | null = null;
  let frame = 0;

  /** The drawn node under a target that belongs to the draft, with its studio pointer. */
  const nodeAt = (target: EventTarget | null) => {
    const drawn = drawnNodeAt(options.drawnNodes(), target);
    const pointer = drawn ? options.pointerOf(drawn) : undefined;
    return drawn && pointer !== undefined ? { drawn, pointer } : null;
  };
  const redraw = () => {
    frame = 0;
    place(hover, on && hovered ? (nodeAt(hovered)?.drawn ?? null) : null);
    const nodes = on && selected !== null ? options.drawnNodes() : [];
    place(chosen, nodes.find((d) => options.pointerOf(d) === selected) ?? null);
  };
  const schedule = () => {
    if (on && frame === 0) frame = win.requestAnimationFrame(redraw);
  };

  const swallow = (event: Event) => {
    if (!on) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.type !== 'click') return;
    const found = nodeAt(event.target);
    if (!found && drawnNodeAt(options.drawnNodes(), event.target)) return; // a node of another screen
    selected = found?.pointer ?? '';
    options.onSelect(selected, found ? String(found.drawn.node.type ?? '') : 'screen');
    redraw();
  };
  const onOver = (event: Event) => {
    hovered = event.target;
    schedule();
  };
  const onOut = (event: Event) => {
    if ((event as MouseEvent).relatedTarget !== null) return;
    hovered = null;
    schedule();
  };
  for (const type of swallowed) win.addEventListener(type, swallow, true);
  win.addEventListener('mouseover', onOver, true);
  win.addEventListener('mouseout', onOut, true);
  win.addEventListener('scroll', schedule, true);
  win.addEventListener('resize', schedule);
  // Data arriving, a state change or a new draft moves things: follow them.
  const observer = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(schedule);
  observer?.observe(options.container, { childList: true, subtree: true, characterData: true, attributes: true });

  return {
    set(next, nextSelected) {
      on = next;
      selected = nextSelected;
      doc.documentElement.classList.toggle('hatid-inspecting', on);
      if (on) redraw();
      else {
        hover.hidden = true;
        chosen.hidden = true;
      }
    },
    get on() {
      return on;
    },
    stop() {
      for (const type of swallowed) win.removeEventListener(type, swallow, true);
      win.removeEventListener('mouseover', onOver, true);
      win.removeEventListener('mouseout', onOut, true);
      win.removeEventListener('scroll', schedule, true);
      win.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (frame) win.cancelAnimationFrame(frame);
      hover.remove();
      chosen.remove();
    },
  };
}

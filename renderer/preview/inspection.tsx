/**
 * The tools' side of the renderer's inspection port (renderer/core/inspection-port.ts): the screens drawn with these
 * ports and, for each widget node drawn now, its JSON Pointer, the node and its outermost elements. Each node's drawing
 * is wrapped in a Fragment with a ref (React's FragmentInstance): no element and no attribute is added, so the page's
 * layout stays exactly the borrower's; the elements are asked of the fragment when a tool needs them. Only the studio's
 * preview, fixture frames, tests and benches import this: the borrower app never passes an inspection port.
 */
import { createElement, Fragment, useCallback, type FragmentInstance, type ReactNode } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { InspectionPort } from '../core/inspection-port.ts';
import type { Ports } from '../core/ports.ts';
import type { ScreenController } from '../core/screen-controller.ts';

/** One node as drawn: its JSON Pointer in the drawn document, the node itself and its outermost elements. */
export interface DrawnNode {
  pointer: string;
  node: Record<string, unknown>;
  /** The outermost elements it drew (more than one for a fragment or a repeat; none when it draws nothing now). */
  elements: Element[];
}

/** What a tool reads of the screens drawn with its ports. */
export interface Inspection {
  /** The port to put in the ports the screens are drawn with (`withInspection` does). */
  port: InspectionPort;
  /** Every node drawn now, outer nodes before the nodes inside them (one entry per drawn repeat entry). */
  drawnNodes(): DrawnNode[];
  /** The screen drawn last (null before any). */
  latestScreen(): ScreenController | null;
  /** Calls `listener` once with each new screen drawn (just after its first render). Returns the stop. */
  onScreen(listener: (controller: ScreenController) => void): () => void;
}

interface Entry {
  pointer: string;
  node: WidgetNode;
  fragment: FragmentInstance;
}

/**
 * The elements directly drawn under a fragment, now. React hands its observers each top-level element of the fragment
 * (also through portals and nested components, never inside hidden Suspense content): an observer that only collects
 * them reads the list without observing anything.
 */
function elementsOf(fragment: FragmentInstance): Element[] {
  const found: Element[] = [];
  const collector = { observe: (el: Element) => void found.push(el), unobserve: () => undefined, disconnect: () => undefined };
  const asObserver = collector as unknown as ResizeObserver;
  fragment.observeUsing(asObserver);
  fragment.unobserveUsing(asObserver);
  return found;
}

/** Wraps one node's drawing in a Fragment whose ref registers it while it is drawn. */
function Inspected({ entries, node, pointer, children }: { entries: Set<Entry>; node: WidgetNode; pointer: string; children: ReactNode }) {
  const ref = useCallback(
    (fragment: FragmentInstance | null) => {
      if (!fragment) return undefined;
      const entry: Entry = { pointer, node, fragment };
      entries.add(entry);
      return () => void entries.delete(entry);
    },
    [entries, node, pointer],
  );
  return createElement(Fragment, { ref }, children);
}

/** Counts the levels of a JSON Pointer: a node inside another has a longer pointer. */
const depth = (pointer: string) => pointer.split('/').length;

/** A new inspection, seeing nothing until screens are drawn with its port. */
export function createInspection(): Inspection {
  const entries = new Set<Entry>();
  const seen = new WeakSet<ScreenController>();
  let latest: ScreenController | null = null;
  const listeners = new Set<(controller: ScreenController) => void>();
  const port: InspectionPort = {
    screen(controller) {
      latest = controller;
      if (seen.has(controller)) return;
      seen.add(controller);
      // Told while React renders: the listeners run once that render is done.
      queueMicrotask(() => {
        for (const listener of listeners) listener(controller);
      });
    },
    node: (drawn, node, pointer) => createElement(Inspected, { entries, node, pointer, children: drawn as ReactNode }),
  };
  return {
    port,
    drawnNodes: () =>
      [...entries]
        .map(({ pointer, node, fragment }) => ({ pointer, node: node as unknown as Record<string, unknown>, elements: elementsOf(fragment) }))
        // Refs attach inner first; a node's pointer is longer than those of the nodes around it.
        .sort((a, b) => depth(a.pointer) - depth(b.pointer)),
    latestScreen: () => latest,
    onScreen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** `ports` with `inspection`'s port added. */
export function withInspection<P extends Ports>(ports: P, inspection: Pick<Inspection, 'port'>): P {
  return { ...ports, inspect: inspection.port };
}

/** `ports` telling `ref` the screen drawn with them (the latest one started), for tests and tools that drive it. */
export function withScreenRef<P extends Ports>(ports: P, ref: { current: ScreenController | null }): P {
  const inner = ports.inspect;
  return {
    ...ports,
    inspect: {
      screen(controller) {
        ref.current = controller;
        inner?.screen(controller);
      },
      node: (drawn, node, pointer) => (inner ? inner.node(drawn, node, pointer) : drawn),
    },
  };
}

/** The innermost drawn node that drew `target` (an element or text inside it), or null when none did (the top bar…). */
export function drawnNodeAt(nodes: readonly DrawnNode[], target: unknown): DrawnNode | null {
  const owners = new Map<Element, DrawnNode>();
  // Later (inner) nodes win an element they share with an outer one.
  for (const drawn of nodes) for (const el of drawn.elements) owners.set(el, drawn);
  let at = typeof target === 'object' && target !== null && 'parentNode' in target ? (target as Node) : null;
  for (; at; at = at.parentNode) {
    const owner = at.nodeType === 1 ? owners.get(at as Element) : undefined;
    if (owner) return owner;
  }
  return null;
}

/** The box around a drawn node's elements in its page's viewport, or null when it shows nothing. */
export function drawnBox(drawn: DrawnNode): { left: number; top: number; width: number; height: number } | null {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (const el of drawn.elements) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    box = box
      ? {
          left: Math.min(box.left, r.left),
          top: Math.min(box.top, r.top),
          right: Math.max(box.right, r.right),
          bottom: Math.max(box.bottom, r.bottom),
        }
      : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
  }
  return box && { left: box.left, top: box.top, width: box.right - box.left, height: box.bottom - box.top };
}

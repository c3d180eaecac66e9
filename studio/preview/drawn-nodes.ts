/**
 * Which widget node of the screen drew which part of the preview, read from React's own tree: the renderer draws each
 * node through one NodeView, whose props hold the node and its JSON Pointer. Reading React's tree (the current one, from
 * the root container down, as React's developer tools do) leaves the borrower app's DOM exactly as borrowers get it:
 * no attribute and no wrapper, not even in the preview, so the preview's layout is theirs. If a React upgrade changed
 * that tree, tests/unit/studio/preview-drawn-nodes.test.tsx fails.
 */
import { NodeView } from '../../renderer/react/node-view.tsx';
import { currentRoot, isElement, isRecord, type Fiber } from './react-fibers.ts';

/** One node as drawn: its JSON Pointer in the drawn document, the node itself and its outermost elements. */
export interface DrawnNode {
  pointer: string;
  node: Record<string, unknown>;
  /** The outermost elements it drew (more than one for a fragment; none when it draws nothing now). */
  elements: Element[];
}

/**
 * Every node drawn in the container, outer nodes before the nodes inside them. A repeat and its template share the
 * template's elements (the repeat draws none of its own).
 */
export function drawnNodes(container: Element): DrawnNode[] {
  const found: DrawnNode[] = [];
  // `open`: the nodes whose outermost elements are still to be met on the way down.
  const visit = (first: Fiber | null, open: DrawnNode[]) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (isElement(fiber.stateNode)) {
        for (const drawn of open) drawn.elements.push(fiber.stateNode);
        visit(fiber.child, []);
        continue;
      }
      const props = fiber.memoizedProps;
      if (fiber.type === NodeView && isRecord(props) && typeof props.pointer === 'string' && isRecord(props.node)) {
        const drawn: DrawnNode = { pointer: props.pointer, node: props.node, elements: [] };
        found.push(drawn);
        visit(fiber.child, [...open, drawn]);
        continue;
      }
      visit(fiber.child, open);
    }
  };
  const root = currentRoot(container);
  if (root) visit(root.child, []);
  return found;
}

/** The innermost node that drew `target` (an element or text inside it), or null when no node did (the top bar…). */
export function drawnNodeAt(nodes: readonly DrawnNode[], target: unknown): DrawnNode | null {
  const owners = new Map<Element, DrawnNode>();
  // Later (inner) nodes win an element they share with an outer one.
  for (const drawn of nodes) for (const el of drawn.elements) owners.set(el, drawn);
  let at = isRecord(target) && 'parentNode' in target ? (target as unknown as Node) : null;
  for (; at; at = at.parentNode) {
    const owner = isElement(at) ? owners.get(at) : undefined;
    if (owner) return owner;
  }
  return null;
}

/** The box around a drawn node's elements in the page's viewport, or null when it shows nothing. */
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

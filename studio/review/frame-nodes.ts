/**
 * The widget nodes drawn inside a preview iframe, found from the studio's window. preview/drawn-nodes.ts knows a node by
 * the renderer's NodeView class, but the iframe runs its own copy of the renderer's modules, so from outside it
 * NodeView is another class. Here a node is known by the props the renderer hands each node's components
 * (`node`, `pointer`, `locals`); the wrappers of one node (its error boundary, a repeat's entry) share its pointer and
 * count once. Reading React's tree leaves the borrower's DOM as it is.
 */
import type { DrawnNode } from '../preview/drawn-nodes.ts';
import { currentRoot, isElement, isRecord, type Fiber } from '../preview/react-fibers.ts';

/** The props of a component drawing one widget node, if these are. */
function nodeProps(props: unknown): { pointer: string; node: Record<string, unknown> } | null {
  if (!isRecord(props) || typeof props.pointer !== 'string' || !isRecord(props.node) || !('locals' in props)) return null;
  if (typeof props.node.type !== 'string') return null;
  return { pointer: props.pointer, node: props.node };
}

/** Every node drawn in a React root container of any window, outer nodes first; one entry per drawn repeat entry. */
export function frameDrawnNodes(container: Element): DrawnNode[] {
  const found: DrawnNode[] = [];
  // `open`: the nodes whose outermost elements are still to be met; `inner`: the nearest node around this fiber.
  const visit = (first: Fiber | null, open: DrawnNode[], inner: DrawnNode | null) => {
    for (let fiber = first; fiber; fiber = fiber.sibling) {
      if (isElement(fiber.stateNode)) {
        for (const drawn of open) drawn.elements.push(fiber.stateNode);
        visit(fiber.child, [], inner);
        continue;
      }
      const props = nodeProps(fiber.memoizedProps);
      if (props && props.pointer !== inner?.pointer) {
        const drawn: DrawnNode = { pointer: props.pointer, node: props.node, elements: [] };
        found.push(drawn);
        visit(fiber.child, [...open, drawn], drawn);
        continue;
      }
      visit(fiber.child, open, inner);
    }
  };
  const root = currentRoot(container);
  if (root) visit(root.child, [], null);
  return found;
}

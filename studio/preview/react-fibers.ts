/**
 * The few parts of React's own tree the studio reads to find what the preview drew (drawn nodes, the screen's store),
 * the way React's developer tools read it; the borrower app's DOM is left as borrowers get it.
 */

/** The parts of a React fiber read here. */
export interface Fiber {
  type: unknown;
  memoizedProps: unknown;
  stateNode: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An element of any window (instanceof Element would only know this window's). */
export function isElement(value: unknown): value is Element {
  return isRecord(value) && (value as { nodeType?: unknown }).nodeType === 1;
}

/** The current root fiber of a React root container (createRoot's element), or null when React drew nothing there. */
export function currentRoot(container: Element): Fiber | null {
  const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'));
  const hostRoot = key ? (container as unknown as Record<string, unknown>)[key] : undefined;
  // The container keeps the first root fiber; the FiberRoot (its stateNode) always knows the current one.
  const fiberRoot = isRecord(hostRoot) ? hostRoot.stateNode : undefined;
  const current = isRecord(fiberRoot) ? fiberRoot.current : undefined;
  return isRecord(current) ? (current as unknown as Fiber) : null;
}

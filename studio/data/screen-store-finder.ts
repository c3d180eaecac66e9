/**
 * The store of the screen the preview draws, read from React's own tree as the inspect mode reads the drawn nodes
 * (studio/preview/drawn-nodes.ts): ScreenView provides the running screen through ScreenContext, and that provider's
 * props hold the controller and so its store. The borrower app is left exactly as borrowers get it. If a React upgrade
 * changed that tree, tests/unit/studio/data-screen-store.test.tsx fails.
 */
import type { ScreenStore } from '../../renderer/core/store.ts';
import { ScreenContext } from '../../renderer/react/screen-context.ts';
import { currentRoot, isRecord, type Fiber } from '../preview/react-fibers.ts';

/** True for the fiber of a ScreenContext provider (React 19 gives the context itself, older ones a Provider object). */
function providesScreen(fiber: Fiber): boolean {
  const type = fiber.type;
  return type === ScreenContext || type === ScreenContext.Provider || (isRecord(type) && type._context === ScreenContext);
}

/** The store a value provided as the running screen holds, if it looks like one. */
function storeOf(value: unknown): ScreenStore | null {
  const store = isRecord(value) ? value.store : undefined;
  return isRecord(store) && typeof store.getSnapshot === 'function' && typeof store.subscribe === 'function'
    ? (store as unknown as ScreenStore)
    : null;
}

/** The store of the outermost screen drawn in the container (the page's screen), or null while none is drawn. */
export function findScreenStore(container: Element): ScreenStore | null {
  const queue: Fiber[] = [];
  const root = currentRoot(container);
  if (root?.child) queue.push(root.child);
  // Breadth first: the page's screen is above any screen a widget might draw inside it.
  while (queue.length) {
    for (let fiber: Fiber | null = queue.shift() ?? null; fiber; fiber = fiber.sibling) {
      if (providesScreen(fiber) && isRecord(fiber.memoizedProps)) {
        const store = storeOf(fiber.memoizedProps.value);
        if (store) return store;
      }
      if (fiber.child) queue.push(fiber.child);
    }
  }
  return null;
}

/** Watches the container: `onStore` gets each new screen store drawn there (the page opened, redrawn or navigated). */
export function watchScreenStores(container: Element, onStore: (store: ScreenStore) => () => void): () => void {
  let seen: ScreenStore | null = null;
  let stop: (() => void) | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const look = () => {
    timer = null;
    const store = findScreenStore(container);
    if (!store || store === seen) return;
    seen = store;
    stop?.();
    stop = onStore(store);
  };
  const observer = new MutationObserver(() => {
    timer ??= setTimeout(look, 50);
  });
  observer.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    if (timer !== null) clearTimeout(timer);
    stop?.();
  };
}

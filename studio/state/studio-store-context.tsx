/** The studio's store for the components under StudioStoreProvider, and the hook panels select their slices with. */
import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { StudioState } from './studio-state.ts';
import type { StudioStore } from './studio-store.ts';

const StoreContext = createContext<StudioStore | null>(null);

/** Gives the components inside it `store`. */
export function StudioStoreProvider({ store, children }: { store: StudioStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The store itself (for actions called outside rendering). */
export function useStudioStore(): StudioStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStudio needs a StudioStoreProvider above it');
  return store;
}

/** The slice `select` picks from the store; the component re-renders when it changes (by identity). */
export function useStudio<T>(select: (s: StudioState) => T): T {
  return useStore(useStudioStore(), select);
}

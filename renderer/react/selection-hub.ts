/**
 * One store subscription per screen for all its nodes: on a change, each node whose read places changed (node-reads.ts)
 * checks its own selection and redraws only when it changed, instead of one useSyncExternalStore subscription (and its
 * effects) per node and every node re-evaluating on every change.
 */
import type { ScreenSnapshot, ScreenStore } from '../core/store.ts';
import { readChanged, type StoreRead } from './node-reads.ts';

/** The nodes of one screen listening to its store through a single subscription. */
export interface SelectionHub {
  /** Adds a node's check, run when a place it reads changes (every change when `reads` is null); returns its removal. */
  add(check: () => void, reads: readonly StoreRead[] | null): () => void;
}

/** Creates the hub of one screen's store; it subscribes while at least one node listens. */
export function createSelectionHub(store: ScreenStore): SelectionHub {
  const checks = new Map<() => void, readonly StoreRead[] | null>();
  let unsubscribe: (() => void) | null = null;
  const notify = (after: ScreenSnapshot, before: ScreenSnapshot) => {
    for (const [check, reads] of checks) if (!reads || readChanged(reads, before, after)) check();
  };
  return {
    add(check, reads) {
      checks.set(check, reads);
      unsubscribe ??= store.api.subscribe(notify);
      return () => {
        checks.delete(check);
        if (checks.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActionRunner } from '../renderer/core/widget-contract.ts';

/**
 * Runs a widget's actions at most once at a time: `busy` is true while they run and taps during
 * that time are dropped, so a double tap never sends a request twice.
 */
export function useBusyAction(handler: ActionRunner | undefined): { busy: boolean; run: (event?: unknown) => void } {
  const [busy, setBusy] = useState(false);
  // A ref, not only state: two taps in the same frame both see the old `busy` state.
  const running = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    (event?: unknown) => {
      if (!handler || running.current) return;
      running.current = true;
      setBusy(true);
      void handler(event).finally(() => {
        running.current = false;
        if (mounted.current) setBusy(false);
      });
    },
    [handler],
  );
  return { busy, run };
}

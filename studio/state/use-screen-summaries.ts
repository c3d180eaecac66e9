/** The screen list (every screen with what is live, drafts and open reviews), loaded when signed in and again on demand. */
import { useCallback, useEffect, useState } from 'react';
import { listScreens, type ScreenSummary } from '../studio-api.ts';

/** The list (null while loading), why it failed, and a reload. */
export interface ScreenSummaries {
  screens: ScreenSummary[] | null;
  failure: string | null;
  reload(): void;
}

/** Loads the list while `active`; `reload` (and each new `resumed`) loads it again, keeping the old one on show meanwhile. */
export function useScreenSummaries(active: boolean, resumed: number): ScreenSummaries {
  const [screens, setScreens] = useState<ScreenSummary[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active) return undefined;
    let live = true;
    listScreens().then(
      (list) => {
        if (!live) return;
        setScreens(list);
        setFailure(null);
      },
      (err: unknown) => live && setFailure(`Could not load the screens: ${err instanceof Error ? err.message : String(err)}`),
    );
    return () => {
      live = false;
    };
  }, [active, resumed, attempt]);

  return { screens, failure, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}

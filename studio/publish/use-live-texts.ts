/** A screen's live texts fetched afresh when a dialog opens: what each channel shows now, and the latest version. */
import { useEffect, useState } from 'react';
import { getScreen, type Channel, type ScreenDetail } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Loading, the live texts per channel with the detail they came from, or why they could not be loaded. */
export type LiveTexts =
  { state: 'loading' } | { state: 'ready'; texts: Record<Channel, string>; detail: ScreenDetail } | { state: 'failed'; message: string };

/** The live texts of `screenId`; a new `attempt` loads them again. */
export function useLiveTexts(screenId: string, attempt: number): LiveTexts {
  const client = useStudioClient();
  const [live, setLive] = useState<LiveTexts>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    setLive({ state: 'loading' });
    getScreen(client, screenId).then(
      (detail) => active && setLive({ state: 'ready', texts: { staging: detail.stagingText, production: detail.text }, detail }),
      (err: unknown) => active && setLive({ state: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      active = false;
    };
  }, [screenId, attempt, client]);
  return live;
}

/** "version 5", or "the copy bundled with the app" for version 0. */
export function versionName(version: number): string {
  return version === 0 ? 'the copy bundled with the app' : `version ${version}`;
}

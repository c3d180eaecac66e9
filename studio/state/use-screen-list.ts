/**
 * The screen list as the Screens tab reads it: from the query cache (server state, never copied into the store),
 * with the open screen's row and the screens that have a draft of this person.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ScreenSummary } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { screenList } from '../server-state/studio-queries.ts';
import { selectDirty } from './studio-derived.ts';
import { useStudio } from './studio-store-context.tsx';

/** How often the screen list (live versions, open reviews) is fetched again while the session is active. */
export const listRefreshMs = 60_000;

/** The screen list (null while loading) and why it could not be loaded; `poll` fetches it again every minute while active. */
export function useScreenList({ poll = false } = {}): { screens: ScreenSummary[] | null; failure: string | null } {
  const active = useStudio((s) => s.active);
  const list = useQuery({ ...screenList(useStudioClient()), refetchInterval: poll && active ? listRefreshMs : false });
  return { screens: list.data ?? null, failure: list.error ? `Could not load the screens: ${list.error.message}` : null };
}

/** The open screen's summary: its row of the list, else what its detail says. */
export function useOpenSummary(): ScreenSummary | null {
  const { screens } = useScreenList();
  const screen = useStudio((s) => s.screen);
  return screens?.find((x) => x.id === screen?.id) ?? screen?.detail ?? null;
}

/** The screens with a draft of this person (this browser's and the server's), less the open one when it has none now. */
export function useDrafts(): ReadonlySet<string> {
  const { screens } = useScreenList();
  const local = useStudio((s) => s.localDrafts);
  const id = useStudio((s) => s.screen?.id ?? null);
  const dirty = useStudio(selectDirty);
  return useMemo(() => {
    const all = new Set([...local, ...(screens ?? []).filter((x) => x.hasMyDraft).map((x) => x.id)]);
    if (id !== null && !dirty) all.delete(id);
    return all;
  }, [local, screens, id, dirty]);
}

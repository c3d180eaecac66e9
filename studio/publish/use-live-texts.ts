/** A screen's live texts fetched afresh when a dialog opens: what each channel shows now, and the latest version. */
import { useQuery } from '@tanstack/react-query';
import type { Channel, ScreenDetail } from '../studio-api.ts';
import { failedToLoad } from '../server-state/query-state.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { screenDetail } from '../server-state/studio-queries.ts';

/** Loading, the live texts per channel with the detail they came from, or why they could not be loaded. */
export type LiveTexts =
  { state: 'loading' } | { state: 'ready'; texts: Record<Channel, string>; detail: ScreenDetail } | { state: 'failed'; message: string };

/** The live texts of `screenId` (asked afresh as the dialog opens), and the way to ask again after a failure. */
export function useLiveTexts(screenId: string): { live: LiveTexts; retry(): void } {
  const asked = useQuery(screenDetail(useStudioClient(), screenId));
  const failure = failedToLoad(asked);
  const detail = asked.data;
  const live: LiveTexts = failure
    ? { state: 'failed', message: failure.message }
    : detail
      ? { state: 'ready', texts: { staging: detail.stagingText, production: detail.text }, detail }
      : { state: 'loading' };
  return { live, retry: () => void asked.refetch() };
}

/** "version 5", or "the copy bundled with the app" for version 0. */
export function versionName(version: number): string {
  return version === 0 ? 'the copy bundled with the app' : `version ${version}`;
}

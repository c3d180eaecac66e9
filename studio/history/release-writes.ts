/** Promote and roll back: the screen's versions, releases and live state change, so the screens are fetched again after either. */
import { useMutation } from '@tanstack/react-query';
import { promoteScreen, rollbackScreen, type Channel } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';

/** Makes a version live on production (`baseVersion`: production's live version as seen). */
export function usePromote(screenId: string) {
  const client = useStudioClient();
  return useMutation({
    mutationFn: (promote: { version: number; baseVersion: number }) => promoteScreen(client, screenId, promote),
    meta: { invalidates: [queryKeys.screens()] },
  });
}

/** Publishes an earlier version's text again on a channel (`baseVersion`: that channel's live version as seen). */
export function useRollback(screenId: string) {
  const client = useStudioClient();
  return useMutation({
    mutationFn: (rollback: { version: number; channel: Channel; baseVersion: number; reason?: string }) => rollbackScreen(client, screenId, rollback),
    meta: { invalidates: [queryKeys.screens()] },
  });
}

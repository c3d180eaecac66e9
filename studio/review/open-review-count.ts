/**
 * The top bar's count of open change requests, live: asked every 15 seconds while the session is active and whenever
 * the window comes back to the front, and at once after a submit or a decision (they invalidate the change requests).
 */
import { useQuery } from '@tanstack/react-query';
import { listChangeRequests } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';
import { useStudio } from '../state/studio-store-context.tsx';

/** How often the open count is asked again. */
export const openCountRefreshMs = 15_000;

/** The number of open change requests (0 while it loads). */
export function useOpenReviewCount(): number {
  const client = useStudioClient();
  const active = useStudio((s) => s.active);
  const open = useQuery({
    queryKey: [...queryKeys.changeRequests(), 'open-count'] as const,
    queryFn: async () => (await listChangeRequests(client, { status: 'open' })).length,
    refetchInterval: active ? openCountRefreshMs : false,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  return open.data ?? 0;
}

/**
 * The decisions on a change request (approve, ask for changes, withdraw): the answer replaces the request in the cached
 * lists and its cached detail (a decided request stays in the list it was in, with its new status, until the list is
 * loaded again), and an approval, which publishes, fetches the screens again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  approveChangeRequest,
  requestChanges,
  withdrawChangeRequest,
  type ChangeRequest,
  type ChangeRequestDetail,
  type StudioClient,
} from '../studio-api.ts';
import type { FixtureReport } from '../fixture/fixture-report.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';

/** One decision, as sent. */
export type Decision =
  { kind: 'approve'; comment: string; fixtures: FixtureReport | undefined } | { kind: 'request'; comment: string } | { kind: 'withdraw' };

async function decide(client: StudioClient, crId: number, decision: Decision): Promise<ChangeRequest> {
  if (decision.kind === 'request') return requestChanges(client, crId, decision.comment);
  if (decision.kind === 'withdraw') return withdrawChangeRequest(client, crId);
  const done = await approveChangeRequest(client, crId, decision.comment, decision.fixtures);
  return { ...done.changeRequest, publishedVersion: done.changeRequest.publishedVersion ?? done.version?.version ?? null };
}

/** Sends decisions on change request `crId`. */
export function useDecision(crId: number) {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decide(client, crId, decision),
    onSuccess: (request, decision) => {
      queryClient.setQueriesData<ChangeRequest[]>({ queryKey: [...queryKeys.changeRequests(), 'list'] }, (old) =>
        old?.map((r) => (r.id === request.id ? request : r)),
      );
      queryClient.setQueryData<ChangeRequestDetail>(queryKeys.changeRequest(request.id), (old) => (old ? { ...old, ...request } : old));
      if (decision.kind === 'approve') void queryClient.invalidateQueries({ queryKey: queryKeys.screens() });
      // The top bar's open count, and the other requests' "published since" flags after an approval.
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.changeRequests(), 'open-count'] });
      if (decision.kind === 'approve')
        void queryClient.invalidateQueries({
          queryKey: queryKeys.changeRequests(),
          predicate: (q) => typeof q.queryKey[2] === 'number' && q.queryKey[2] !== request.id,
        });
    },
  });
}

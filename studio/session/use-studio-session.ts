/**
 * Who is signed in to the studio, and the one place an ended session is handled. On load it asks the server
 * (getSession, through the query cache); a 401 on any later call (the connection's onSignedOut) marks the session
 * expired without unmounting anything, so the editor and its unsaved text stay as they were until the person signs in
 * again; `resumed` then counts up, and every read of the cache is fetched again (what failed meanwhile too).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { getSession, signIn as apiSignIn, signOut as apiSignOut, type SessionInfo } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';

/** Where the session stands. */
export type SessionState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'signed-out' }
  | { kind: 'signed-in'; session: SessionInfo; expired: boolean; resumed: number };

/** The session and what can be done with it. */
export interface StudioSession {
  state: SessionState;
  /** Signs in (throws the server's refusal, a StudioApiError); clears `expired` and counts `resumed` up. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /** Asks the server again after it could not be reached. */
  retry(): void;
}

/** The session's key: outside `queryKeys.all`, which a new sign-in fetches again or drops. */
const sessionKey = ['session'] as const;

/** The studio's session. */
export function useStudioSession(): StudioSession {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  // The sign-in page offers "Try again" itself: the first answer shows at once.
  const asked = useQuery({ queryKey: sessionKey, queryFn: () => getSession(client), retry: false, staleTime: Infinity });
  const [expired, setExpired] = useState(false);
  const [resumed, setResumed] = useState(0);

  // Only a session that was signed in can expire; a 401 while signed out is the sign-in form's own answer.
  useEffect(() => client.onSignedOut(() => queryClient.getQueryData<SessionInfo | null>(sessionKey) && setExpired(true)), [client, queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const before = queryClient.getQueryData<SessionInfo | null>(sessionKey) ?? null;
      const session = await apiSignIn(client, email, password);
      queryClient.setQueryData(sessionKey, session);
      setExpired(false);
      setResumed((n) => (before ? n + 1 : 0));
      // The same person carries on: fetch again what failed or went stale meanwhile; someone else sees nothing of theirs.
      if (before?.user.id === session.user.id) void queryClient.invalidateQueries({ queryKey: queryKeys.all });
      else queryClient.removeQueries({ queryKey: queryKeys.all });
    },
    [client, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await apiSignOut(client);
    } catch {
      // Signed out either way: an expired session or a server that does not answer leaves nothing to end here.
    }
    queryClient.removeQueries({ queryKey: queryKeys.all });
    queryClient.setQueryData(sessionKey, null);
    setExpired(false);
  }, [client, queryClient]);

  const { refetch } = asked;
  const retry = useCallback(() => void refetch(), [refetch]);

  let state: SessionState;
  if (asked.isPending || (asked.isError && asked.isFetching)) state = { kind: 'loading' };
  else if (asked.isError) state = { kind: 'failed', message: asked.error.message };
  else if (asked.data === null) state = { kind: 'signed-out' };
  else state = { kind: 'signed-in', session: asked.data, expired, resumed };
  return { state, signIn, signOut, retry };
}

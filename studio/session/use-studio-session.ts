/**
 * Who is signed in to the studio. On load it asks the server (getSession); a 401 on any later call (onSignedOut)
 * marks the session expired without unmounting anything, so the editor and its unsaved text stay as they were until
 * the person signs in again; `resumed` then counts up, and what failed meanwhile retries on it.
 */
import { useCallback, useEffect, useState } from 'react';
import { getSession, onSignedOut, signIn as apiSignIn, signOut as apiSignOut, type SessionInfo } from '../studio-api.ts';

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

/** The studio's session. */
export function useStudioSession(): StudioSession {
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    getSession().then(
      (session) => live && setState(session ? { kind: 'signed-in', session, expired: false, resumed: 0 } : { kind: 'signed-out' }),
      (err: unknown) => live && setState({ kind: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // Only a session that was signed in can expire; a 401 while signed out is the sign-in form's own answer.
  useEffect(() => onSignedOut(() => setState((s) => (s.kind === 'signed-in' && !s.expired ? { ...s, expired: true } : s))), []);

  const signIn = useCallback(async (email: string, password: string) => {
    const session = await apiSignIn(email, password);
    setState((s) => ({ kind: 'signed-in', session, expired: false, resumed: s.kind === 'signed-in' ? s.resumed + 1 : 0 }));
  }, []);

  const signOut = useCallback(async () => {
    try {
      await apiSignOut();
    } catch {
      // Signed out either way: an expired session or a server that does not answer leaves nothing to end here.
    }
    setState({ kind: 'signed-out' });
  }, []);

  return { state, signIn, signOut, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

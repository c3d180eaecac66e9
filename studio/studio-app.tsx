/**
 * Hatid Studio: the page product staff edit, review and publish screens in. It asks the server who is signed in;
 * nobody: the sign-in page. Signed in: the studio. When the session ends while working (any call answers 401), a
 * sign-in dialog opens over the studio, which stays as it was with every unsaved edit, and carries on after.
 */
import { useState } from 'react';
import { SessionExpiredDialog } from './session/session-expired-dialog.tsx';
import { SignInPage } from './session/sign-in-page.tsx';
import { useStudioSession } from './session/use-studio-session.ts';
import { StudioShell } from './shell/studio-shell.tsx';
import { createStudioConnection, StudioConnectionProvider, type StudioConnection } from './server-state/studio-connection.tsx';
import './session/session.css';

function SignedInOrNot() {
  const { state, signIn, signOut, retry } = useStudioSession();
  if (state.kind === 'loading') {
    return (
      <main className="st-session-page" role="status">
        Opening Hatid Studio…
      </main>
    );
  }
  if (state.kind === 'failed') {
    return (
      <main className="st-session-page">
        <p role="alert">The studio cannot reach its server: {state.message}</p>
        <button type="button" className="st-button" onClick={retry}>
          Try again
        </button>
      </main>
    );
  }
  if (state.kind === 'signed-out') return <SignInPage onSignIn={signIn} />;
  return (
    <>
      {/* Keyed by person: someone else signing in at the ended session's dialog gets a fresh studio, not the open edit. */}
      <StudioShell key={state.session.user.id} session={state.session} active={!state.expired} resumed={state.resumed} onSignOut={signOut} />
      <SessionExpiredDialog open={state.expired} email={state.session.user.email} onSignIn={signIn} onSignOut={() => void signOut()} />
    </>
  );
}

/** The whole studio, on its own connection to the server (or the one a test gives). */
export function StudioApp({ connection }: { connection?: StudioConnection }) {
  const [own] = useState(() => connection ?? createStudioConnection());
  return (
    <StudioConnectionProvider connection={own}>
      <SignedInOrNot />
    </StudioConnectionProvider>
  );
}

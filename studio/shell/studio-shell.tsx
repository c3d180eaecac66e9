/** The signed-in studio: the top bar with its sections, and the section shown (Screens, Reviews, Audit, Users), over the studio's store. */
import { useEffect, useState } from 'react';
import type { SessionInfo } from '../studio-api.ts';
import { createStudioStore } from '../state/studio-store.ts';
import { StudioStoreProvider, useStudio } from '../state/studio-store-context.tsx';
import { AppBar, tabsFor } from './app-bar.tsx';
import { ScreensWorkspace } from './screens-workspace.tsx';
import { SectionView } from './section-view.tsx';
import { useStudioConnection } from '../server-state/studio-connection.tsx';
import { useScreenList } from '../state/use-screen-list.ts';
import { useOpenReviewCount } from '../review/open-review-count.ts';

/** Props of StudioShell. */
export interface StudioShellProps {
  session: SessionInfo;
  /** The session has not ended. */
  active: boolean;
  resumed: number;
  onSignOut(): Promise<void>;
}

/** The bar and the sections, reading the store. */
function ShellView({ onSignOut }: { onSignOut(): Promise<void> }) {
  const actions = useStudio((s) => s.actions);
  const session = useStudio((s) => s.session);
  const tab = useStudio((s) => s.tab);
  const signingOut = useStudio((s) => s.signingOut);
  // The screen list is fetched again every minute while the session is active (live versions); the bar's count of open
  // reviews is live on its own (open-review-count.ts).
  useScreenList({ poll: true });
  const openReviews = useOpenReviewCount();
  const shownTab = tabsFor(session).includes(tab) ? tab : 'screens';

  const signOut = () => {
    actions.setSigningOut(true);
    void onSignOut();
  };

  return (
    <div className="st-app">
      <AppBar session={session} tab={shownTab} onTab={actions.setTab} openReviews={openReviews} onSignOut={signOut} signingOut={signingOut} />
      {/* The Screens tab stays mounted (hidden) under the others, so an open edit and its undo history survive a look at Reviews. */}
      <div className="st-tab-panel" hidden={shownTab !== 'screens'}>
        <ScreensWorkspace />
      </div>
      {shownTab === 'screens' ? null : (
        <div className="st-tab-panel">
          <SectionView tab={shownTab} session={session} onOpenScreen={actions.openFromSection} />
        </div>
      )}
    </div>
  );
}

/** The shell: one store per signed-in person (StudioApp keys the shell by person). */
export function StudioShell({ session, active, resumed, onSignOut }: StudioShellProps) {
  const connection = useStudioConnection();
  const [store] = useState(() => createStudioStore(session, connection));
  useEffect(() => store.getState().actions.sessionChanged({ session, active, resumed }), [store, session, active, resumed]);
  useEffect(() => store.getState().actions.start(), [store]);
  return (
    <StudioStoreProvider store={store}>
      <ShellView onSignOut={onSignOut} />
    </StudioStoreProvider>
  );
}

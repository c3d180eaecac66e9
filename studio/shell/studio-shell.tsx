/** The signed-in studio: the top bar with its sections, and the section shown (Screens, Reviews, Audit, Users). */
import { useCallback, useEffect, useState } from 'react';
import type { SessionInfo } from '../studio-api.ts';
import { useHashScreen } from '../state/use-hash-screen.ts';
import { useScreenSummaries } from '../state/use-screen-summaries.ts';
import { AppBar, tabsFor, type StudioTab } from './app-bar.tsx';
import { ScreensWorkspace } from './screens-workspace.tsx';
import { SectionView } from './section-view.tsx';

/** Props of StudioShell. */
export interface StudioShellProps {
  session: SessionInfo;
  /** The session has not ended. */
  active: boolean;
  resumed: number;
  onSignOut(): Promise<void>;
}

/** How often the screen list (live versions, open reviews) is fetched again while the studio is open. */
const listRefreshMs = 60_000;

/** The shell. */
export function StudioShell({ session, active, resumed, onSignOut }: StudioShellProps) {
  const [tab, setTab] = useState<StudioTab>('screens');
  const [signingOut, setSigningOut] = useState(false);
  const [openId, openScreen] = useHashScreen();
  const list = useScreenSummaries(active, resumed);
  const openReviews = (list.screens ?? []).reduce((sum, s) => sum + s.openChangeRequests, 0);
  const shownTab = tabsFor(session).includes(tab) ? tab : 'screens';

  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(list.reload, listRefreshMs);
    return () => clearInterval(timer);
  }, [active, list.reload]);

  const pickTab = useCallback(
    (next: StudioTab) => {
      setTab(next);
      list.reload();
    },
    [list.reload],
  );
  const openFromSection = useCallback(
    (id: string) => {
      setTab('screens');
      openScreen(id);
      list.reload();
    },
    [openScreen, list.reload],
  );

  async function signOut() {
    setSigningOut(true);
    await onSignOut();
  }

  return (
    <div className="st-app">
      <AppBar session={session} tab={shownTab} onTab={pickTab} openReviews={openReviews} onSignOut={() => void signOut()} signingOut={signingOut} />
      {/* The Screens tab stays mounted (hidden) under the others, so an open edit and its undo history survive a look at Reviews. */}
      <div className="st-tab-panel" hidden={shownTab !== 'screens'}>
        <ScreensWorkspace
          session={session}
          active={active}
          resumed={resumed}
          screens={list.screens}
          listFailure={list.failure}
          openId={openId}
          onOpen={openScreen}
          onScreensChanged={list.reload}
        />
      </div>
      {shownTab === 'screens' ? null : (
        <div className="st-tab-panel">
          <SectionView tab={shownTab} session={session} onOpenScreen={openFromSection} />
        </div>
      )}
    </div>
  );
}

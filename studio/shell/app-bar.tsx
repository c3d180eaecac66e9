/** The studio's top bar: its name, the sections (Screens, Reviews with the open count, Experiments, Health, Audit, Users for admins), and who is signed in. */
import type { SessionInfo } from '../studio-api.ts';
import { atLeast, roleWord } from '../session/roles.ts';
import './app-bar.css';

/** The studio's sections. */
export type StudioTab = 'screens' | 'reviews' | 'experiments' | 'health' | 'audit' | 'users';

/** Props of AppBar. */
export interface AppBarProps {
  session: SessionInfo;
  tab: StudioTab;
  onTab(tab: StudioTab): void;
  /** Change requests waiting for a reviewer. */
  openReviews: number;
  onSignOut(): void;
  signingOut: boolean;
}

/** The sections a person sees: Users only for admins. */
export function tabsFor(session: SessionInfo): StudioTab[] {
  return atLeast(session.user.role, 'admin')
    ? ['screens', 'reviews', 'experiments', 'health', 'audit', 'users']
    : ['screens', 'reviews', 'experiments', 'health', 'audit'];
}

const tabNames: Record<StudioTab, string> = {
  screens: 'Screens',
  reviews: 'Reviews',
  experiments: 'Experiments',
  health: 'Health',
  audit: 'Audit',
  users: 'Users',
};

/** The bar. */
export function AppBar({ session, tab, onTab, openReviews, onSignOut, signingOut }: AppBarProps) {
  return (
    <header className="st-appbar">
      <h1 className="st-header__name">Hatid Studio</h1>
      <nav className="st-tabs" aria-label="Studio sections">
        {tabsFor(session).map((t) => (
          <button
            key={t}
            type="button"
            className={`st-tabs__tab${t === tab ? ' is-current' : ''}`}
            aria-current={t === tab ? 'page' : undefined}
            aria-label={t === 'reviews' && openReviews > 0 ? `Reviews, ${openReviews} open` : undefined}
            onClick={() => onTab(t)}
          >
            {tabNames[t]}
            {t === 'reviews' && openReviews > 0 ? (
              <span className="st-tabs__count" aria-hidden="true">
                {openReviews}
              </span>
            ) : null}
          </button>
        ))}
      </nav>
      {session.sandbox ? <span className="st-badge st-badge--warning">sandbox lender on</span> : null}
      <div className="st-user" role="group" aria-label="Signed in">
        <span className="st-user__name">{session.user.name}</span>
        <span className="st-badge st-user__role">{roleWord(session.user.role)}</span>
        <button type="button" className="st-button st-button--small" onClick={onSignOut} disabled={signingOut}>
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    </header>
  );
}

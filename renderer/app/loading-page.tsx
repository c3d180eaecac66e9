/**
 * What the app draws until a screen's document is in: the page frame, a top bar without its title and the loading
 * skeleton. index.html carries the same markup inside #root, so the page shows it before any script has run and
 * nothing moves when React takes over (tests/unit/app/loading-page.test.tsx keeps the two the same).
 */
import { ScreenSkeleton } from '../react/screen-skeleton.tsx';

/** Props of LoadingPage. */
export interface LoadingPageProps {
  /** Draw the top bar (borrower screens); the public website's pages have none. */
  topBar: boolean;
}

/** The page frame with the loading skeleton. */
export function LoadingPage({ topBar }: LoadingPageProps) {
  return (
    <div className="h-page">
      {topBar ? (
        <header className="h-topbar">
          <span className="h-topbar__back" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span className="h-topbar__title" />
          <span className="h-topbar__spacer" />
        </header>
      ) : null}
      <main className="h-page__body">
        <ScreenSkeleton />
      </main>
    </div>
  );
}

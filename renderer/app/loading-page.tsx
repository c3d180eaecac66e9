/**
 * What the app draws until a screen's document is in: the page frame, a top bar with the screen's title when the app
 * knows it (screen-titles.ts), the loading skeleton and, after a few seconds, the slow-connection note with Try again. index.html carries the same markup inside #root, so the page shows it before any script has run and
 * nothing moves when React takes over (tests/unit/app/loading-page.test.tsx keeps the two the same).
 */
import { ScreenSkeleton } from '../react/screen-skeleton.tsx';
import { LoadingNote } from '../react/slow-note.tsx';

/** Props of LoadingPage. */
export interface LoadingPageProps {
  /** Draw the top bar (borrower screens); the public website's pages have none. */
  topBar: boolean;
  /** The screen's title, when known before its document arrives. */
  title?: string;
  /** The connection is slow: show the note with Try again. */
  slow?: boolean;
  onRetry?: () => void;
}

/** The page frame with the loading skeleton. */
export function LoadingPage({ topBar, title, slow = false, onRetry }: LoadingPageProps) {
  return (
    <div className="h-page">
      {topBar ? (
        <header className="h-topbar">
          <span className="h-topbar__back" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span className="h-topbar__title">{title ? title : null}</span>
          <span className="h-topbar__spacer" />
        </header>
      ) : null}
      <main className="h-page__body">
        {slow ? <LoadingNote slow onRetry={onRetry} /> : null}
        <ScreenSkeleton />
      </main>
    </div>
  );
}

/**
 * What the app draws until a screen's document is in: the page frame, a top bar with the screen's title when the app
 * knows it (screen-titles.ts), a worded loading line ("Loading your order…") that after a few seconds says the
 * connection is slow, with Try again, and the loading skeleton. index.html carries the same markup inside #root (with
 * "Loading…": the page does not know its route), so the page shows it before any script has run and nothing moves when
 * React takes over (tests/unit/app/loading-page.test.tsx keeps the two the same); its route hints script (the first,
 * smallest script, scripts/route-hints-plugin.ts) already writes in the route's title and words.
 */
import { ScreenSkeleton } from '../renderer/react/screen-skeleton.tsx';
import { LoadingNote } from '../renderer/react/slow-note.tsx';
import { useWords } from '../renderer/react/words-context.ts';

/** Props of LoadingPage. */
export interface LoadingPageProps {
  /** Draw the top bar (borrower screens); the public website's pages have none. */
  topBar: boolean;
  /** The screen's title, when known before its document arrives. */
  title?: string;
  /** What the loading line says (default "Loading…"). */
  words?: string;
  /** The connection is slow: show the note with Try again. */
  slow?: boolean;
  onRetry?: () => void;
}

/** The page frame with the loading skeleton. */
export function LoadingPage({ topBar, title, words, slow = false, onRetry }: LoadingPageProps) {
  const w = useWords();
  return (
    <div className="h-page">
      {topBar ? (
        <header className="h-topbar">
          <span className="h-topbar__back" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="24" height="24">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
          <span className="h-topbar__title">{title ? w(title) : null}</span>
          <span className="h-topbar__spacer" />
        </header>
      ) : null}
      <main className="h-page__body">
        <LoadingNote slow={slow} onRetry={onRetry} text={words} />
        <ScreenSkeleton />
      </main>
    </div>
  );
}

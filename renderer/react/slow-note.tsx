/**
 * While a screen loads: a worded line at once ("Loading your order…", or "Updating…" over the last good data: what is
 * shown may still change), and after a few seconds a note that the connection is slow, with Try again. The wait is
 * timed by the clock port (adapters own time).
 */
import { useEffect, useState } from 'react';
import type { ClockPort } from '../core/ports.ts';
import { useWords } from './words-context.ts';
import './screen-chrome.css';

/** How long a screen loads before the slow-connection note shows. */
export const slowAfterMs = 4000;

/**
 * True once `ms` have passed on the clock since `running` became true, or since `attempt` last changed while running
 * (a new try waits afresh); false while not running.
 */
export function useSlow(clock: ClockPort, running: boolean, attempt = 0, ms = slowAfterMs): boolean {
  const [slowFor, setSlowFor] = useState<number | null>(null);
  useEffect(() => {
    if (!running) return;
    const handle = clock.setTimeout(() => setSlowFor(attempt), ms);
    return () => {
      clock.clearTimeout(handle);
      setSlowFor(null);
    };
  }, [clock, running, attempt, ms]);
  return running && slowFor === attempt;
}

/** Props of LoadingNote. */
export interface LoadingNoteProps {
  /** The connection is slow: say so and offer Try again. */
  slow: boolean;
  onRetry?: () => void;
  /** What it says until then (default "Loading…"). */
  text?: string;
}

/** The note over a loading screen: its words ("Loading your order…"), then the slow-connection note with Try again. */
export function LoadingNote({ slow, onRetry, text = 'Loading…' }: LoadingNoteProps) {
  const w = useWords();
  return (
    <div className={`h-loading-note${slow ? ' h-loading-note--slow' : ''}`} role="status" data-slow={slow ? 'true' : undefined}>
      {slow ? (
        <>
          <span className="h-loading-note__text">{w('The connection is slow. This is taking longer than usual.')}</span>
          {onRetry ? (
            <button type="button" className="h-loading-note__retry" onClick={onRetry}>
              {w('Try again')}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <span className="h-spinner h-loading-note__spinner" aria-hidden="true" />
          <span className="h-loading-note__text">{w(text)}</span>
        </>
      )}
    </div>
  );
}

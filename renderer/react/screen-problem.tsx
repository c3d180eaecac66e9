/** The calm failure state of a screen: a short message and, where it helps, a retry. */
import './screen-chrome.css';
import { useWords } from './words-context.ts';

/** Props of ScreenProblem. */
export interface ScreenProblemProps {
  title: string;
  text?: string;
  onRetry?: (() => void) | undefined;
  /** Developer details (validation errors), shown only in development builds. */
  details?: readonly string[] | undefined;
}

/** A failure state; never raw JSON, never a white screen. */
export function ScreenProblem({ title, text, onRetry, details }: ScreenProblemProps) {
  const w = useWords();
  return (
    <section className="h-problem" role="alert">
      <svg className="h-problem__icon" viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 13v14M24 33v2" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1 className="h-problem__title">{w(title)}</h1>
      {text ? <p className="h-problem__text">{w(text)}</p> : null}
      {onRetry ? (
        <button type="button" className="h-problem__retry" onClick={onRetry}>
          {w('Try again')}
        </button>
      ) : null}
      {details?.length ? (
        <ul className="h-problem__details" aria-label="Validation errors">
          {details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

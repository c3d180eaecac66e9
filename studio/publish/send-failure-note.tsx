/** Why an edit was not sent: the server's problems (each revealable), or "Version N was published by …" with a way out. */
import { ProblemList } from './problem-list.tsx';
import type { SendFailure } from './publish-check.ts';

/** Props of SendFailureNote. */
export interface SendFailureNoteProps {
  failure: SendFailure;
  onReveal(pointer: string): void;
  /** Loads the latest text into the editor, keeping the person's own to compare. */
  onLoadLatest(): void;
}

/** The failure as an alert. */
export function SendFailureNote({ failure, onReveal, onLoadLatest }: SendFailureNoteProps) {
  return (
    <div className="st-publish__failure" role="alert">
      <p>{failure.message}</p>
      {failure.kind === 'refused' ? <ProblemList problems={failure.problems} onReveal={onReveal} label="Problems the server found" /> : null}
      {failure.kind === 'stale' ? (
        <button type="button" className="st-button st-button--small" onClick={onLoadLatest}>
          Load the latest text (keep mine to compare)
        </button>
      ) : null}
    </div>
  );
}

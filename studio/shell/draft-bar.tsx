/**
 * The line above the editor: whether the text is a draft and where it is saved ("Saved", "Saving…", "Not saved —
 * <reason>"), the draft restored on opening, "Discard draft", a warning when someone published since the draft
 * started, the change request it was sent as, and for viewers that the screen is read only.
 */
import type { RestoredDraft } from '../state/open-screen.ts';
import type { SaveStatus } from '../state/draft-saver.ts';
import { versionName } from '../publish/use-live-texts.ts';
import { timeInWords } from '../history/time-in-words.ts';

/** Props of DraftBar. */
export interface DraftBarProps {
  readOnly: boolean;
  dirty: boolean;
  baseVersion: number;
  latestVersion: number;
  restored: RestoredDraft | null;
  status: SaveStatus;
  /** The change request the text was sent as, while it is unchanged since. */
  submitted: number | null;
  /** A screen made in the studio: what it was made from (its version 0 is that start, live nowhere). */
  madeFrom?: string | null;
  onDiscard(): void;
  onLoadLatest(): void;
}

function SaveState({ status }: { status: SaveStatus }) {
  if (status.kind === 'saved') return <span className="st-draft__saved">Saved</span>;
  if (status.kind === 'saving' || status.kind === 'pending') return <span className="st-muted">Saving…</span>;
  if (status.kind === 'failed') return <span className="st-draft__failed">Not saved — {status.reason}</span>;
  return null;
}

/** "Restored your draft from today at 10:04 (saved on the server)". */
export function restoredText(restored: RestoredDraft): string {
  const where = restored.source === 'server' ? 'saved on the server' : 'kept in this browser';
  return `Restored your draft from ${timeInWords(restored.at)} (${where}).`;
}

/** "the new screen as it was made from customer-service (live nowhere yet)". */
export function madeWords(from: string): string {
  const source = from.startsWith('template:') ? `the template ${from.slice('template:'.length)}` : from;
  return `the new screen as it was made from ${source} (live nowhere yet)`;
}

/** The bar. */
export function DraftBar(props: DraftBarProps) {
  const { readOnly, dirty, baseVersion, latestVersion, restored, status, submitted, madeFrom, onDiscard, onLoadLatest } = props;
  const base = baseVersion === 0 && madeFrom ? madeWords(madeFrom) : versionName(baseVersion);
  if (readOnly) {
    return (
      <div className="st-draft" role="status">
        <span className="st-muted">Read only: your role can look at screens and their history, not change them. This is {base}.</span>
      </div>
    );
  }
  const stale = dirty && latestVersion > baseVersion;
  return (
    <div className={`st-draft${dirty && submitted === null ? ' is-dirty' : ''}`} role="status">
      {submitted !== null ? (
        <span>Sent for review as change request #{submitted}: a reviewer approves it or asks for changes (see Reviews).</span>
      ) : dirty ? (
        <>
          <span>Your draft, with changes against {base}.</span>
          {restored ? <span className="st-muted">{restoredText(restored)}</span> : null}
          <SaveState status={status} />
          <button type="button" className="st-link" onClick={onDiscard}>
            Discard draft
          </button>
        </>
      ) : (
        <>
          <span className="st-muted">No changes: this is {base}.</span>
          {status.kind === 'failed' ? <SaveState status={status} /> : null}
        </>
      )}
      {stale ? (
        <span className="st-draft__stale">
          {versionName(latestVersion).replace(/^v/, 'V')} was published after your draft started from {base}: check the changes before submitting.{' '}
          <button type="button" className="st-link" onClick={onLoadLatest}>
            Load the latest text (keep mine to compare)
          </button>
        </span>
      ) : null}
    </div>
  );
}

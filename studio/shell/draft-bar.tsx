/** The line above the editor that says whether the text is an unsaved draft, with "Discard draft". */
import type { Published } from '../studio-api.ts';
import type { Draft } from '../state/drafts.ts';

/** Props of DraftBar. */
export interface DraftBarProps {
  dirty: boolean;
  published: Published | null;
  /** The draft restored when the screen opened, if any. */
  restored: Draft | null;
  onDiscard(): void;
}

/** "Published version 3" or "Unsaved draft (from version 3) · Discard draft", and a warning when someone published since. */
export function DraftBar({ dirty, published, restored, onDiscard }: DraftBarProps) {
  const version = published ? `published version ${published.version}` : 'the bundled file (never published)';
  const stale = restored !== null && published !== null && restored.baseVersion < published.version;
  return (
    <div className={`st-draft${dirty ? ' is-dirty' : ''}`} role="status">
      {dirty ? (
        <>
          <span>Unsaved draft, kept in this browser; changes against {version}.</span>
          <button type="button" className="st-link" onClick={onDiscard}>
            Discard draft
          </button>
        </>
      ) : (
        <span className="st-muted">No changes: this is {version}.</span>
      )}
      {dirty && stale ? (
        <span className="st-draft__stale">
          Version {published.version} was published after this draft started from version {restored.baseVersion}: check the diff before
          publishing.
        </span>
      ) : null}
    </div>
  );
}

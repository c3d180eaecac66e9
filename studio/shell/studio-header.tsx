/** The Screens tab's toolbar: the screen list toggle, the open screen, who else has it open, Undo and Redo, then submit and history. */
import type { ReactNode } from 'react';

/** Props of StudioHeader. */
export interface StudioHeaderProps {
  screenId: string | null;
  /** Whether the screen list is shown, and how to show or hide it. */
  listShown: boolean;
  onToggleList(): void;
  /** Undo and Redo work (a screen is open and may be edited). */
  canEdit: boolean;
  onUndo(): void;
  onRedo(): void;
  /** "Also open: Ana (editing)", or ''. */
  presence: string;
  /** Submit and History controls. */
  children?: ReactNode;
}

/** One row under the studio's bar. */
export function StudioHeader({ screenId, listShown, onToggleList, canEdit, onUndo, onRedo, presence, children }: StudioHeaderProps) {
  return (
    <div className="st-header" role="toolbar" aria-label="Screen">
      <button type="button" className="st-button" aria-expanded={listShown} aria-controls="st-screen-list" onClick={onToggleList}>
        {listShown ? 'Hide screens' : 'Screens'}
      </button>
      <span className="st-header__screen" aria-label="Open screen">
        {screenId ? <code>{screenId}</code> : <span className="st-muted">No screen open</span>}
        {presence ? (
          <span className="st-presence" role="status">
            {presence}
          </span>
        ) : null}
      </span>
      <div className="st-header__edit" role="group" aria-label="Edit history">
        <button type="button" className="st-button" disabled={!canEdit} onClick={onUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" className="st-button" disabled={!canEdit} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
      </div>
      <div className="st-header__publish">{children}</div>
    </div>
  );
}

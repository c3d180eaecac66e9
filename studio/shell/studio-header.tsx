/** The studio's header: its name, the open screen, Undo and Redo, and the publish and history area. */
import type { ReactNode } from 'react';

/** Props of StudioHeader. */
export interface StudioHeaderProps {
  screenId: string | null;
  /** Whether the screen list is shown, and how to show or hide it. */
  listShown: boolean;
  onToggleList(): void;
  onUndo(): void;
  onRedo(): void;
  /** Publish and History controls. */
  children?: ReactNode;
}

/** One row: the screen list toggle, "Hatid Studio", the screen id, Undo, Redo, then the publish area. */
export function StudioHeader({ screenId, listShown, onToggleList, onUndo, onRedo, children }: StudioHeaderProps) {
  const disabled = screenId === null;
  return (
    <header className="st-header">
      <button type="button" className="st-button" aria-expanded={listShown} aria-controls="st-screen-list" onClick={onToggleList}>
        {listShown ? 'Hide screens' : 'Screens'}
      </button>
      <h1 className="st-header__name">Hatid Studio</h1>
      <span className="st-header__screen" aria-label="Open screen">
        {screenId ? <code>{screenId}</code> : <span className="st-muted">No screen open</span>}
      </span>
      <div className="st-header__edit" role="group" aria-label="Edit history">
        <button type="button" className="st-button" disabled={disabled} onClick={onUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" className="st-button" disabled={disabled} onClick={onRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
      </div>
      <div className="st-header__publish">{children}</div>
    </header>
  );
}

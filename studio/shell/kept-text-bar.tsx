/**
 * After "Load the latest text": the person's own earlier text is kept here to compare with the latest one and, if
 * they want, to put back into the editor (one undoable step) — until they drop it or close the screen.
 */
import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { DiffView } from '../publish/diff-view.tsx';
import { versionName } from '../publish/use-live-texts.ts';

/** The text kept and the version it had started from. */
export interface KeptText {
  text: string;
  baseVersion: number;
}

/** Props of KeptTextBar. */
export interface KeptTextBarProps {
  kept: KeptText;
  currentText: string;
  readOnly: boolean;
  onPutBack(): void;
  onDrop(): void;
}

/** "Your earlier text (from version 3) is kept: Compare · Put it back · Drop it". */
export function KeptTextBar({ kept, currentText, readOnly, onPutBack, onDrop }: KeptTextBarProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className="st-draft st-draft--kept" role="status">
      <span>Your earlier text (from {versionName(kept.baseVersion)}) is kept here while this screen is open.</span>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className="st-link">Compare with the latest</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="st-pub-overlay" />
          <Dialog.Content className="st-pub-dialog" aria-describedby={undefined}>
            <Dialog.Title className="st-pub-dialog__title">Your earlier text against the editor's</Dialog.Title>
            <DiffView
              before={currentText}
              after={kept.text}
              beforeLabel="the editor's text"
              afterLabel="your earlier text"
              emptyText="Both texts are the same"
            />
            <div className="st-pub-actions">
              <Dialog.Close className="st-button">Close</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {readOnly ? null : (
        <button type="button" className="st-link" onClick={onPutBack}>
          Put it back in the editor
        </button>
      )}
      <button type="button" className="st-link" onClick={onDrop}>
        Drop it
      </button>
    </div>
  );
}

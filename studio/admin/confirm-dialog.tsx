/** A small "are you sure?" dialog for account changes: what happens, a confirm button that waits while sending, and the failure. */
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** Props of ConfirmDialog. */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  sendingLabel: string;
  sending: boolean;
  danger?: boolean;
  failure: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirmation dialog. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  sendingLabel,
  sending,
  danger,
  failure,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !sending && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="ad-overlay" />
        <AlertDialog.Content className="ad-dialog">
          <AlertDialog.Title className="ad-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="ad-dialog__text">{children}</div>
          </AlertDialog.Description>
          {failure ? (
            <p role="alert" className="ad-failure">
              {failure}
            </p>
          ) : null}
          <div className="ad-dialog__actions">
            <AlertDialog.Cancel className="st-button" disabled={sending}>
              Cancel
            </AlertDialog.Cancel>
            <button
              type="button"
              className={`st-button ${danger ? 'st-button--danger' : 'st-button--primary'}`}
              disabled={sending}
              onClick={onConfirm}
            >
              {sending ? sendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

import { useRef } from 'react';
import { Dialog } from 'radix-ui';
import type { DialogProps } from '../schemas/generated/types.ts';
import './dialog.css';

/** Stops a radix dismiss event (Escape, tap outside) when the dialog must stay open. */
function keepOpen(e: Event) {
  e.preventDefault();
}

/** A centred modal card whose open state lives in the screen state; closing writes false back. */
export function DialogWidget({ id, open, title, description, dismissible = true, showClose = false, children }: DialogProps) {
  const guard = dismissible ? undefined : keepOpen;
  const contentRef = useRef<HTMLDivElement>(null);
  // Focus the card itself on open: screen readers read its title, and no button shows a focus ring before any key is pressed.
  const focusCard = (e: Event) => {
    e.preventDefault();
    contentRef.current?.focus();
  };
  return (
    <Dialog.Root open={open.value === true} onOpenChange={(next) => (next ? undefined : open.set(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="h-dialog__overlay" />
        <Dialog.Content
          id={id}
          ref={contentRef}
          className="h-dialog"
          onOpenAutoFocus={focusCard}
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
        >
          <Dialog.Title className="h-dialog__title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="h-dialog__description">{description}</Dialog.Description> : null}
          {children ? <div className="h-dialog__body">{children}</div> : null}
          {showClose ? (
            <Dialog.Close className="h-dialog__close" aria-label="Close">
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

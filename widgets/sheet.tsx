import { useRef } from 'react';
import { Dialog } from 'radix-ui';
import type { SheetProps } from '../schemas/generated/types.ts';
import './sheet.css';

/** Stops a radix dismiss event (Escape, tap outside) when the sheet must stay open. */
function keepOpen(e: Event) {
  e.preventDefault();
}

/** A modal popup sliding up from the bottom, scrolling when tall; its open state lives in the screen state. */
export function SheetWidget({ id, open, title, dismissible = true, children }: SheetProps) {
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
        <Dialog.Overlay className="h-sheet__overlay" />
        <Dialog.Content
          id={id}
          ref={contentRef}
          className="h-sheet"
          onOpenAutoFocus={focusCard}
          aria-describedby={undefined}
          onEscapeKeyDown={guard}
          onPointerDownOutside={guard}
          onInteractOutside={guard}
        >
          <div className="h-sheet__header">
            <Dialog.Title className="h-sheet__title">{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close className="h-sheet__close" aria-label="Close">
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Dialog.Close>
            ) : null}
          </div>
          <div className="h-sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

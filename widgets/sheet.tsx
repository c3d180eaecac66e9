import { Dialog } from 'radix-ui';
import type { SheetProps } from '../schemas/generated/types.ts';
import { CloseIcon, useModalContent } from './modal-parts.tsx';
import './sheet.css';

/** A modal popup sliding up from the bottom, scrolling when tall; its open state lives in the screen state. */
export function SheetWidget({ id, open, title, dismissible = true, children }: SheetProps) {
  const content = useModalContent(dismissible);
  return (
    <Dialog.Root open={open.value === true} onOpenChange={(next) => (next ? undefined : open.set(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="h-modal-overlay h-sheet__overlay" />
        <Dialog.Content
          id={id}
          className="h-sheet"
          {...content}
          aria-describedby={undefined}
        >
          <div className="h-sheet__header">
            <Dialog.Title className="h-sheet__title">{title}</Dialog.Title>
            {dismissible ? (
              <Dialog.Close className="h-modal-close h-sheet__close" aria-label="Close">
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          <div className="h-sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

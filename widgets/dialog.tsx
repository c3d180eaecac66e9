import { Dialog } from 'radix-ui';
import type { DialogProps } from '../schemas/generated/widget-props.ts';
import { dialogDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { CloseIcon, useModalContent } from './modal-parts.tsx';
import './dialog.css';
import { useWords } from '../renderer/react/words-context.ts';

/** A centred modal card whose open state lives in the screen state; closing writes false back. */
export function DialogWidget({
  id,
  open,
  title,
  description,
  dismissible = defaults.dismissible,
  showClose = defaults.showClose,
  children,
}: DialogProps) {
  const w = useWords();
  const content = useModalContent(dismissible);
  return (
    <Dialog.Root open={open.value === true} onOpenChange={(next) => (next ? undefined : open.set(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="h-modal-overlay h-dialog__overlay" />
        <Dialog.Content id={id} className="h-dialog" {...content}>
          <Dialog.Title className="h-dialog__title">{title}</Dialog.Title>
          {description ? <Dialog.Description className="h-dialog__description">{description}</Dialog.Description> : null}
          {children ? <div className="h-dialog__body">{children}</div> : null}
          {showClose ? (
            <Dialog.Close className="h-modal-close h-dialog__close" aria-label={w('Close')}>
              <CloseIcon />
            </Dialog.Close>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

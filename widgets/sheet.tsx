import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import type { Binding } from '../renderer/core/widget-contract.ts';
import type { SheetProps } from '../schemas/generated/widget-props.ts';
import { sheetDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { CloseIcon, useModalContent } from './modal-parts.tsx';
import './sheet.css';
import { useWords } from '../renderer/react/words-context.ts';

/** Props of SheetFrame. */
export interface SheetFrameProps {
  id?: string;
  /** Shows while true; closing writes false. */
  open: Binding;
  title: string;
  /** Escape and taps above the panel close it. */
  dismissible: boolean;
  /** Draw the × close button in the header. */
  showClose: boolean;
  /** An extra class on the panel. */
  className?: string;
  children?: ReactNode;
}

/** The bottom panel the sheet and the picker share: backdrop, slide-up card, centred title, optional × button. */
export function SheetFrame({ id, open, title, dismissible, showClose, className, children }: SheetFrameProps) {
  const w = useWords();
  const content = useModalContent(dismissible);
  return (
    <Dialog.Root open={open.value === true} onOpenChange={(next) => (next ? undefined : open.set(false))}>
      <Dialog.Portal>
        <Dialog.Overlay className="h-modal-overlay h-sheet__overlay" />
        <Dialog.Content id={id} className={className ? `h-sheet ${className}` : 'h-sheet'} {...content} aria-describedby={undefined}>
          <div className="h-sheet__header">
            <Dialog.Title className="h-sheet__title">{title}</Dialog.Title>
            {showClose ? (
              <Dialog.Close className="h-modal-close h-sheet__close" aria-label={w('Close')}>
                <CloseIcon />
              </Dialog.Close>
            ) : null}
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A modal popup sliding up from the bottom, scrolling when tall; its open state lives in the screen state. */
export function SheetWidget({ id, open, title, dismissible = defaults.dismissible, children }: SheetProps) {
  return (
    <SheetFrame id={id} open={open} title={title} dismissible={dismissible} showClose={dismissible}>
      <div className="h-sheet__body">{children}</div>
    </SheetFrame>
  );
}

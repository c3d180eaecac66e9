/** The full-screen image viewer opened by a zoomable image (loaded only when an image is zoomed). */
import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { CloseIcon } from './modal-parts.tsx';
import { useWords } from '../renderer/react/words-context.ts';

/** Props of ImageViewer. */
export interface ImageViewerProps {
  /** The accessible name of the viewer. */
  name: string;
  onClose: () => void;
  /** The large picture. */
  children: ReactNode;
}

/** A modal showing one picture large, with a close button; Escape and the backdrop close it. */
export function ImageViewer({ name, onClose, children }: ImageViewerProps) {
  const w = useWords();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="h-image-viewer__overlay" />
        <Dialog.Content className="h-image-viewer" aria-describedby={undefined}>
          <Dialog.Title className="h-visually-hidden">{name}</Dialog.Title>
          {children}
          <Dialog.Close className="h-image-viewer__close" aria-label={w('Close')}>
            <CloseIcon size={24} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

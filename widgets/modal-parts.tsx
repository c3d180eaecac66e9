/** What the modal widgets (dialog, sheet, image viewer) share: focus and dismiss handling, and the close icon. */
import { useMemo, useRef } from 'react';
import './modal-parts.css';

/** Stops a radix dismiss event (Escape, tap outside) when the modal must stay open. */
function keepOpen(e: Event) {
  e.preventDefault();
}

/** Props for radix Dialog.Content: the card takes focus on open, and a non-dismissible modal ignores Escape and outside taps. */
export function useModalContent(dismissible: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  return useMemo(() => {
    const guard = dismissible ? undefined : keepOpen;
    return {
      ref,
      // Focus the card itself: screen readers read its title, and no button shows a focus ring before any key is pressed.
      onOpenAutoFocus: (e: Event) => {
        e.preventDefault();
        ref.current?.focus();
      },
      onEscapeKeyDown: guard,
      onPointerDownOutside: guard,
      onInteractOutside: guard,
    };
  }, [dismissible]);
}

/** The × drawn in close buttons. */
export function CloseIcon({ size = 20 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

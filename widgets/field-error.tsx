/**
 * A form field's error: the message under the box (read out at once through role=alert, tied to the box by
 * aria-describedby) and moving the focus to the first box in error on the page when a message appears.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** Props of FieldError. */
export interface FieldErrorProps {
  id: string;
  message: string;
}

/** The message under a field in error; nothing when the message is empty. */
export function FieldError({ id, message }: FieldErrorProps) {
  return message ? (
    <p id={id} className="h-field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The attributes a box in error carries: aria-invalid and the message (plus any other description) by id. */
export function errorAttributes(message: string, errorId: string, otherDescription?: string) {
  const describedBy = [message ? errorId : '', otherDescription ?? ''].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? (true as const) : undefined, 'aria-describedby': describedBy || undefined };
}

/** True while the borrower is in this very field (typing in it): its message follows the typing. */
function inThisField(el: HTMLElement): boolean {
  const active = el.ownerDocument.activeElement;
  const field = el.closest('.h-field');
  return active !== null && field !== null && field.contains(active);
}

let claimed = false;

/**
 * Moves the focus to the first box in error on the page (in document order) when this field's message appears,
 * unless the borrower is in this field already (a message that follows their typing never pulls them away). Fields that
 * get their messages in the same render settle on one box: the first to react claims the move for that render.
 */
export function useFocusOnError(ref: RefObject<HTMLElement | null>, message: string): void {
  const shown = useRef('');
  useEffect(() => {
    const appeared = message !== '' && message !== shown.current;
    shown.current = message;
    const el = ref.current;
    if (!appeared || !el || claimed || inThisField(el)) return;
    claimed = true;
    queueMicrotask(() => {
      claimed = false;
    });
    const first = el.ownerDocument.querySelector<HTMLElement>('[aria-invalid="true"]') ?? el;
    // Centred first, so the message under it is seen, then focused: the toast takes its place away from the focused
    // field (renderer/react/toast-placement.ts) and covers neither.
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [message, ref]);
}

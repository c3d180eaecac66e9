/**
 * Where the toast sits: in the middle of the screen, unless the borrower is in a form field (such as the first field
 * in error, which takes the focus): then in the half of the screen the field is not in, so the toast never covers the
 * field it talks about nor its message.
 */
import { useLayoutEffect, useState } from 'react';

/** The toast's place: the middle, the upper part or the lower part of the screen. */
export type ToastPlacement = 'middle' | 'high' | 'low';

/** The half of the screen an element is not in: the lower part for one in the upper half, else the upper part. */
export function awayFrom(element: Element, viewportHeight: number): 'high' | 'low' {
  const box = element.getBoundingClientRect();
  return (box.top + box.bottom) / 2 < viewportHeight / 2 ? 'low' : 'high';
}

/** Where the toast goes given the focused element (none, or not in a form field: the middle). */
export function placementFor(active: Element | null, viewportHeight: number): ToastPlacement {
  const field = active instanceof HTMLElement ? active.closest('.h-field') : null;
  return field ? awayFrom(field, viewportHeight) : 'middle';
}

export const viewportHeight = () => window.visualViewport?.height ?? window.innerHeight;

/**
 * The toast's place while toasts show, following the focus as it moves (a field in error is focused after the toast)
 * and the screen as it resizes (the on-screen keyboard opening for that field).
 */
export function useToastPlacement(showing: boolean): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('middle');
  useLayoutEffect(() => {
    if (!showing) return;
    const update = () => setPlacement(placementFor(document.activeElement, viewportHeight()));
    update();
    document.addEventListener('focusin', update);
    window.addEventListener('resize', update);
    window.visualViewport?.addEventListener('resize', update);
    return () => {
      document.removeEventListener('focusin', update);
      window.removeEventListener('resize', update);
      window.visualViewport?.removeEventListener('resize', update);
    };
  }, [showing]);
  return placement;
}

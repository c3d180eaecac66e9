import { useSyncExternalStore } from 'react';

/** How much the visible height must shrink below the tallest seen before the on-screen keyboard counts as up (spec: 60 px). */
export const KEYBOARD_THRESHOLD = 60;

/** The tallest visible height seen, per viewport object and width (turning the phone or zooming starts afresh). */
let seen: { viewport: VisualViewport; width: number; tallest: number } | undefined;

/** Whether the visual viewport is now more than KEYBOARD_THRESHOLD px shorter than the tallest seen; false without support. */
function keyboardOpen(): boolean {
  const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
  if (!viewport) return false;
  if (!seen || seen.viewport !== viewport || Math.abs(seen.width - viewport.width) > 1) {
    seen = { viewport, width: viewport.width, tallest: viewport.height };
  }
  seen.tallest = Math.max(seen.tallest, viewport.height);
  return seen.tallest - viewport.height > KEYBOARD_THRESHOLD;
}

function subscribe(onChange: () => void): () => void {
  const viewport = typeof window === 'undefined' ? undefined : window.visualViewport;
  if (!viewport) return () => undefined;
  viewport.addEventListener('resize', onChange);
  return () => viewport.removeEventListener('resize', onChange);
}

const never = () => () => undefined;
const closed = () => false;

/** True while the on-screen keyboard is up, judged by window.visualViewport shrinking; always false when not `enabled`. */
export function useKeyboardOpen(enabled = true): boolean {
  return useSyncExternalStore(enabled ? subscribe : never, enabled ? keyboardOpen : closed, closed);
}

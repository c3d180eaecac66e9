/**
 * Whether an element found by a fixture target cannot be used: its control (button, input, textarea) is disabled or
 * it says aria-disabled. Self-contained, so the browser driver can run it in the page too.
 */
export function isDisabledControl(el: Element): boolean {
  return Boolean(el.closest('button,input,textarea')?.hasAttribute('disabled')) || el.getAttribute('aria-disabled') === 'true';
}

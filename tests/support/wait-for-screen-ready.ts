/**
 * Waits on the renderer's own readiness signal instead of the wall clock: every drawn screen's `data-phase` (set by
 * ScreenView: loading, ready or failed) has left `loading`, and no request of an action is pending (the loading
 * overlay of the toast host, `.h-loading`, is gone).
 */
import { waitFor } from '@testing-library/react';

/** Options of waitForScreenReady. */
export interface ScreenReadyOptions {
  /** Also accept a screen that failed to load (its retry page is drawn). Default false: a failure throws. */
  allowFailed?: boolean;
  /** Where to look (default: the whole document). */
  container?: ParentNode;
}

/** Resolves once every screen under the container has drawn its body and no action request is pending. */
export async function waitForScreenReady({ allowFailed = false, container = document }: ScreenReadyOptions = {}): Promise<void> {
  await waitFor(() => {
    const screens = [...container.querySelectorAll<HTMLElement>('[data-screen][data-phase]')];
    if (screens.length === 0) throw new Error('No screen is drawn yet (no [data-screen][data-phase] element).');
    const loading = screens.filter((s) => s.dataset.phase === 'loading').map((s) => s.dataset.screen);
    if (loading.length > 0) throw new Error(`Screens still loading: ${loading.join(', ')}`);
    if (container.querySelector('.h-loading')) throw new Error('A request is still pending (the loading overlay is shown).');
  });
  const failed = [...container.querySelectorAll<HTMLElement>('[data-screen][data-phase="failed"]')];
  if (failed.length > 0 && !allowFailed) {
    const texts = failed.map((s) => `${s.dataset.screen}: ${s.textContent?.trim() ?? ''}`).join('\n');
    throw new Error(`The screen failed to load:\n${texts}`);
  }
}

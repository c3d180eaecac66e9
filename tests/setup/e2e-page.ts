/** What the Playwright journeys share: the sandbox scenario of a page, the viewport shot and the native-call log. */
import type { Page } from '@playwright/test';
import { screensDir } from './e2e-screens.ts';

/** Every lender call of this page answers from the named sandbox scenario (tests run in parallel, so no global switch). */
export const useScenario = (page: Page, scenario: string) => page.setExtraHTTPHeaders({ 'x-sandbox-scenario': scenario });

/**
 * What the viewport shows (a full-page shot draws sticky buttons and sheets in the middle of the page), one image pixel
 * per CSS pixel: a review shot needs no device pixels, and at the phone's scale (2.625) each cost ~4x the time and CPU.
 */
export const saveViewport = (page: Page, name: string) => page.screenshot({ path: `${screensDir}/${name}.png`, scale: 'css' });

/**
 * From the next page load on, an Android bridge stands in for the native app and records every call (the developer
 * console that listed them is not in the production build). Call it before the first `page.goto`.
 */
export async function recordNativeCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    const bridge = new Proxy(
      {},
      { get: (_target, action) => (typeof action === 'string' ? (args: unknown) => void calls.push(`${action} ${String(args)}`) : undefined) },
    );
    Object.assign(window, { hatidNativeCalls: calls, android: bridge });
  });
}

/** The native calls this page load made so far, one `action {args}` line each, oldest first (see recordNativeCalls). */
export async function nativeCalls(page: Page): Promise<string> {
  const calls = await page.evaluate(() => (window as unknown as { hatidNativeCalls?: string[] }).hatidNativeCalls);
  if (!calls) throw new Error('No native calls recorded: call recordNativeCalls(page) before page.goto.');
  return calls.join('\n');
}

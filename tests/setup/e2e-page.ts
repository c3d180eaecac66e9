/** What the Playwright journeys share: the sandbox scenario of a page, the viewport shot and the native-call log. */
import type { Page } from '@playwright/test';
import { screensDir } from './e2e-screens.ts';

/** Every lender call of this page answers from the named sandbox scenario (tests run in parallel, so no global switch). */
export const useScenario = (page: Page, scenario: string) => page.setExtraHTTPHeaders({ 'x-sandbox-scenario': scenario });

/** What the viewport shows (a full-page shot draws sticky buttons and sheets in the middle of the page). */
export const saveViewport = (page: Page, name: string) => page.screenshot({ path: `${screensDir}/${name}.png` });

/** The native calls the page made so far, as the developer console lists them. */
export async function nativeCalls(page: Page): Promise<string> {
  await page.getByRole('button', { name: /Native calls/ }).click();
  const text = (await page.getByTestId('native-calls').textContent()) ?? '';
  await page.getByRole('button', { name: /Native calls/ }).click();
  return text;
}

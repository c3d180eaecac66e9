/** Saves a full-page screenshot to test-results/screens/<name>.png, kept as a CI artifact for review. */
import type { Page } from '@playwright/test';

export const screensDir = 'test-results/screens';

/** Screenshot the whole page under a stable, human-readable name, one image pixel per CSS pixel (as saveViewport). */
export async function saveScreen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${screensDir}/${name}.png`, fullPage: true, scale: 'css' });
}

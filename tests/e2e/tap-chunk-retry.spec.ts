/**
 * The tap handlers' chunk at a money moment, in real Chromium against the built app (renderer/core/actions/handlers.ts):
 * while its request cannot get through, a money tap sends nothing, says so in the app's words and frees its button;
 * once the network is back the same tap works. The browser keeps a failed module fetch for the page's life as the
 * WebViews before Chromium's ModuleMapDoNotCacheFailedFetch do (today's Chromium fetches the same address again), so
 * a retry that imported the same address would fail here forever: the app asks another one.
 */
import { expect, test, type Page } from '@playwright/test';
import { testChromiumLaunchOptions } from '../setup/chromium.ts';
import { recordNativeCalls, useScenario } from '../setup/e2e-page.ts';
import { watchConsole } from '../setup/e2e-watch.ts';

test.use({
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  launchOptions: {
    ...testChromiumLaunchOptions,
    args: [...testChromiumLaunchOptions.args, '--disable-blink-features=ModuleMapDoNotCacheFailedFetch'],
  },
});

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

/** Waits for the screen's readiness signal (ScreenView's data-phase). */
const ready = (page: Page) => expect(page.locator('[data-screen]')).toHaveAttribute('data-phase', 'ready');

/** Every request for the tap chunk, and a switch that lets them through or aborts them as a phone without network. */
async function tapChunkRequests(page: Page) {
  const state = { online: false, asked: [] as string[] };
  await page.route('**/assets/tap-handlers-*.js*', (route) => {
    state.asked.push(new URL(route.request().url()).search || '(first address)');
    return state.online ? route.continue() : route.abort('internetdisconnected');
  });
  return state;
}

test('Loan Now while the tap chunk cannot load: nothing sent, the app says so, the button works again; back online, one loan', async ({ page }) => {
  const problems = watchConsole(page);
  await recordNativeCalls(page);
  await useScenario(page, 'default');
  const chunk = await tapChunkRequests(page);
  let pushes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/v3/loan-confirm/loan-detail-push')) pushes++;
  });
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await ready(page);
  const loanNow = page.getByRole('button', { name: 'Loan Now' });

  await loanNow.click();
  await expect(page.locator('.h-toast')).toHaveText('Network error. Please check your connection and try again.');
  await expect(loanNow).toBeEnabled();
  expect(pushes).toBe(0);
  // Nothing was sent, so the page does not say the loan is unknown (the screen's onError is for a lender's answer).
  await expect(page.getByRole('alert', { name: 'We could not confirm your loan' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/confirmLoan\?/);

  chunk.online = true;
  await loanNow.click();
  await expect(page).toHaveURL(/from=confirm/);
  expect(pushes).toBe(1);
  // Every attempt asked its own address: the one that failed first is never asked again.
  expect(new Set(chunk.asked).size).toBe(chunk.asked.length);
  expect(chunk.asked.at(-1)).toMatch(/^\?retry=\d+$/);
  // The browser's line for each request aborted on purpose, and the app's log of the tap that could not run.
  expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|its code could not be loaded/.test(p))).toEqual([]);
});

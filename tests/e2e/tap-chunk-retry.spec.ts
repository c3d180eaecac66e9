/**
 * The lazy chunks a money tap needs, in real Chromium against the built app: the tap handlers
 * (renderer/core/actions/handlers.ts), the lender API and its axios clients (app/lazy-api.ts, adapters/http/clients.ts).
 * While a chunk's request cannot get through, the tap sends nothing, the app says so and frees the button; once the
 * network is back the same tap works. The browser keeps a failed module fetch for the page's life as the WebViews
 * before Chromium's ModuleMapDoNotCacheFailedFetch do (today's Chromium fetches the same address again), so a retry
 * that imported the same address would fail here forever: the app asks another one (renderer/core/import-again.ts).
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { testChromiumLaunchOptions } from '../setup/chromium.ts';
import { recordNativeCalls, saveViewport, useScenario } from '../setup/e2e-page.ts';
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

/**
 * The loan confirmation page's journey with one chunk's requests in trouble: aborted, as a phone without network, until
 * `online` is set ('offline'), or the first one left hanging, the page's clock then moved by the test ('hang').
 * `pushes` counts the loan requests sent. Call before the page opens.
 */
async function chunkTrouble(page: Page, chunkName: string, trouble: 'offline' | 'hang' = 'offline') {
  const problems = watchConsole(page);
  await recordNativeCalls(page);
  await useScenario(page, 'default');
  if (trouble === 'hang') await page.clock.install();
  const chunk = { online: false, asked: [] as string[], pushes: 0, held: [] as Route[] };
  await page.route(`**/assets/${chunkName}-*.js*`, (route) => {
    chunk.asked.push(new URL(route.request().url()).search || '(first address)');
    if (trouble === 'hang' && chunk.asked.length === 1) return void chunk.held.push(route);
    return chunk.online || trouble === 'hang' ? route.continue() : route.abort('internetdisconnected');
  });
  page.on('request', (r) => {
    if (r.url().includes('/v3/loan-confirm/loan-detail-push')) chunk.pushes++;
  });
  return { chunk, problems, loanNow: page.getByRole('button', { name: 'Loan Now' }) };
}

/** The app's words for a money tap that sent nothing because its code could not be loaded. */
const notSentNotice = 'Network error: nothing was sent and no money moved. Please check your connection and try again.';

/**
 * The lasting notice of a money tap that sent nothing: no toast, still there after the toast's 2 s on the page clock,
 * clear of the button tapped (what the borrower tries again with); its screenshot at 360 px is
 * `test-results/screens/<shot>.png`. The page's own onError is not run: no banner about the loan.
 */
async function lastingNotice(page: Page, tapped: Locator, shot: string) {
  const notice = page.getByRole('alert').filter({ hasText: notSentNotice });
  await expect(notice).toBeVisible();
  await expect(page.locator('.h-toast')).toHaveCount(0);
  await page.clock.runFor(5000);
  await expect(notice).toBeVisible();
  const [box, button] = [await notice.boundingBox(), await tapped.boundingBox()];
  if (!box || !button) throw new Error('the notice or the button is not drawn');
  expect(box.y + box.height <= button.y || button.y + button.height <= box.y).toBe(true);
  expect(box.width).toBeLessThanOrEqual(360);
  await expect(page.locator('[data-screen] [role="alert"]')).toHaveCount(0);
  await saveViewport(page, shot);
}

/**
 * The loan page's banner for a request that never left: no loan made, no money moved (not "could not confirm"), beside
 * Loan Now and clear of it; its screenshot at 360 px is `test-results/screens/<shot>.png`.
 */
async function notSentBanner(page: Page, message: string, shot: string) {
  const banner = page.getByRole('alert', { name: 'Your loan request was not sent' });
  await expect(banner).toContainText(`${message} No loan was made: no money was sent to you, and you owe nothing.`);
  await expect(page.getByRole('alert', { name: 'We could not confirm your loan' })).toHaveCount(0);
  await expect(page.getByRole('alert', { name: 'No loan was made' })).toHaveCount(0);
  await saveViewport(page, shot);
}

/** Back online, Loan Now makes one loan; every attempt at the chunk asked its own address (a failed one never again). */
async function oneLoanOnceOnline(page: Page, chunk: { online: boolean; asked: string[]; pushes: number }) {
  chunk.online = true;
  await page.getByRole('button', { name: 'Loan Now' }).click();
  await expect(page).toHaveURL(/from=confirm/);
  expect(chunk.pushes).toBe(1);
  expect(new Set(chunk.asked).size).toBe(chunk.asked.length);
  expect(chunk.asked.at(-1)).toMatch(/^\?retry=\d+$/);
}

test('Loan Now while the tap chunk cannot load: nothing sent, a notice that stays says so, the button works again; back online, one loan', async ({
  page,
}) => {
  const { chunk, problems, loanNow } = await chunkTrouble(page, 'tap-handlers');
  await page.clock.install();
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await ready(page);

  await loanNow.click();
  await lastingNotice(page, loanNow, 'notice-tap-chunk-failed');
  await expect(loanNow).toBeEnabled();
  expect(chunk.pushes).toBe(0);
  // Nothing was sent, so the page does not say the loan is unknown (the screen's onError is for a lender's answer).
  await expect(page.getByRole('alert', { name: 'We could not confirm your loan' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/confirmLoan\?/);

  await oneLoanOnceOnline(page, chunk);
  await expect(page.getByRole('alert').filter({ hasText: notSentNotice })).toHaveCount(0);
  // The browser's line for each request aborted on purpose, and the app's log of the tap that could not run.
  expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|its code could not be loaded/.test(p))).toEqual([]);
});

test('Loan Now after the axios chunk could not load: nothing sent; back online, one loan', async ({ page }) => {
  const { chunk, problems, loanNow } = await chunkTrouble(page, 'axios-clients');
  // The page's first answers come without axios; it is asked for a few seconds later, and that request fails.
  const axiosFailed = page.waitForEvent('requestfailed', (r) => r.url().includes('/assets/axios-clients-'));
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await ready(page);
  await axiosFailed;

  await loanNow.click();
  await expect(page.locator('.h-toast')).toHaveText('Network error. Please check your connection and try again.');
  await expect(loanNow).toBeEnabled();
  expect(chunk.pushes).toBe(0);
  // The request never left (no code to send it): the page says so, and that no loan was made, not that it is unknown.
  await notSentBanner(page, 'Network error. Please check your connection and try again.', 'not-sent-axios-failed');
  await expect(page.locator('.h-toast')).toHaveCount(0);
  await expect(page.getByRole('alert', { name: 'Your loan request was not sent' })).toBeVisible();

  await oneLoanOnceOnline(page, chunk);
  expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
});

test('Pay on the payway while the tap chunk cannot load: no commit sent, the notice clear of the pinned Pay; back online, Pay goes on', async ({
  page,
}) => {
  const { chunk, problems } = await chunkTrouble(page, 'tap-handlers');
  await page.clock.install();
  let commits = 0;
  page.on('request', (r) => {
    if (r.url().includes('/service/loan/repayment-commit')) commits++;
  });
  await page.goto(`/#/payway?productId=8&orderId=5000174&amount=895900&${session}`);
  await page.getByRole('button', { name: /BDO Unibank/ }).click();
  const pay = page.getByRole('button', { name: 'Pay ₱8.959,00' });
  await pay.click();
  await lastingNotice(page, pay, 'notice-payway-tap-chunk-failed');
  expect(commits).toBe(0);
  await expect(pay).toBeEnabled();

  chunk.online = true;
  await pay.click();
  await expect(page.getByRole('dialog', { name: 'SMS confirmation' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: notSentNotice })).toHaveCount(0);
  expect(commits).toBe(1);
  expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|its code could not be loaded/.test(p))).toEqual([]);
});

test("the lender API's chunk could not load with the page: Try again, back online, draws the loan and Loan Now works", async ({ page }) => {
  const { chunk, problems } = await chunkTrouble(page, 'lender-clients');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await expect(page.locator('[data-screen]')).toHaveAttribute('data-phase', 'failed');

  chunk.online = true;
  await page.getByRole('button', { name: 'Try again' }).click();
  await ready(page);
  await oneLoanOnceOnline(page, chunk);
  expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|could not be loaded/.test(p))).toEqual([]);
});

test("Payment whose answer's check could not load: the app says so; back online, Payment again opens the payment code", async ({ page }) => {
  const problems = watchConsole(page);
  await recordNativeCalls(page);
  await useScenario(page, 'default');
  const chunk = { online: false, asked: [] as string[] };
  await page.route('**/assets/validate-answer-generated-payment-*.js*', (route) => {
    chunk.asked.push(new URL(route.request().url()).search || '(first address)');
    return chunk.online ? route.continue() : route.abort('internetdisconnected');
  });
  await page.goto(`/repaymentDelay?productId=7&orderId=5000175&${session}`);
  await ready(page);
  // 7-Eleven is chosen from the start: Payment needs no choice first.
  const payment = page.getByRole('button', { name: 'Payment', exact: true });
  // The request left, but its answer cannot be read without the check: as if no answer came (its key is kept, so the
  // lender answers the next tap's request with the same payment).
  await payment.click();
  await expect(page.locator('.h-toast')).toHaveText('Network error. Please check your connection and try again.');
  await expect(payment).toBeEnabled();
  await expect(page).toHaveURL(/\/repaymentDelay\?/);

  chunk.online = true;
  await payment.click();
  await expect(page).toHaveURL(/\/repaymentOfCode\?.*showType=1/);
  expect(new Set(chunk.asked).size).toBe(chunk.asked.length);
  expect(chunk.asked.at(-1)).toMatch(/^\?retry=\d+$/);
  expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED/.test(p))).toEqual([]);
});

test('Loan Now while the tap chunk request hangs: after 15 s on the page clock nothing sent and the button free; the next tap asks again and works', async ({
  page,
}) => {
  const { chunk, problems } = await chunkTrouble(page, 'tap-handlers', 'hang');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await ready(page);
  const loanNow = page.locator('#loan-now');
  await loanNow.click();
  // Busy while it waits for the chunk (its busyText), the one request for it hanging.
  await expect(loanNow).toHaveText('loading...');
  await expect(loanNow).toBeDisabled();
  expect(chunk.asked).toEqual(['(first address)']);

  await page.clock.runFor(15_000);
  await lastingNotice(page, loanNow, 'notice-tap-chunk-hung');
  await expect(loanNow).toHaveText('Loan Now');
  await expect(loanNow).toBeEnabled();
  expect(chunk.pushes).toBe(0);

  // Every Chromium joins an import of an address whose request hangs (the flag or not): the tap asks another.
  await oneLoanOnceOnline(page, chunk);
  expect(chunk.asked).toEqual(['(first address)', '?retry=1']);
  await Promise.all(chunk.held.map((route) => route.abort('timedout').catch(() => undefined)));
  expect(problems.filter((p) => !/its code could not be loaded/.test(p))).toEqual([]);
});

test("Loan Now while the axios chunk's request hangs: the call's 60 s end it on the page clock, and the next Loan Now asks again and works", async ({
  page,
}) => {
  const { chunk, problems } = await chunkTrouble(page, 'axios-clients', 'hang');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await ready(page);
  const loanNow = page.locator('#loan-now');
  await loanNow.click();
  await expect(loanNow).toHaveText('loading...');
  await expect.poll(() => chunk.asked).toEqual(['(first address)']);

  // The spec's 60 s request timeout, the app's own timer.
  await page.clock.runFor(60_000);
  await expect(page.locator('.h-toast')).toHaveText('This took too long. Please check your connection and try again.');
  await expect(loanNow).toHaveText('Loan Now');
  expect(chunk.pushes).toBe(0);
  // Still waiting for axios when the time ran out: the request never left, and the page says so.
  await notSentBanner(page, 'This took too long. Please check your connection and try again.', 'not-sent-axios-hung');

  await oneLoanOnceOnline(page, chunk);
  expect(chunk.asked).toEqual(['(first address)', '?retry=1']);
  await Promise.all(chunk.held.map((route) => route.abort('timedout').catch(() => undefined)));
  expect(problems).toEqual([]);
});

test("the lender API's chunk hangs with the page: its 60 s end the loading on the page clock; Try again asks again, and Loan Now works", async ({
  page,
}) => {
  const { chunk, problems } = await chunkTrouble(page, 'lender-clients', 'hang');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await expect.poll(() => chunk.asked).toEqual(['(first address)']);
  await expect(page.locator('[data-screen]')).toHaveAttribute('data-phase', 'loading');

  await page.clock.runFor(60_000);
  await expect(page.locator('[data-screen]')).toHaveAttribute('data-phase', 'failed');
  await page.getByRole('button', { name: 'Try again' }).click();
  await ready(page);
  await oneLoanOnceOnline(page, chunk);
  expect(chunk.asked).toEqual(['(first address)', '?retry=1']);
  await Promise.all(chunk.held.map((route) => route.abort('timedout').catch(() => undefined)));
  expect(problems.filter((p) => !/could not be loaded/.test(p))).toEqual([]);
});

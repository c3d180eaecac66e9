/**
 * Issue 17 on the production build: hostile lender answers, served by page.route in place of the sandbox's. A 2 MB
 * failure message is shown capped to 200 characters on one line; a stack trace in HTML is replaced by the endpoint's
 * plain wording; a session id (under `sid`, and as a long hex token) and the borrower's phone in a logged answer never
 * reach the browser console; a rollover answer carrying only the fields spec section 7 lists draws the rollover page.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '../../adapters/http/endpoints.ts';
import { recordNativeCalls, nativeCalls, useScenario } from '../setup/e2e-page.ts';

const session = { userId: '5512', deviceId: 'dev-hostile-2', appName: 'hatid', sessionId: 'S3cr3tSess10n', mobilePhone: '09171234567' };
const query = new URLSearchParams(session).toString();
const hexSession = '9f86d081884c7d659a2feaa0c55ad015';
const secrets = ['S3cr3tSess10n', '09171234567', '9171234567', hexSession];

const twoMegabytes = 'Please try again later. '.repeat(90_000);
const htmlStack =
  '<html><head><title>500</title></head><body><h1>Internal Server Error</h1><pre>TypeError: Cannot read properties of undefined\n' +
  '    at detail (/srv/lender/complaints.js:41:13)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)</pre></body></html>';

/** Everything the page wrote to the browser console. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => lines.push(m.text()));
  page.on('pageerror', (e) => lines.push(String(e)));
  return lines;
}

/** Answers the lender endpoint at `path` with a failure carrying `message`. */
async function failWith(page: Page, path: string, message: string, code: number | string = 7001): Promise<void> {
  await page.route(`**/${path.replace(/^\//, '')}*`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code, message, data: null }) }),
  );
}

test.beforeEach(async ({ page }) => {
  await useScenario(page, 'default');
  await recordNativeCalls(page);
});

test('a 2 MB failure message: the borrower reads at most 200 characters on one line; the page stays usable', async ({ page }) => {
  const lines = consoleOf(page);
  await failWith(page, endpoints['repayment.way'].path, twoMegabytes);
  await page.goto(`/#/payway?productId=8&orderId=5000174&amount=895900&${query}`);
  const problem = page.getByText(/^Please try again later\./);
  await expect(problem).toBeVisible();
  const shown = (await problem.textContent()) ?? '';
  expect(Array.from(shown).length).toBeLessThanOrEqual(200);
  expect(shown.endsWith('…')).toBe(true);
  expect(((await page.locator('body').textContent()) ?? '').length).toBeLessThan(3_000);
  await expect(page.getByRole('button', { name: /try again/i })).toBeVisible();
  // What the console got is capped too (the log line carries the capped message).
  expect(lines.every((l) => l.length < 2_000)).toBe(true);
});

test('a stack trace in HTML: the borrower reads the endpoint’s plain wording, never the markup or the trace', async ({ page }) => {
  await failWith(page, endpoints['complaint.detail'].path, htmlStack, 500);
  await page.goto(`/complainDetails?problemId=1001&${query}`);
  await expect(page.getByText(endpoints['complaint.detail'].defaultError)).toBeVisible();
  const text = (await page.locator('body').textContent()) ?? '';
  expect(text).not.toMatch(/TypeError|complaints\.js|Internal Server Error|<h1>|<pre>/);
});

test('a session id under `sid` in an answer that is logged: shown to no console, carried by no native call', async ({ page }) => {
  const lines = consoleOf(page);
  // A lender failure naming the session: the screen logs the failed load with its message.
  await failWith(page, endpoints['complaint.list'].path, `Your session has ended (sid=S3cr3tSess10n, phone 09171234567). Please open the app again.`);
  await page.goto(`/complaintList?${query}`);
  await expect(page.getByText(/^Your session has ended/)).toBeVisible();
  await expect.poll(() => lines.some((l) => l.includes('loading') && l.includes('failed'))).toBe(true);
  // A token under a harmless name in a technical answer: replaced for the borrower, redacted in the log.
  await failWith(page, endpoints['complaint.detail'].path, `{"error":"SESSION_EXPIRED","sid":"${hexSession}"}`);
  await page.goto(`/complainDetails?problemId=1001&${query}`);
  await expect(page.getByText(endpoints['complaint.detail'].defaultError)).toBeVisible();
  const logged = lines.join('\n');
  expect(logged).toContain('[redacted]');
  for (const secret of secrets) expect(logged, secret).not.toContain(secret);
  expect(await nativeCalls(page)).not.toContain('S3cr3tSess10n');
  expect((await page.locator('body').textContent()) ?? '').not.toContain(hexSession);
});

test('a rollover answer with only the fields spec section 7 lists draws the rollover page', async ({ page }) => {
  const section7 = ['delayInfo', 'productName', 'repayDate', 'productLogo', 'repayPlan', 'repayList', 'noticeMsg', 'defDetail', 'isShowReyTop'];
  await page.route(`**/${endpoints['repayment.rollover'].path.replace(/^\//, '')}*`, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Record<string, unknown> };
    body.data = Object.fromEntries(Object.entries(body.data).filter(([k]) => section7.includes(k)));
    expect(body.data).not.toHaveProperty('repayAmount');
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto(`/repaymentDelay?productId=8&orderId=5000175&${query}`);
  await expect(page.getByText('Extend your repayment date by 7 days')).toBeVisible();
  await expect(page.locator('#delay-amount')).toHaveText(/^₱[\d.]+,\d{2}$/);
  await expect(page.getByText(/^Your next payment date is \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Payment', exact: true })).toBeVisible();
  await expect(page.getByText('Something went wrong on our side', { exact: false })).toHaveCount(0);
});

/**
 * A double tap in real Chromium against the sandbox lender sends one request: the loan push and the complaint submit.
 * The lender's answer is held back a moment so the second click lands while the first request is still pending.
 */
import { expect, test, type Page, type Request } from '@playwright/test';

const session = 'userId=5512&deviceId=dev-1&appName=hatid';

/** Records the requests to a lender path, and holds their answers back for `holdMs` before they go on to the sandbox. */
async function watch(page: Page, path: string, holdMs = 400): Promise<Request[]> {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) sent.push(request);
  });
  await page.route(`**/${path}*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdMs));
    await route.continue();
  });
  return sent;
}

test('a double click on Loan Now pushes the loan once, with an Idempotency-Key', async ({ page }) => {
  const pushes = await watch(page, 'v3/loan-confirm/loan-detail-push');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  const loanNow = page.getByRole('button', { name: 'Loan Now' });
  await expect(loanNow).toBeEnabled();
  await loanNow.dblclick();
  await expect(page).toHaveURL(/\/loanDetails\?.*orderId=5001\d{3}/);
  expect(pushes).toHaveLength(1);
  expect(await pushes[0]?.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
});

test('a double click on Send sends the complaint once, with an Idempotency-Key', async ({ page }) => {
  const saves = await watch(page, 'user-problem/problem-save');
  await page.goto(`/complainPageNext?problemType=2&orderNo=HT2503140017&orderId=2301457&${session}`);
  await page.getByLabel('Description').fill(`Charged twice on ${Date.now()}.`);
  await page.getByRole('button', { name: 'Send' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Successfully Sent' })).toBeVisible();
  await expect(page).toHaveURL(/\/complainPage\?/);
  expect(saves).toHaveLength(1);
  expect(await saves[0]?.headerValue('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
});

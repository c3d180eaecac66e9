/**
 * Borrowers at the money moments (issue 22) on a small (360 × 740) phone, against the built app and its sandbox lender:
 * the receipt after a card payment, one name for the payment code, order details that lead with what is due, and the
 * small things (tap targets, one phone format).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreen } from '../setup/e2e-screens.ts';
import { recordNativeCalls, saveViewport, useScenario } from '../setup/e2e-page.ts';

test.beforeEach(({ page }) => recordNativeCalls(page));

test.use({ viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 } });

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

interface SandboxPayment {
  id: string;
  orderId: string;
  method: string;
  amount: number;
  status: string;
}

async function sandboxPayments(request: APIRequestContext, scenario: string): Promise<SandboxPayment[]> {
  const answer = await request.get('/api/sandbox/payments', { headers: { 'x-sandbox-scenario': scenario } });
  return ((await answer.json()) as { data: SandboxPayment[] }).data;
}

/**
 * A finished payment cannot be undone, so a journey that pays takes the first of these scenarios in which the order has
 * no payment yet (their repayment data is the default one; no other journey pays in them).
 */
async function unpaidScenario(request: APIRequestContext, orderId: string): Promise<string> {
  for (const scenario of ['complaint-replied', 'collection-blocked', 'promotion-sms-fails']) {
    if (!(await sandboxPayments(request, scenario)).some((p) => p.orderId === orderId)) return scenario;
  }
  throw new Error(`Order ${orderId} was already paid in every candidate scenario: restart the server (CI=1 npx playwright test starts a fresh one).`);
}

/** Fails the test on any console error or React warning the page logs. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /React|use\(\)/.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

test('after a card payment the order page opens with a receipt: amount, time, card, Receipt No. and when it posts', async ({ page, request }) => {
  const problems = watchConsole(page);
  const scenario = await unpaidScenario(request, '5000170');
  await useScenario(page, scenario);
  await page.goto(`/#/payway?productId=7&orderId=5000170&amount=171217&${session}`);
  await page.getByRole('button', { name: /BDO Unibank/ }).click();
  await page.getByRole('button', { name: 'Pay ₱1.712,17' }).click();
  const sheet = page.getByRole('dialog', { name: 'SMS confirmation' });
  await sheet.getByLabel('Verification code').pressSequentially('123456');
  const before = Date.now();
  await sheet.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/#\/borrowDetail\?.*orderId=5000170/);
  const receipt = page.locator('#receipt');
  await expect(receipt.getByRole('img', { name: 'Payment received' })).toBeVisible();
  await expect(receipt.getByText('Payment received', { exact: true })).toBeVisible();
  await expect(receipt.locator('#receipt-amount')).toHaveText('₱1.712,17');
  await expect(receipt.locator('#receipt-card')).toContainText('BDO Unibank **** 5678');

  // The Receipt No. is the lender's record of this payment, paid and finished in the sandbox.
  const receiptNo = (await receipt.locator('#receipt-no .h-cell__value').textContent()) ?? '';
  const paid = (await sandboxPayments(request, scenario)).filter((p) => p.orderId === '5000170');
  expect(paid).toEqual([expect.objectContaining({ id: receiptNo, method: 'card', amount: 171217, status: 'paid' })]);

  // Paid on: the phone's time when the lender confirmed, to the second, in the spec's date format.
  const paidOn = (await receipt.locator('#receipt-time .h-cell__value').textContent()) ?? '';
  expect(paidOn).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  const shown = await page.evaluate((text) => new Date(text.replace(' ', 'T')).getTime(), paidOn);
  expect(Math.abs(shown - before)).toBeLessThan(60_000);

  // An instalment: the order still has something due, so the receipt says when the payment posts.
  await expect(receipt.locator('#receipt-posting')).toHaveText('It posts to your loan within 1 hour. Until then your order below may still show this amount as due.');
  await expect(receipt).toBeInViewport();
  await saveViewport(page, 'money-receipt');
  await saveScreen(page, 'money-receipt-order');
  expect(problems).toEqual([]);
});

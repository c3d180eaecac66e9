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

test('one name for the payment code: Payment code wherever the spec fixes no label; the instructions show each step once', async ({ page }) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  // Instalment page: the default-pay box names its code.
  await page.goto(`/repaymentByPeriod?productId=7&orderId=5000170&${session}`);
  const box = page.locator('#default-pay');
  await expect(box.locator('#default-code-label')).toHaveText('Payment code');
  await expect(box.locator('#default-code')).toHaveText(/^HT\d{12}$/);

  // Code version 1 calls it Payment code (the QR variant too); version 2 keeps the spec's Contract No., and its steps say so.
  await page.goto(`/repaymentOfCode?showType=2&payCode=HT125000170001&repayAmount=171217&${session}`);
  await expect(page.getByText('Payment code HT125000170001')).toBeVisible();
  await expect(page.getByText(/Reference_no/)).toHaveCount(0);

  await page.goto(`/repaymentDelay?productId=7&orderId=5000175&${session}`);
  await page.getByRole('button', { name: /^Payment Method/ }).click();
  await page.getByRole('dialog', { name: 'Payment Method' }).getByRole('button', { name: 'Cebuana Lhuillier' }).click();
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repaymentOfCode2\?/);
  await expect(page.locator('#contract')).toContainText('Contract No.');
  await expect(page.getByText(/^2\. Write your Contract No\., your full name and the amount\.$/)).toBeVisible();
  await expect(page.getByText(/Reference_no/)).toHaveCount(0);

  // /paymentInstructions: the spec's Reference_no, each way's title and steps once, no picture and no word about pictures.
  await page.goto(`/paymentInstructions?payCode=HT200005000170&amount=171217&${session}`);
  await expect(page.getByText('Reference_no', { exact: true })).toBeVisible();
  for (const way of ['Mobile wallet bills payment', 'E-wallet payment service', 'Pay at a store']) {
    await expect(page.getByRole('heading', { name: way })).toHaveCount(1);
    await expect(page.getByText(way, { exact: true })).toHaveCount(1);
  }
  for (const step of ['2. Choose Loans, then Hatid.', '2. Choose Hatid as the merchant.', '2. Fill in a bills payment slip for Hatid.']) {
    await expect(page.getByText(step, { exact: true })).toHaveCount(1);
  }
  await expect(page.getByRole('img')).toHaveCount(0);
  await expect(page.getByText(/Tap a picture/)).toHaveCount(0);
  await saveViewport(page, 'money-payment-instructions');
  await saveScreen(page, 'money-payment-instructions-full');
  expect(problems).toEqual([]);
});

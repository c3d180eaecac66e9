/**
 * The repayment journeys in real Chromium on a small (360 × 740) phone, against the built app and its sandbox lender:
 * a card payment confirmed by SMS, a rollover paid with a code (Cebuana Lhuillier, 7-Eleven) and an e-wallet checkout.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { saveScreen } from '../setup/e2e-screens.ts';
import { useScenario, saveViewport, nativeCalls, recordNativeCalls } from '../setup/e2e-page.ts';

// The native app is a recording stand-in (tests/setup/e2e-page.ts).
test.beforeEach(({ page }) => recordNativeCalls(page));

test.use({
  viewport: { width: 360, height: 740 },
  screen: { width: 360, height: 740 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

interface SandboxRequest {
  endpoint: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  scenario: string;
}

interface SandboxPayment {
  id: string;
  orderId: string;
  method: string;
  channelNumber: string;
  amount: number;
  isDelay: string;
  payCode: string;
  status: string;
}

async function sandboxRequests(request: APIRequestContext): Promise<SandboxRequest[]> {
  return ((await (await request.get('/api/sandbox/requests')).json()) as { data: SandboxRequest[] }).data;
}

async function sandboxPayments(request: APIRequestContext, scenario: string): Promise<SandboxPayment[]> {
  const answer = await request.get('/api/sandbox/payments', { headers: { 'x-sandbox-scenario': scenario } });
  return ((await answer.json()) as { data: SandboxPayment[] }).data;
}

/**
 * A finished payment cannot be undone, and the sandbox can only be reset by switching the current scenario of every
 * test at once (POST /api/sandbox/scenario). So a journey that pays an order takes the first of its scenarios in which
 * that order has no payment yet: a retry (or a second run against a reused preview server) takes the next one. The
 * candidates behave as the default scenario for that journey, and no other journey uses them.
 */
async function unusedScenario(request: APIRequestContext, candidates: string[], orderId: string): Promise<string> {
  for (const scenario of candidates) {
    if (!(await sandboxPayments(request, scenario)).some((p) => p.orderId === orderId)) return scenario;
  }
  throw new Error(
    `Order ${orderId} was already paid in ${candidates.join(', ')}: restart the preview server (npx playwright test starts a fresh one).`,
  );
}

test('pay by card: no card chosen, SMS sheet, wrong code, then a double-tapped Confirm pays once and opens the finished order', async ({
  page,
  request,
}) => {
  // The card payment of these scenarios is the default one (three cards, SMS code 123456).
  const scenario = await unusedScenario(request, ['generate-fails', 'repay-no-wallet'], '5000174');
  await useScenario(page, scenario);
  await page.goto(`/#/payway?productId=7&orderId=5000174&amount=895900&${session}`);
  const pay = page.getByRole('button', { name: 'Pay ₱8.959,00' });
  await expect(page.getByRole('button', { name: /BDO Unibank/ })).toBeVisible();
  await expect(page.getByText('**** 5678')).toBeVisible();
  await saveScreen(page, 'payway');

  await pay.click();
  await expect(page.getByText('A bank card must be chosen first')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveViewport(page, 'payway-no-card-toast');

  await page.getByRole('button', { name: /BDO Unibank/ }).click();
  await expect(page.getByRole('button', { name: /BDO Unibank/ })).toHaveAttribute('aria-pressed', 'true');
  await pay.click();
  const sheet = page.getByRole('dialog', { name: 'SMS confirmation' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('We sent a verification code by SMS to **** 4567.')).toBeVisible();
  const resend = sheet.getByRole('button', { name: /^Resend in \d+s$/ });
  await expect(resend).toHaveText(/Resend in (60|59)s/);
  await expect(resend).toHaveAttribute('aria-disabled', 'true');
  const code = sheet.getByLabel('Verification code');
  await expect(code).toBeFocused();
  await saveViewport(page, 'payway-sms');

  await code.pressSequentially('111111');
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  // The lender's refusal: the spec's toast, and under the code box (issue 28).
  await expect(page.locator('.h-toast', { hasText: 'Wrong verification code' })).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(sheet.getByText('Wrong verification code')).toBeVisible();
  await expect(code).toHaveValue('111111');
  await expect(sheet).toBeVisible();
  await saveViewport(page, 'payway-sms-wrong-code');

  await code.fill('');
  await code.pressSequentially('123456');
  await expect(code).toHaveValue('123456');
  await sheet.getByRole('button', { name: 'Confirm' }).dblclick();

  // The order page, replacing the payway: the order is finished (status 200) with Borrow Again.
  await expect(page).toHaveURL(/#\/borrowDetail\?.*orderId=5000174/);
  await expect(page.getByRole('img', { name: 'Finished' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  // It opens with the receipt of this payment (borrower-money-moments.spec.ts looks at it closely).
  await expect(page.locator('#receipt-amount')).toHaveText('₱8.959,00');
  await expect(page.getByText('Posted to your loan: it is fully repaid.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Repayment|REPAY)$/ })).toHaveCount(0);
  await saveScreen(page, 'payway-paid-order');
  expect(await nativeCalls(page)).toContain('dismissRepaymentDialog');

  // The sandbox saw one commit and, for the right code, exactly one confirm, each with an Idempotency-Key.
  const mine = (await sandboxRequests(request)).filter((r) => r.scenario === scenario && r.body.orderId === '5000174');
  const commits = mine.filter((r) => r.endpoint === 'repayment.commit');
  const confirms = mine.filter((r) => r.endpoint === 'repayment.confirm');
  expect(commits).toHaveLength(1);
  expect(commits[0]?.body).toMatchObject({ cardId: '3101', bankName: 'BDO Unibank', amount: '895900', sendMsg: '1' });
  expect(confirms.map((r) => r.body.verifyCode)).toEqual(['111111', '123456']);
  for (const r of [...commits, ...confirms]) expect(r.headers['idempotency-key'], `${r.endpoint} carries an Idempotency-Key`).toMatch(/\S{8,}/);
  expect(confirms[0]?.headers['idempotency-key']).not.toBe(confirms[1]?.headers['idempotency-key']);
  const payments = await sandboxPayments(request, scenario);
  expect(payments.filter((p) => p.orderId === '5000174')).toEqual([expect.objectContaining({ method: 'card', amount: 895900, status: 'paid' })]);
});

/** Opens the rollover page of 5000175 and returns the delay amount it shows. */
async function openRollover(page: Page): Promise<string> {
  await page.goto(`/loanDetails?productId=7&orderId=5000175&${session}`);
  await page.getByRole('button', { name: 'Rollover Repayment' }).click();
  await expect(page).toHaveURL(/\/repaymentDelay\?.*orderId=5000175/);
  await expect(page.getByText('Extend your repayment date by 7 days')).toBeVisible();
  await expect(page.getByText(/^Your next payment date is \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  const amount = (await page.locator('#delay-amount').textContent()) ?? '';
  expect(amount).toMatch(/^₱[\d.]+,\d{2}$/);
  return amount;
}

/** Chooses a channel in the Payment Method popup and taps Payment. */
async function payWith(page: Page, channel: string, screenshot?: string) {
  await page.getByRole('button', { name: /^Payment Method/ }).click();
  const methods = page.getByRole('dialog', { name: 'Payment Method' });
  await expect(methods.getByRole('button', { name: channel })).toBeVisible();
  if (screenshot) await saveViewport(page, screenshot);
  await methods.getByRole('button', { name: channel }).click();
  await expect(methods).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Payment Method/ })).toContainText(channel);
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
}

// Making a pay code changes no order (the payment stays pending), so these use the default scenario.
test('rollover by code at Cebuana Lhuillier: the code v2 page with the contract number, total, instructions and Copy', async ({ page, request }) => {
  await useScenario(page, 'default');
  const delayAmount = await openRollover(page);
  // The detail lines are a lazily loaded widget: wait for them before the picture.
  await expect(page.getByText('Loan amount')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show barcode' })).toBeVisible();
  await saveScreen(page, 'repayment-delay');

  await payWith(page, 'Cebuana Lhuillier', 'repayment-delay-methods');
  await expect(page).toHaveURL(/\/repaymentOfCode2\?.*orderId=5000175/);
  await expect(page.getByText('Please keep the depositslip as proof of payment')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Cebuana Lhuillier logo' })).toBeVisible();
  const contractNo = (await page.locator('#pay-code').textContent()) ?? '';
  expect(contractNo).toMatch(/^HT13\d{10}$/);
  await expect(page.locator('#total')).toContainText('Total Payment');
  await expect(page.locator('#total')).toContainText(delayAmount);
  // The chosen channel's instructions only: no other channel's steps.
  await expect(page.getByText('Over the counter')).toBeVisible();
  await expect(page.getByText(/^1\. Visit any Cebuana Lhuillier branch/)).toBeVisible();
  await expect(page.getByText('Mobile wallet')).toHaveCount(0);
  await expect(page.getByText(/7-Eleven/)).toHaveCount(0);
  // The code shown is the pending rollover payment the sandbox recorded for this channel.
  const made = (await sandboxPayments(request, 'default')).find((p) => p.payCode === contractNo);
  expect(made).toMatchObject({ orderId: '5000175', channelNumber: '90013', isDelay: '1', status: 'pending' });
  await saveScreen(page, 'repayment-of-code2');

  await page.getByRole('button', { name: 'Click to Copy' }).click();
  await expect(page.getByText('copy success')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(contractNo);
});

test('rollover by code at 7-Eleven, the default-pay channel: the payment code page shows the code the rollover page showed, with Copy', async ({
  page,
}) => {
  await useScenario(page, 'default');
  const delayAmount = await openRollover(page);
  // 7-Eleven is chosen from the start, with its code on the page; Payment needs no choice first.
  await expect(page.getByRole('button', { name: /^Payment Method/ })).toContainText('7-Eleven');
  const shown = (await page.locator('#default-code').textContent()) ?? '';
  expect(shown).toMatch(/^HT21\d{10}$/);
  await page.getByRole('button', { name: 'Payment', exact: true }).click();
  await expect(page).toHaveURL(/\/repaymentOfCode\?.*showType=1/);
  const payCode = new URL(page.url()).searchParams.get('payCode') ?? '';
  expect(payCode).toBe(shown);
  await expect(page.locator('#pay-code')).toHaveText(payCode);
  await expect(page.locator('#amount-value')).toHaveText(delayAmount);
  await expect(page.getByText('Where you can pay')).toBeVisible();
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('copy success')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(payCode);
  await saveScreen(page, 'repayment-of-code');
});

test('pay with an e-wallet: the sandbox checkout shows the amount, Pay now finishes the order', async ({ page, request }) => {
  // The e-wallet of these scenarios is the default one (offered, checkout page).
  const scenario = await unusedScenario(request, ['repay-plain', 'repay-no-cards'], '5000174');
  await useScenario(page, scenario);
  await page.goto(`/#/payway?productId=7&orderId=5000174&amount=895900&${session}`);
  await page.getByRole('button', { name: /Pay with an e-wallet/ }).click();
  // The e-wallet page starts the payment only when the borrower taps (huichao moves money).
  await page.getByRole('button', { name: 'Open the payment page' }).click();
  // The checkout is the provider's page: on the e2e server, the same server under its second name (payment-host.spec.ts).
  await expect(page).toHaveURL(/\/api\/sandbox\/checkout\/RR\d+(\?return=[^&]+)?$/);
  await expect(page.getByRole('heading', { name: 'Loan repayment' })).toBeVisible();
  await expect(page.getByText('Amount to pay')).toBeVisible();
  await expect(page.getByText('₱8.959,00')).toBeVisible();
  await expect(page.getByText('HT2503000174')).toBeVisible();
  await saveScreen(page, 'wallet-checkout');

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/loanDetails\?.*orderId=5000174/);
  await expect(page.getByRole('img', { name: 'Finished' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  const payments = (await sandboxPayments(request, scenario)).filter((p) => p.orderId === '5000174');
  expect(payments).toEqual([expect.objectContaining({ method: 'e-wallet', amount: 895900, status: 'paid' })]);
  await saveScreen(page, 'wallet-paid-order');
});

test('instalment: the Payment Method popup, the barcode dialog and the payment instructions', async ({ page }) => {
  await useScenario(page, 'default');
  await page.goto(`/repaymentByPeriod?productId=7&orderId=5000170&${session}`);
  await expect(page.locator('#repay-amount')).toHaveText(/^₱[\d.]+,\d{2}$/);
  await expect(page.getByText('Loan amount')).toBeVisible();
  await saveScreen(page, 'repayment-by-period');
  await page.getByRole('button', { name: /^Payment Method/ }).click();
  const methods = page.getByRole('dialog', { name: 'Payment Method' });
  // The default-pay channel is the one chosen when the page opens.
  await expect(methods.getByRole('button', { name: '7-Eleven' })).toHaveAttribute('aria-pressed', 'true');
  for (const channel of ['InstaPay QR', 'Cebuana Lhuillier', 'GCash']) {
    await expect(methods.getByRole('button', { name: channel })).toHaveAttribute('aria-pressed', 'false');
  }
  await saveViewport(page, 'repayment-by-period-methods');
  await methods.getByRole('button', { name: 'Close' }).click();
  await expect(methods).toHaveCount(0);

  await page.getByRole('button', { name: 'Show barcode' }).click();
  const barcode = page.getByRole('dialog', { name: 'scanToPay' });
  await expect(barcode.getByRole('img', { name: 'Barcode HT200005000170' })).toBeVisible();
  await saveViewport(page, 'repayment-by-period-barcode');
  await barcode.getByRole('button', { name: 'Close' }).last().click();
  await expect(barcode).toHaveCount(0);

  await page.goto(`/paymentInstructions?payCode=HT200005000170&amount=171217&${session}`);
  await expect(page.getByText('Reference_no', { exact: true })).toBeVisible();
  await expect(page.getByText('Amount to pay ₱1.712,17')).toBeVisible();
  await expect(page.getByText('Pay at a store', { exact: true })).toBeVisible();
  await saveScreen(page, 'payment-instructions');
});

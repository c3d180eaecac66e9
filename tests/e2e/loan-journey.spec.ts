/** The loan journey in real Chromium on a phone-sized screen: confirm a loan, land on the order, see its buttons, rate it. */
import { expect, test } from '@playwright/test';
import { saveScreen } from '../setup/e2e-screens.ts';
import { useScenario, nativeCalls, recordNativeCalls } from '../setup/e2e-page.ts';

// The native app is a recording stand-in (tests/setup/e2e-page.ts).
test.beforeEach(({ page }) => recordNativeCalls(page));

const session = 'userId=5512&deviceId=dev-1&appName=hatid';

test('confirm a loan, read an agreement, land on the new order and rate it', async ({ page }) => {
  await useScenario(page, 'order-rating');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await expect(page.getByRole('heading', { name: 'Confirm loan' })).toBeVisible();
  await expect(page.getByText('₱5.000,00').first()).toBeVisible();
  await expect(page.getByText('91 days').first()).toBeVisible();
  const agree = page.getByRole('checkbox', { name: 'I have read and agree to' });
  const loanNow = page.getByRole('button', { name: 'Loan Now' });
  await expect(agree).toBeChecked();
  await expect(loanNow).toBeEnabled();
  await saveScreen(page, 'loan-confirm');

  await agree.click();
  await expect(agree).not.toBeChecked();
  await expect(loanNow).toBeDisabled();
  await saveScreen(page, 'loan-confirm-unchecked');
  await agree.click();
  await expect(loanNow).toBeEnabled();

  await page.getByRole('button', { name: 'Loan Agreement', exact: true }).click();
  await expect(page).toHaveURL(/\/api\/sandbox\/contracts\/0/);
  await expect(page.getByRole('heading', { name: 'Loan Agreement' })).toBeVisible();
  await page.goBack();
  await expect(loanNow).toBeEnabled();

  const push = page.waitForRequest((r) => r.url().includes('/v3/loan-confirm/loan-detail-push'));
  await loanNow.click();
  const sent = new URLSearchParams((await push).postData() ?? '');
  expect(Object.fromEntries(sent)).toMatchObject({ productId: '7', amount: '500000', periods: '91', source: 'h5' });
  await expect(page).toHaveURL(/\/loanDetails\?.*orderId=5001\d{3}/);
  const url = new URL(page.url());
  expect(url.searchParams.get('from')).toBe('confirm');
  // The session parameters travel on to the order page.
  expect(url.searchParams.get('userId')).toBe('5512');

  const rating = page.getByRole('dialog', { name: 'Rate your experience' });
  await expect(rating).toBeVisible();
  await rating.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Silakan pilih')).toBeVisible();
  await rating.getByRole('button', { name: '2 stars' }).click();
  await saveScreen(page, 'loan-details-rating');
  await rating.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your feedback' })).toBeVisible();
  await saveScreen(page, 'loan-details-rating-result');
  // The replaced history entry: going back does not return to the confirmation page.
  await page.getByRole('button', { name: 'OK' }).click();
  // A new order is under review: no repayment buttons yet.
  await expect(page.getByRole('img', { name: 'Under review' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Repayment|REPAY|Borrow Again)$/ })).toHaveCount(0);
  expect(await nativeCalls(page)).toContain('confirmTrackingPoint');
  await page.goBack();
  await expect(page).not.toHaveURL(/\/confirmLoan/);
});

test('an order that allows rollover shows REPAY and Rollover Repayment; a good rating opens the app store page', async ({ page }) => {
  await useScenario(page, 'order-rating');
  await page.goto(`/order?productId=7&orderId=5000175&${session}`);
  // The rating dialog is modal: while it is open the page under it is hidden from the accessibility tree.
  const rating = page.getByRole('dialog', { name: 'Rate your experience' });
  await rating.getByRole('button', { name: '5 stars' }).click();
  await rating.getByRole('button', { name: 'Submit' }).click();
  await expect(rating).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Repayment due' })).toBeVisible();
  expect(await nativeCalls(page)).toContain('goAppRating');
  await expect(page.getByRole('button', { name: 'REPAY', exact: true })).toBeVisible();
  await expect(page.getByText('Short of money?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rollover Repayment' })).toBeVisible();
  await saveScreen(page, 'loan-details-rollover');
});

test('orders by status: Repayment, Borrow Again, and the status-200 icon for an unknown status', async ({ page }) => {
  await page.goto(`/loanDetails?productId=8&orderId=5000174&${session}`);
  await expect(page.getByRole('button', { name: 'Repayment', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rollover Repayment' })).toHaveCount(0);
  await page.goto(`/loanDetails?productId=8&orderId=5000200&${session}`);
  await expect(page.getByRole('button', { name: 'Borrow Again' })).toBeVisible();
  await saveScreen(page, 'loan-details-finished');
  await page.goto(`/loanDetails?productId=7&orderId=5000999&${session}`);
  await expect(page.getByRole('img', { name: 'Finished' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Repayment|REPAY|Borrow Again)$/ })).toHaveCount(0);
});

test('the popup agreement opens in a sandboxed frame; the native back event asks to stay', async ({ page }) => {
  await useScenario(page, 'confirm-popup-agreement');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  const popup = page.getByRole('dialog', { name: 'Loan agreement' });
  await expect(popup).toBeVisible();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(page.frameLocator('iframe').getByRole('heading').first()).toBeVisible();
  await saveScreen(page, 'loan-confirm-popup-agreement');
  await popup.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.evaluate(() => (window as unknown as { onNativeBack: () => boolean }).onNativeBack());
  const pointOut = page.getByRole('dialog', { name: 'Point out' });
  await expect(pointOut).toBeVisible();
  await saveScreen(page, 'loan-confirm-point-out');
  await pointOut.getByRole('button', { name: 'Agree' }).click();
  await expect(pointOut).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Loan Now' })).toBeEnabled();
});

test('version 2: server button text, the promotional popup and its own loan button', async ({ page }) => {
  await useScenario(page, 'confirm-promo');
  await page.goto(`/newConfirmLoan?productId=7&${session}`);
  const promo = page.getByRole('dialog');
  await expect(promo.getByText('Limited offer: repay on time and your next loan limit goes up')).toBeVisible();
  await saveScreen(page, 'new-loan-confirm-promo');
  await promo.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Repayment date')).toBeVisible();
  await expect(page.getByText('Detailed list')).toBeVisible();
  await expect(page.getByText('Plan list')).toBeVisible();
  await saveScreen(page, 'new-loan-confirm');
  const push = page.waitForRequest((r) => r.url().includes('/lgc/qd-push'));
  await page.getByRole('button', { name: 'Get ₱4.500,00 now' }).click();
  // The legacy call travels with substituted field names.
  expect(Object.fromEntries(new URLSearchParams((await push).postData() ?? ''))).toMatchObject({ pd: '7', amt: '500000' });
  await expect(page).toHaveURL(/\/loanDetails\?.*from=confirm/);
});

test('joint-login failure: the server message under Failed, and recommended products', async ({ page }) => {
  await page.goto(`/jointLoginFail?${session}`);
  await expect(page.locator('#failure').getByRole('heading', { name: 'Failed' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Failed' })).toBeVisible();
  await expect(page.getByText('Your account could not be linked to the partner app. Please try again later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Not available' })).toBeDisabled();
  await saveScreen(page, 'joint-login-fail');
  await page.getByRole('button', { name: 'Apply now' }).first().click();
  // The tap's action runs once its handler is in (a chunk of its own): wait for the call, not for a moment.
  await expect.poll(() => nativeCalls(page)).toContain('openPageWithParams');
});

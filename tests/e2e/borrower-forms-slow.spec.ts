/**
 * Forms and slow networks (issue 22, items 6 to 8) on a small (360 × 740) phone, against the built app and its sandbox
 * lender: errors under the field (aria-invalid, role=alert tied by aria-describedby, the focus on the first field in
 * error, the toast away from it) on bank binding, registration and the complaint description; the repayment way still
 * offering the e-wallet and a payment code when the cards fail; customer service offline with the fallback number; and a
 * held lender answer: values known from the query drawn at once, the screen's shape, the slow-connection note and Try
 * again. Each journey fails on any console error or React warning. Screenshots are test-results/screens/forms-*.png.
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { recordNativeCalls, saveViewport, useScenario } from '../setup/e2e-page.ts';
import { slowdown, timeouts } from '../setup/timeouts.ts';

const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

let problems: string[] = [];

test.beforeEach(async ({ page }) => {
  problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /React|use\(\)/.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await recordNativeCalls(page);
  await useScenario(page, 'default');
});

test.afterEach(() => {
  expect(problems, 'console errors and React warnings').toEqual([]);
});

/** Waits for the screen's readiness signal (ScreenView's data-phase). */
const ready = (page: Page) => expect(page.locator('[data-screen]')).toHaveAttribute('data-phase', 'ready');

/** The field's box is marked invalid, its message is the alert it is described by, and it has the focus. */
async function expectFieldError(page: Page, box: Locator, message: string): Promise<void> {
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toBeVisible();
  const describedBy = ((await box.getAttribute('aria-describedby')) ?? '').split(' ');
  expect(describedBy).toContain(await alert.getAttribute('id'));
}

/** The toast does not cover the box nor the message under it. */
async function expectToastClear(page: Page, field: Locator): Promise<void> {
  const toast = page.locator('.h-toast');
  await expect(toast).toBeVisible();
  const a = await toast.boundingBox();
  const b = await field.boundingBox();
  if (!a || !b) throw new Error('no box');
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} over field ${JSON.stringify(b)}`).toBe(false);
}

test('bank binding: Next with empty fields marks each under its box, focuses the first, and the toast stays clear of it', async ({ page }) => {
  await page.goto(`/bindBank?productId=7&${session}`);
  await ready(page);
  // Small things: the card-type tabs are tappable (44 px).
  for (const tab of await page.getByRole('tab').all()) expect((await tab.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.getByRole('button', { name: 'Next' }).click();

  const card = page.getByRole('textbox', { name: 'Bank card number' });
  // The toast first: it leaves after its few seconds, which the checks below could outlast on a busy machine.
  await expect(page.locator('.h-toast')).toHaveText('Please enter your bank card number.');
  await expectFieldError(page, card, 'Please fill in Bank card number.');
  await expectToastClear(page, page.locator('.h-field').filter({ has: card }));
  await saveViewport(page, 'forms-bind-bank-errors');
  await expect(card).toBeFocused();
  await expectFieldError(page, page.getByRole('textbox', { name: 'ID number' }), 'Please fill in ID number.');
  await expectFieldError(page, page.getByRole('button', { name: /^Branch city/ }), 'Please choose Branch city.');
  await expect(page.getByRole('button', { name: /^Bank BDO Unibank/ })).not.toHaveAttribute('aria-invalid', 'true');

  // Filled in, the field loses its message; the others keep theirs.
  await card.pressSequentially('4215830012345678');
  await expect(card).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in Bank card number.' })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Please fill in ID number.' })).toBeVisible();
});

test('registration: Register with only the SMS code marks the mobile number (focused) and the graphic code', async ({ page }) => {
  await page.goto(`/#/agreementTemplate?id=1&user_from=fb&${session}`);
  await ready(page);
  await page.getByRole('textbox', { name: 'SMS code' }).pressSequentially('902639');
  await page.getByRole('button', { name: 'Register now' }).click();

  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expectFieldError(page, mobile, 'Please enter a valid 11-digit mobile number.');
  await expect(mobile).toBeFocused();
  await expectFieldError(page, page.getByRole('textbox', { name: 'Graphic code' }), 'Please enter the graphic code.');
  await expect(page.getByRole('textbox', { name: 'SMS code' })).not.toHaveAttribute('aria-invalid', 'true');
  await expectToastClear(page, page.locator('.h-field').filter({ has: mobile }));
  await saveViewport(page, 'forms-registration-errors');

  // One phone format: the box groups what is typed 3-4-4, and the message follows the typing without moving the focus.
  await mobile.pressSequentially('13912345678');
  await expect(mobile).toHaveValue('139 1234 5678');
  await expect(mobile).not.toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toBeFocused();
});

test('complaint description: Send with an empty box says so under the box and focuses it', async ({ page }) => {
  await page.goto(`/complainPageNext?problemType=2&orderNo=HT2503140017&${session}`);
  await ready(page);
  await page.getByRole('button', { name: 'Send' }).click();
  const box = page.getByRole('textbox', { name: 'Description' });
  await expectFieldError(page, box, 'Please fill in your comments and suggestions');
  await expect(box).toBeFocused();
  await expectToastClear(page, page.locator('.h-field').filter({ has: box }));
  await saveViewport(page, 'forms-complaint-errors');
});

test('repayment way: when the cards fail to load, the message and Try again show, and the e-wallet and a payment code are offered', async ({
  page,
}) => {
  await useScenario(page, 'repay-cards-fail');
  await page.goto(`/#/payway?productId=7&orderId=5000174&amount=895900&${session}`);
  await ready(page);
  await expect(page.getByText('Bank cards are under maintenance. Please try again later.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay with an e-wallet/ })).toBeVisible();
  const code = page.getByRole('button', { name: /Pay with a payment code/ });
  await expect(code).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay ₱8.959,00' })).toBeVisible();
  await saveViewport(page, 'forms-payway-cards-fail');
  await code.click();
  await expect(page).toHaveURL(/\/repaymentByPeriod\?.*orderId=5000174/);
});

test('customer service offline: the fallback number shows (one phone format) with Try again, which brings the details', async ({ page }) => {
  let fail = true;
  await page.route('**/v3/personal-center/contact-kf-info*', (route) =>
    fail
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Network error, please try again' }),
        })
      : route.continue(),
  );
  await page.goto(`/customerService?${session}`);
  await ready(page);
  await expect(page.getByText('Network error, please try again')).toBeVisible();
  await expect(page.getByRole('button', { name: /Telephone\/WhatsApp\s*0917 555 0142/ })).toBeVisible();
  await saveViewport(page, 'forms-customer-service-offline');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: /E-mail\s*support@hatid\.ph/ })).toBeVisible();
  await expect(page.getByText('Network error, please try again')).toHaveCount(0);
});

/** Holds the lender's answers to `path` until released, counting the requests. */
async function holdAnswers(page: Page, path: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(`**/${path}*`, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    requests: () => held.length,
    /** Lets later requests through (the held ones stay held: their screen has been dropped). */
    release: () => {
      holding = false;
    },
    /** Answers the held requests, late. */
    flush: () => Promise.all(held.splice(0).map((r) => r.continue())),
  };
}

test('slow network, payway: the amount and the Pay button from the query show before the card list answers', async ({ page }) => {
  const way = await holdAnswers(page, 'service/loan/repayment-way');
  await page.goto(`/#/payway?productId=7&orderId=5000174&amount=895900&${session}`);
  await expect.poll(way.requests).toBe(1);
  await expect(page.locator('.h-topbar__title')).toHaveText('Repayment');
  await expect(page.locator('#amount-value')).toHaveText('₱8.959,00');
  await expect(page.getByRole('button', { name: 'Pay ₱8.959,00' })).toBeVisible();
  await expect(page.getByText('Loading your bank cards…')).toBeVisible();
  await saveViewport(page, 'forms-payway-loading');
  way.release();
  await way.flush();
  await expect(page.getByRole('button', { name: /BDO Unibank/ })).toBeVisible();
  await expect(page.getByText('Loading your bank cards…')).toHaveCount(0);
});

test('slow network, bank binding: the title, the shape of the form and Next at once; the slow note after a few seconds; Try again recovers', async ({
  page,
}) => {
  const init = await holdAnswers(page, 'bind-card/card-init');
  await page.goto(`/bindBank?productId=7&${session}`);
  await expect.poll(init.requests).toBe(1);
  const screen = page.locator('[data-screen="bind-bank"]');
  await expect(screen).toHaveAttribute('data-phase', 'loading');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment account information');
  const skeleton = page.locator('[data-skeleton="shaped"]');
  await expect(skeleton).toBeVisible();
  await expect(skeleton.locator('.h-skeleton__block--pills')).toHaveCount(1);
  await expect(skeleton.locator('.h-skeleton__field').first()).toBeVisible();
  await expect(skeleton.getByText('Next')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading your payment account form…' })).toBeVisible();
  await saveViewport(page, 'forms-bind-bank-skeleton');

  // The note comes from the app's clock (4 s); the wait is on the note, with room for a busy machine.
  const note = page.getByRole('status').filter({ hasText: 'The connection is slow' });
  await expect(note).toBeVisible({ timeout: timeouts.e2eExpect + 5000 * slowdown });
  await saveViewport(page, 'forms-bind-bank-slow');
  init.release();
  await note.getByRole('button', { name: 'Try again' }).click();
  await ready(page);
  expect(init.requests()).toBe(1);
  await expect(page.getByRole('textbox', { name: 'Bank card number' })).toBeVisible();
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  await expect(note).toHaveCount(0);
  // The first answer arriving late changes nothing.
  await init.flush();
  await expect(page.getByRole('textbox', { name: 'Bank card number' })).toBeVisible();
});

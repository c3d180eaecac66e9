/**
 * Accessibility for borrowers (issue 20) on a small phone (360 × 740), against the built app and its sandbox lender:
 * axe (WCAG 2.0–2.2 A and AA rules) finds no serious or critical problem in the main dialogs and every tap target in
 * them is at least 44 × 44 px (every route of screens/routes.json is checked by the walk of every-route.spec.ts), every
 * form error is announced (role=alert or a live region), and the carousel and the countdowns keep still when the phone
 * asks for reduced motion.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { saveViewport, useScenario } from '../setup/e2e-page.ts';
import { axeProblems, screenReady, smallTargets, unannouncedErrors } from '../setup/e2e-a11y.ts';

const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

/** Every check of one state of a page: axe, tap targets. */
async function checkPage(page: Page, what: string, scope?: string): Promise<void> {
  expect(await axeProblems(page, scope), `${what}: axe (serious, critical)`).toEqual([]);
  expect(await smallTargets(page, scope), `${what}: tap targets under 44 × 44 px`).toEqual([]);
}

/** A dialog a borrower meets on a route, and how it opens. */
interface DialogCase {
  name: string;
  path: string;
  scenario?: string;
  open?: (page: Page) => Promise<unknown>;
}

const dialogs: DialogCase[] = [
  {
    name: 'Payment Method',
    path: `/repaymentByPeriod?productId=7&orderId=5000170`,
    open: (p) => p.getByRole('button', { name: /^Payment Method/ }).click(),
  },
  {
    name: 'Payment Method',
    path: `/repaymentDelay?productId=7&orderId=5000175`,
    open: (p) => p.getByRole('button', { name: /^Payment Method/ }).click(),
  },
  { name: 'scanToPay', path: `/repaymentByPeriod?productId=7&orderId=5000170`, open: (p) => p.getByRole('button', { name: 'Show barcode' }).click() },
  {
    name: 'SMS confirmation',
    path: `/#/payway?productId=7&orderId=5000170&amount=171217`,
    open: async (p) => {
      await p.getByRole('button', { name: /BDO Unibank/ }).click();
      await p.getByRole('button', { name: /^Pay ₱/ }).click();
    },
  },
  { name: 'Loan agreement', path: `/confirmLoan?productId=7`, scenario: 'confirm-popup-agreement' },
  { name: 'Rate your experience', path: `/order?productId=7&orderId=5000175`, scenario: 'order-rating' },
];

test.describe('main dialogs', () => {
  for (const d of dialogs) {
    test(`${d.name} on ${d.path.split('?')[0]}`, async ({ page }) => {
      await useScenario(page, d.scenario ?? 'default');
      await page.goto(`${d.path}&${session}`);
      await screenReady(page);
      await d.open?.(page);
      const dialog = page.getByRole('dialog', { name: d.name });
      await expect(dialog).toBeVisible();
      // Dialogs open with a short animation: judge colours once it has ended (one cancelled as its part left, such as a
      // loading shimmer, has ended too: its promise rejects).
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
      await checkPage(page, `${d.path} ${d.name}`, '[role="dialog"]');
      await saveViewport(page, `a11y-dialog-${d.name.replaceAll(' ', '-').toLowerCase()}`);
    });
  }
});

/** A form submitted empty, and the button that submits it. */
interface FormCase {
  path: string;
  submit: string | RegExp;
  scenario?: string;
}

const forms: FormCase[] = [
  { path: '/bindBank?productId=7', submit: 'Next' },
  { path: '/complainPageNext?problemType=2&problemSonType=&orderNo=HT2503140017&orderId=2301457', submit: 'Send' },
  { path: '/#/agreementTemplate?id=1&user_from=fb&utm_tag=nov&app_from=hatid', submit: 'Register now' },
];

test.describe('form errors are announced', () => {
  for (const f of forms) {
    test(`${f.path.split('?')[0]}: submitted empty`, async ({ page }) => {
      await useScenario(page, f.scenario ?? 'default');
      await page.goto(`${f.path}&${session}`);
      await screenReady(page);
      await page.getByRole('button', { name: f.submit, exact: true }).click();
      // Something must be said: a message under a box or a toast.
      const said = page.locator('.h-field__error, [aria-invalid="true"], .h-toast');
      await expect(said.first()).toBeVisible();
      expect(await unannouncedErrors(page)).toEqual([]);
    });
  }
});

/** The transition and animation durations of an element and its descendants, in ms (0 when none moves). */
const longestMotion = (target: Locator) =>
  target.evaluate((root) => {
    const seconds = (list: string) =>
      Math.max(0, ...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d)) || 0));
    let longest = 0;
    for (const el of [root, ...root.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      const animated = style.animationName !== 'none' ? seconds(style.animationDuration) : 0;
      longest = Math.max(longest, seconds(style.transitionDuration), animated);
    }
    return Math.round(longest * 1000);
  });

test.describe('reduced motion', () => {
  test('the carousel does not turn by itself and slides without animation when the phone asks for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const current = carousel.getByRole('button', { name: /^Show slide/ }).and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveAccessibleName('Show slide 1');
    await expect(carousel.getByRole('button', { name: 'Start automatic slide show' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(current).toHaveAccessibleName('Show slide 1');
    expect(await longestMotion(carousel)).toBe(0);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(current).toHaveAccessibleName('Show slide 2');
  });

  test('without that wish the carousel turns by itself (the check above can fail)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Highlights' });
    const current = carousel.getByRole('button', { name: /^Show slide/ }).and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveAccessibleName('Show slide 1');
    await page.clock.runFor(30_000);
    await expect(current).not.toHaveAccessibleName('Show slide 1');
    expect(await longestMotion(carousel)).toBeGreaterThan(0);
  });

  test('the SMS countdown counts in text only: nothing on the page moves while it waits', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await useScenario(page, 'default');
    await page.goto(`/#/payway?productId=7&orderId=5000170&amount=171217&${session}`);
    await screenReady(page);
    await page.getByRole('button', { name: /BDO Unibank/ }).click();
    await page.getByRole('button', { name: /^Pay ₱/ }).click();
    const sheet = page.getByRole('dialog', { name: 'SMS confirmation' });
    const resend = sheet.getByRole('button', { name: /Resend in \d+s/ });
    await expect(resend).toBeVisible();
    const first = await resend.textContent();
    await expect(resend).not.toHaveText(first ?? '');
    expect(await longestMotion(page.locator('body'))).toBe(0);
  });
});

/**
 * The public website in real Chromium: a visitor on a desktop browser (1280 × 800) goes through every tab by clicking,
 * uses the calculator, reads the loan terms and the privacy agreement; a visitor on a 360 px phone uses the home page and
 * the menu. Screenshots of every page go to test-results/screens/.
 */
import { expect, test, type Page } from '@playwright/test';
import { saveScreen } from '../setup/e2e-screens.ts';

/** Marks the loaded page, so a later check can tell that tabs moved inside the app rather than loading a new page. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { siteJourneyMark: 'still the same page' }));
}
async function samePage(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Window & { siteJourneyMark?: string }).siteJourneyMark === 'still the same page');
}

/** The page has no sideways scrolling at its width. */
async function fitsWidth(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The calculator's result box shows this estimate. */
async function expectEstimate(page: Page, estimate: { interest: string; total: string; instalments: string; each: string }): Promise<void> {
  const results = page.locator('#results');
  await expect(results.locator('#interest')).toContainText(estimate.interest);
  await expect(results.locator('#total')).toContainText(estimate.total);
  await expect(results.locator('#instalments')).toContainText(estimate.instalments);
  await expect(results.locator('#instalment-amount')).toContainText(estimate.each);
}

test.describe('desktop browser', () => {
  test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

  test('visit every tab by clicking, use the calculator, read the loan terms and the privacy agreement', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('heading', { level: 1, name: 'Short-term loans, explained plainly' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('region', { name: 'Highlights' })).toBeVisible();
    for (const step of ['Apply', 'Authentication', 'Next paragraph', 'Account funds']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText('Hatid Lending Corporation');
    await expect(page.getByRole('form', { name: 'Contact Us' })).toHaveCount(0);
    await fitsWidth(page);
    await markPage(page);
    await saveScreen(page, 'site-home-desktop');

    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/About$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('About us | Hatid Lending');
    await saveScreen(page, 'site-about-desktop');

    await nav.getByRole('link', { name: 'Calculator' }).click();
    await expect(page).toHaveURL(/\/Calculator$/);
    const amount = page.getByLabel('Loan amount (₱)');
    await amount.fill('10k');
    await expect(page.getByText('Please Enter a number!')).toBeVisible();
    await amount.fill('10000');
    await expect(page.getByText('Please Enter a number!')).toHaveCount(0);
    await page.getByRole('button', { name: '180 days' }).click();
    await expect(page.getByRole('button', { name: '180 days' })).toHaveAttribute('aria-pressed', 'true');
    await expectEstimate(page, { interest: '₱540.00', total: '₱10540.00', instalments: '6', each: '₱1756.67' });
    await saveScreen(page, 'site-calculator-desktop');

    await nav.getByRole('link', { name: 'Privacy Agreement' }).click();
    await expect(page).toHaveURL(/\/Policy$/);
    const frame = page.getByTitle('Privacy Policy Authorization');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    await expect(
      page.frameLocator('iframe[title="Privacy Policy Authorization"]').getByRole('heading', { name: 'Privacy Policy Authorization' }),
    ).toBeVisible();
    await saveScreen(page, 'site-policy-desktop');

    await nav.getByRole('link', { name: 'Loan terms and conditions' }).click();
    await expect(page).toHaveURL(/\/Loan$/);
    const terms = page.getByRole('article', { name: 'Loan terms and conditions' });
    for (const term of [
      '91 to 365 calendar days',
      'within 1 day',
      'within 1 to 3 calendar days after acceptance',
      'only after half of the loan term has passed and at least 7 days after disbursement',
      'Rs.1,000 for new clients and Rs.800 for repeat clients',
      '5% for days 1 to 30',
      '4% for days 31 to 90',
      '2% from day 91',
      'be a Filipino citizen',
      'be over 18 years old',
      'name, birth date or address within 3 calendar days',
      'at least 7 business days',
      'grace period of 10 days',
    ]) {
      await expect(terms).toContainText(term);
    }
    // A readable line length: the text column is far narrower than the 1280 px window.
    const box = await terms.boundingBox();
    expect(box?.width ?? 0).toBeLessThan(820);
    await saveScreen(page, 'site-loan-terms-desktop');

    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await samePage(page)).toBe(true);
  });
});

test.describe('phone', () => {
  const phone = { width: 360, height: 780 };
  test.use({ viewport: phone, screen: phone });

  test('the home page and the menu work on a 360 px phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Short-term loans, explained plainly' })).toBeVisible();
    const carousel = page.getByRole('region', { name: 'Highlights' });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
    // The developer console is not in the production build at all (only `npm start` has it).
    await expect(page.getByRole('button', { name: /Native calls/ })).toHaveCount(0);
    await fitsWidth(page);
    await markPage(page);
    await saveScreen(page, 'site-home-phone');

    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const link of await nav.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await page.screenshot({ path: 'test-results/screens/site-menu-phone.png' });

    await nav.getByRole('link', { name: 'Calculator' }).click();
    await expect(page).toHaveURL(/\/Calculator$/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByLabel('Loan amount (₱)').fill('5000');
    await expect(page.locator('#total')).toContainText('₱5136.50');
    await fitsWidth(page);
    expect(await samePage(page)).toBe(true);
    await saveScreen(page, 'site-calculator-phone');

    for (const [path, name] of [
      ['/About', 'site-about-phone'],
      ['/Policy', 'site-policy-phone'],
      ['/Loan', 'site-loan-terms-phone'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await fitsWidth(page);
      await saveScreen(page, name);
    }
  });

  test("what a visitor types and taps before the page's scripts are in is not lost: the calculator answers it once the app is there", async ({
    page,
  }) => {
    // The calculator is a page of the public website: its scripts are asked for late (scripts/route-hints-plugin.ts).
    // Here they are held until the visitor has typed and tapped, as on a slow network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/assets\/(?!route-hints-)[^/?]+\.js(\?|$)/, async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await page.goto('/Calculator', { waitUntil: 'domcontentloaded' });
    // The small hints script (not held) keeps the taps from when it has run (it loads async); a tap before even that
    // is lost, as a tap on a page without script would be.
    await expect(page.locator('html[data-early-taps]')).toHaveCount(1);
    const amount = page.getByLabel('Loan amount (₱)');
    const chip = page.getByRole('button', { name: '180 days' });
    await amount.fill('5000');
    await chip.click();
    // The tap asked for the scripts; none has arrived, so the page cannot have answered yet.
    await expect.poll(() => asked).toBeGreaterThan(0);
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#results #total')).toContainText('₱10273.00');
    release();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '91 days' })).toHaveAttribute('aria-pressed', 'false');
    await expect(amount).toHaveValue('5000');
    await expectEstimate(page, { interest: '₱270.00', total: '₱5270.00', instalments: '6', each: '₱878.33' });
    await saveScreen(page, 'site-calculator-early-tap');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("the calculator's estimate for the default amount and period is in the page the server drew", async ({ page }) => {
      await page.goto('/Calculator');
      await expect(page.getByRole('heading', { level: 1, name: 'Loan calculator' })).toBeVisible();
      await expect(page.getByLabel('Loan amount (₱)')).toHaveValue('10000');
      await expect(page.getByRole('button', { name: '91 days' })).toHaveAttribute('aria-pressed', 'true');
      await expectEstimate(page, { interest: '₱273.00', total: '₱10273.00', instalments: '3', each: '₱3424.33' });
      await expect(page.locator('#results #instalment-amount')).toBeVisible();
      await saveScreen(page, 'site-calculator-no-script');
    });
  });

  test("the app's own About us and General Terms and Conditions pages", async ({ page }) => {
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect(page.getByText('support@hatid.ph')).toBeVisible();
    // Not even on the app's own pages in a plain browser: the production build has no developer console.
    await expect(page.getByRole('button', { name: /Native calls/ })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Developer console' })).toHaveCount(0);
    await fitsWidth(page);
    await saveScreen(page, 'about-us');
    await page.goto('/privacyPolicy');
    await expect(page.getByRole('heading', { level: 1, name: 'General Terms and Conditions' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Grievance officer' })).toBeVisible();
    await fitsWidth(page);
    await saveScreen(page, 'privacy-policy');
  });
});

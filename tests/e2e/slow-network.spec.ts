/**
 * Slow networks (issue 28, items 1 and 6) on a 360 × 740 phone with Slow 3G and a 4× slower CPU (Chrome DevTools'
 * throttling over CDP), against the built app and its sandbox lender. Every wait is on order, never on the clock: the
 * app's script, the screen's own copy or the order's data is held (page.route) until what must come before it has been
 * checked. Order details: its title and "Loading your order…" before the app's script runs (the page's first view,
 * drawn by the server: issue 31) and again while the order loads, and never a payment the order did not have (the
 * receipt card). Repayment by code: its code and amount, from the address, in the page's first view before the app's
 * script runs (the screen's document is in the page: it is never fetched). The times these take are the benchmark's
 * (`npm run bench -- --only slow`), not this test's. Screenshots are test-results/screens/slow-*.png.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { saveViewport, useScenario } from '../setup/e2e-page.ts';
import { slowdown, timeouts } from '../setup/timeouts.ts';

const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';

/**
 * How long a wait that spans downloads may take before the test gives up: at 50 KB/s the app's first script alone takes
 * several seconds (the waits still end as soon as what they wait for is there).
 */
const overSlow3g = { timeout: 90_000 * slowdown };
test.setTimeout(4 * timeouts.e2eTest);

let problems: string[] = [];

test.beforeEach(async ({ page }) => {
  problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /React|use\(\)/.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await useScenario(page, 'default');
  // DevTools' Slow 3G (2 s round trip, 50 KB/s each way) and 4× CPU slowdown.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
});

test.afterEach(() => {
  expect(problems, 'console errors and React warnings').toEqual([]);
});

/** Holds the requests matching `pattern` until released: the held one and any later one then go on. */
async function hold(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => (holding ? void held.push(route) : route.continue()));
  return {
    requests: () => held.length,
    release: async () => {
      holding = false;
      // A request the page gave up on meanwhile is gone: continuing it fails, and that is fine.
      await Promise.all(held.splice(0).map((r) => r.continue().catch(() => undefined)));
    },
  };
}

/**
 * From the next page load on, notes whether any of `texts` ever shows in the page (a MutationObserver, so a text drawn
 * and removed between two looks of the test is seen too), and in what: the first time each one shows, whether it was
 * inside a loading view (the screen's data-phase and its skeleton).
 */
async function watchTexts(page: Page, texts: string[]) {
  await page.addInitScript((watched: string[]) => {
    const seen: Record<string, { phase: string | null; inSkeleton: boolean }> = {};
    Object.assign(window, { hatidSeen: seen });
    const look = () => {
      if (!document.body) return;
      for (const text of watched) {
        if (seen[text]) continue;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.includes(text)) continue;
          const element = node.parentElement;
          seen[text] = {
            phase: element?.closest('[data-phase]')?.getAttribute('data-phase') ?? null,
            inSkeleton: Boolean(element?.closest('[data-skeleton]')),
          };
          break;
        }
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  }, texts);
  return () => page.evaluate(() => (window as unknown as { hatidSeen: Record<string, { phase: string | null; inSkeleton: boolean }> }).hatidSeen);
}

test('order details, Slow 3G: the title and "Loading your order…" before the app runs and while the order loads; no payment it never had', async ({
  page,
}) => {
  const seen = await watchTexts(page, ['Payment received', 'Receipt No.', 'Under review']);
  const entry = await hold(page, /\/assets\/index-[\w-]+\.js$/);
  const order = await hold(page, '**/v3/loan-details/loan-details*');
  await page.goto(`/loanDetails?productId=7&orderId=5000021&${session}`, { waitUntil: 'commit' });

  // Before any of the app's script: the page's first view, drawn by the server, with the route's title and words.
  await expect.poll(entry.requests, overSlow3g).toBe(1);
  await expect(page.locator('.h-topbar__title')).toHaveText('Order details', overSlow3g);
  await expect(page.getByRole('status')).toHaveText('Loading your order…', overSlow3g);
  await expect(page.locator('[data-screen="loan-details"]')).toHaveAttribute('data-phase', 'loading');
  await expect(page.locator('[data-skeleton="shaped"]')).toBeVisible();
  await saveViewport(page, 'slow-order-before-script');

  // The app runs; the order's data is still on its way.
  await entry.release();
  await expect.poll(order.requests, overSlow3g).toBe(1);
  await expect(page.locator('[data-screen="loan-details"]')).toHaveAttribute('data-phase', 'loading', overSlow3g);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order details');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your order…' })).toBeVisible();
  await expect(page.locator('[data-skeleton="shaped"]')).toBeVisible();
  await saveViewport(page, 'slow-order-loading');

  await order.release();
  await expect(page.locator('[data-screen="loan-details"]')).toHaveAttribute('data-phase', 'ready', overSlow3g);
  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await saveViewport(page, 'slow-order-loaded');
  // At no moment, loading or loaded, did the page show a payment this order under review never had.
  const shown = await seen();
  expect(shown['Payment received'], 'the receipt card was drawn').toBeUndefined();
  expect(shown['Receipt No.'], 'the receipt card was drawn').toBeUndefined();
  expect(shown['Under review']).toEqual({ phase: 'ready', inSkeleton: false });
});

test('repayment by code, Slow 3G: the code and amount from the address in the first view before the app runs', async ({ page }) => {
  const seen = await watchTexts(page, ['HT500017000001', '₱5.234,00']);
  const copy = await hold(page, '**/screens/repayment-of-code.json*');
  const entry = await hold(page, /\/assets\/index-[\w-]+\.js$/);
  await page.goto(`/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400&${session}`, { waitUntil: 'commit' });
  await expect.poll(entry.requests, overSlow3g).toBe(1);
  // The app's script is held: the page's first view shows the code and the amount (and its title and words) all the same.
  const held = page.locator('[data-screen="repayment-of-code"][data-phase="loading"]');
  await expect(held.locator('#pay-code')).toHaveText('HT500017000001', overSlow3g);
  await expect(held.locator('#amount-value')).toHaveText('₱5.234,00');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Repayment by code');
  await expect(page.getByRole('status').filter({ hasText: 'Loading your payment code…' })).toBeVisible();
  // Drawn for real but inert until the page is in: its buttons look unavailable, not ready for a tap (screen-chrome.css).
  const heldButtons = held.locator('.h-button');
  const heldLooks = await heldButtons.evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
  expect(heldLooks.length).toBeGreaterThan(0);
  expect(new Set(heldLooks)).toEqual(new Set(['0.5']));
  await saveViewport(page, 'slow-code-held');

  await entry.release();
  await expect(page.locator('[data-screen="repayment-of-code"]')).toHaveAttribute('data-phase', 'ready', overSlow3g);
  // The screen's document came in the page: it was never fetched.
  expect(copy.requests()).toBe(0);
  await expect(page.locator('#pay-code')).toHaveText('HT500017000001');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeEnabled();
  expect(await page.getByRole('button', { name: 'Copy' }).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  // Both first showed in the loading view, before the app had run.
  expect(await seen()).toEqual({
    HT500017000001: { phase: 'loading', inSkeleton: true },
    '₱5.234,00': { phase: 'loading', inSkeleton: true },
  });
});

/**
 * Issue 31: every borrower page arrives with its first view drawn by the server, and the app hydrates it. That each
 * path route's first view is hydrated without a warning (still on screen once the app ran, its document not fetched
 * again, order details asking for the order once) is checked in the walk of every route (every-route.spec.ts). Here:
 * a page tampered with on its way is reported as a mismatch, so the watch is not blind; and a #hash route at / is
 * drawn by the app (the server never sees it), from the loading page, never over the home page; a page opened with
 * lang=fil arrives drawn in Filipino and is hydrated, never shown in English first; so does a page opened without lang
 * on a phone in Filipino (Accept-Language) or after a page with lang=fil (the kept choice's cookie).
 */
import { expect, test, type Page } from '@playwright/test';
import { screenReady } from '../setup/e2e-a11y.ts';
import { saveViewport, useScenario } from '../setup/e2e-page.ts';
import { firstViewOnScreen, noteFirstView, watchConsole } from '../setup/e2e-watch.ts';

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';
const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

test('a page that differs from what the app draws is reported as a hydration mismatch', async ({ page }) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  await page.route('**/repaymentOfCode*', async (route) => {
    const answer = await route.fetch();
    const html = (await answer.text()).replace('>Payment code<', '>Tampered code<');
    const headers = Object.fromEntries(Object.entries(answer.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
    await route.fulfill({ status: answer.status(), body: html, headers });
  });
  await page.goto(`/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400&${session}`);
  await expect.poll(() => problems.some((p) => p.includes('hydration mismatch'))).toBe(true);
});

test('a #hash route at / is drawn by the app from the loading page, never over the home page', async ({ page }) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  await page.addInitScript(() => {
    // Whether the home page's heading was ever shown: the hints script hides the drawn home page before the first paint.
    const seen: string[] = [];
    Object.assign(window, { hatidHomeSeen: seen });
    const look = () => {
      const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent?.includes('Short-term loans'));
      if (heading && heading.checkVisibility({ visibilityProperty: true })) seen.push('visible');
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.goto(`/#/payway?productId=7&orderId=5000174&amount=895900&${session}`);
  await expect(page.locator('[data-screen="payway"]')).toHaveAttribute('data-phase', 'ready');
  await expect(page.locator('.h-topbar__title')).toHaveText('Repayment');
  expect(await page.evaluate(() => (window as unknown as { hatidHomeSeen: string[] }).hatidHomeSeen)).toEqual([]);
  await saveViewport(page, 'hydration-hash-route');
  expect(problems).toEqual([]);
});

test('a page opened with lang=fil arrives in Filipino and is hydrated in Filipino, never shown in English first', async ({ page, request }) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  await noteFirstView(page);
  for (const [address, english, filipino] of [
    ['/aboutUs?lang=fil', 'Who we are', 'Sino kami'],
    [`/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400&lang=fil&${session}`, 'Repayment by code', 'Magbayad gamit ang code'],
    [`/loanDetails?productId=7&orderId=5000174&lang=fil&${session}`, 'Order details', 'Detalye ng order'],
  ] as const) {
    // What the phone is sent, before any script: the page in Filipino.
    const html = await (await request.get(address)).text();
    expect(html, address).toMatch(/<html\b[^>]*\slang="fil"/);
    expect(html, address).toContain(filipino);
    await page.goto(address);
    await screenReady(page);
    const kept = await firstViewOnScreen(page);
    expect(kept.connected, `${address}: the page the server drew is still the one on screen`).toBe(true);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.locator('#root')).toContainText(filipino);
    await expect(page.locator('#root h1, #root .h-topbar__title').first()).not.toHaveText(english);
  }
  await saveViewport(page, 'hydration-filipino');
  expect(problems).toEqual([]);
});

/** Opens a page without lang whose HTML the server drew in Filipino, and checks the app hydrated it in Filipino. */
async function hydratedInFilipino(page: Page, address: string, english: string, filipino: string) {
  // What the browser was sent, with its own headers and cookies, before any script: the page in Filipino.
  const html = (await (await page.goto(address))?.text()) ?? '';
  expect(html, address).toMatch(/<html\b[^>]*\slang="fil"/);
  expect(html, address).toContain(filipino);
  await screenReady(page);
  const kept = await firstViewOnScreen(page);
  expect(kept.connected, `${address}: the page the server drew is still the one on screen (hydrated, not drawn afresh)`).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  await expect(page.locator('#root')).toContainText(filipino);
  await expect(page.locator('#root h1, #root .h-topbar__title').first()).not.toHaveText(english);
}

test.describe('on a phone in Filipino', () => {
  test.use({ locale: 'fil-PH' });

  test('a page opened without lang arrives in Filipino and is hydrated in Filipino', async ({ page }) => {
    const problems = watchConsole(page);
    await useScenario(page, 'default');
    await noteFirstView(page);
    expect(await page.evaluate(() => navigator.language)).toMatch(/^fil/);
    await hydratedInFilipino(page, '/aboutUs', 'Who we are', 'Sino kami');
    // A page of the public website (its scripts asked for late, by the hints script).
    await hydratedInFilipino(page, '/About', 'About us', 'Tungkol sa amin');
    await hydratedInFilipino(page, `/loanDetails?productId=7&orderId=5000174&${session}`, 'Order details', 'Detalye ng order');
    expect(problems).toEqual([]);
  });
});

test('after a page opened with lang=fil, a later page without lang arrives in Filipino and is hydrated in Filipino', async ({ page }) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  await noteFirstView(page);
  await page.goto('/aboutUs?lang=fil');
  await screenReady(page);
  // The choice is kept for the server: a cookie holding only the language, for the whole site.
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name === 'hatid-lang').map(({ value, path, sameSite }) => ({ value, path, sameSite }))).toEqual([
    { value: 'fil', path: '/', sameSite: 'Lax' },
  ]);
  await hydratedInFilipino(
    page,
    `/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400&${session}`,
    'Repayment by code',
    'Magbayad gamit ang code',
  );
  expect(problems).toEqual([]);
});

test("bank binding, whose data only fills in its form, is painted before the app's scripts are asked for; its call leaves first, an early Back is kept, and it hydrates", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  await noteFirstView(page);
  // A page before it, for Back to go back to.
  await page.goto('/aboutUs');
  await screenReady(page);
  // The app's scripts held until the borrower has tapped, as on a slow network (the hints script and the first-call
  // module, with what it imports, are not held: they are what the page names in its head).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(/\/assets\/(?!route-hints-|first-call-|boot-|rolldown-runtime-)[^/?]+\.js(\?|$)/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/bind-card/card-init')) calls.push(r.url());
  });
  // When the page names the app's entry (parsed from its HTML or added by a script), on the page's own clock.
  await page.addInitScript(() => {
    const named: number[] = [];
    Object.assign(window, { hatidEntryNamed: named });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element && /\/assets\/index-[^/]+\.js/.test(node.getAttribute('src') ?? node.getAttribute('href') ?? ''))
            named.push(performance.now());
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(`/bindBank?productId=7&${session}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-early-taps]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment account information');
  // The form's call has left without the app (the first-call module), the app's scripts still held.
  await expect.poll(() => calls.length).toBe(1);
  // The app's scripts were asked for once the heading was painted (its largest paint), not by the page's head.
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  const order = await page.evaluate(async () => {
    // Largest paints are read through an observer (buffered), never from the performance timeline.
    const lcp = await new Promise<(PerformanceEntry & { element?: Element }) | undefined>((resolve) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        resolve(list.getEntries().at(-1));
      }).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    return {
      lcp: lcp?.startTime ?? -1,
      element: lcp?.element?.className ?? '',
      named: (window as unknown as { hatidEntryNamed: number[] }).hatidEntryNamed,
    };
  });
  expect(order.element).toBe('h-topbar__title');
  expect(order.lcp).toBeGreaterThan(0);
  expect(order.named.length).toBeGreaterThan(0);
  expect(Math.min(...order.named)).toBeGreaterThanOrEqual(order.lcp);
  // The form waits inert: nothing of it can be tapped. Back can: the tap is kept and acted on once the app is there.
  await expect(page.locator('[data-skeleton="shaped"]')).toHaveAttribute('inert', '');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/bindBank\?/);
  release();
  await expect(page).toHaveURL(/\/aboutUs$/);
  expect(calls).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('bank binding hydrates the page the server drew and its form works: the answer of the call that left first is drawn', async ({ page }) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  await noteFirstView(page);
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/bind-card/card-init')) calls.push(r.url());
  });
  await page.goto(`/bindBank?productId=7&${session}`);
  await screenReady(page);
  const kept = await firstViewOnScreen(page);
  expect(kept).toEqual({ screen: 'bind-bank', connected: true });
  await expect(page.getByRole('textbox', { name: 'Bank card number' })).toBeVisible();
  // Asked once: by the first-call module, its answer taken by the app.
  expect(calls).toHaveLength(1);
  await page.getByRole('textbox', { name: 'Bank card number' }).fill('4111111111111111');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('textbox', { name: 'ID number' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Bank card number' })).not.toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);
});

test("a receipt's time on a server-drawn page is the phone's: hydrated without a mismatch, in the phone's time zone", async ({ page }) => {
  const problems = watchConsole(page);
  await useScenario(page, 'default');
  await noteFirstView(page);
  // 10:40:00 UTC is 18:40:00 on a phone in Manila (playwright.config.ts); the server may run in any zone.
  await page.goto(`/loanDetails?productId=7&orderId=5000174&paidAmount=523400&paidAt=1764412800000&paidWith=BDO&repayRecordId=R1&${session}`);
  await screenReady(page);
  const kept = await firstViewOnScreen(page);
  expect(kept.connected, 'the page the server drew is still the one on screen').toBe(true);
  await expect(page.locator('#receipt-time')).toContainText('2025-11-29 18:40:00');
  expect(problems).toEqual([]);
});

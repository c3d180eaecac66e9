/**
 * Issue 31: every borrower page arrives with its first view drawn by the server, and the app hydrates it. On every path
 * route of screens/routes.json (its example query and a session), the journey fails on any console error or React
 * warning (a hydration mismatch is logged by app/hydrate.ts), checks that the page the server drew is the one
 * still on screen once the app has run (hydrated, not drawn again), that the screen's document was not fetched a second
 * time, and that order details asked the lender for the order once (the first-call module's request, handed to the
 * app). A page tampered with on its way is reported as a mismatch: the watch is not blind. A #hash route at / is drawn
 * by the app (the server never sees it), from the loading page, never over the home page.
 */
import { expect, test, type Page } from '@playwright/test';
import routes from '../../screens/routes.json' with { type: 'json' };
import { saveViewport, useScenario } from '../setup/e2e-page.ts';

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';
const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

declare global {
  interface Window {
    hatidFirstView?: { root: Element | null; screen: string | null };
  }
}

/** Console errors, page errors and React's warnings of this page. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /React|hydrat/i.test(m.text()))) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Notes, once the HTML is parsed and before the app runs, the page the server drew. */
async function noteFirstView(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      window.hatidFirstView = {
        root: document.querySelector('#root > .h-page'),
        screen: document.documentElement.getAttribute('data-first-view'),
      };
    });
  });
}

const settled = (page: Page) => expect(page.locator('[data-phase="ready"], [data-phase="failed"]').first()).toBeVisible();

const pathRoutes = (routes as { path: string; screen: string; example?: string; public?: boolean }[]).filter((r) => !r.path.startsWith('#'));

for (const route of pathRoutes) {
  const query = [route.example?.replace(/^\?/, ''), route.public ? '' : session].filter(Boolean).join('&');
  const address = `${route.path}${query ? `?${query}` : ''}`;
  test(`${address}: the server's first view is hydrated, without a warning`, async ({ page }) => {
    const problems = watchProblems(page);
    await useScenario(page, 'default');
    await noteFirstView(page);
    const documents: string[] = [];
    const orderCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/screens/')) documents.push(r.url());
      if (r.url().includes('/v3/loan-details/loan-details')) orderCalls.push(r.url());
    });
    await page.goto(address);
    await settled(page);
    const kept = await page.evaluate(() => ({ screen: window.hatidFirstView?.screen, connected: window.hatidFirstView?.root?.isConnected ?? false }));
    expect(kept.screen).toBe(route.screen);
    expect(kept.connected, 'the page the server drew is still the one on screen').toBe(true);
    expect(documents, 'the inlined document was not fetched again').toEqual([]);
    if (route.screen === 'loan-details') expect(orderCalls, 'one call for the order').toHaveLength(1);
    expect(problems).toEqual([]);
  });
}

test('a page that differs from what the app draws is reported as a hydration mismatch', async ({ page }) => {
  const problems = watchProblems(page);
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
  const problems = watchProblems(page);
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

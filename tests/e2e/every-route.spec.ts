/**
 * Every route of screens/routes.json, with its example query and a signed-in session (the public website's pages as a
 * visitor opens them, without one), on a small phone (360 × 740), against the built app and its sandbox lender, in one
 * walk that checks each drawn screen for everything a route must never have: a serious or critical axe problem (WCAG
 * 2.0–2.2 A and AA, issue 20), a tap target under 44 × 44 px, a Content-Security-Policy violation (csp.spec.ts has the
 * policy itself), a console error or React warning. On each path route it also checks the server's first view (issue
 * 31): the page the server drew is still the one on screen once the app has run (hydrated, not drawn again), the
 * screen's document was not fetched a second time, and order details asked the lender for the order once (a hydration
 * mismatch is logged by app/hydrate.ts, so the console check catches it; hydration.spec.ts shows that it
 * does). One page per group of routes (each route a fresh load of it) instead of one per route and check: the four
 * walks this replaces loaded every route four times.
 */
import { expect, test } from '@playwright/test';
import routes from '../../screens/routes.json' with { type: 'json' };
import { axeProblems, screenReady, smallTargets } from '../setup/e2e-a11y.ts';
import { useScenario } from '../setup/e2e-page.ts';
import { firstViewOnScreen, noteFirstView, violations, watchConsole, watchCsp } from '../setup/e2e-watch.ts';

const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567&merchantNumber=M-88';

interface Route {
  path: string;
  screen: string;
  example?: string;
  public?: boolean;
}

/** A route the server draws a first view of (a #hash route at / is drawn by the app alone). */
const isPathRoute = (route: Route) => !route.path.startsWith('#');

/** The address of a route with its example query and a signed-in session (none for the public website's pages). */
function addressOf(route: Route): string {
  const visitor = route.public && isPathRoute(route);
  const query = [route.example?.replace(/^\?/, ''), visitor ? '' : session].filter(Boolean).join('&');
  return `${isPathRoute(route) ? '' : '/'}${route.path}${query ? `?${query}` : ''}`;
}

/** The e-wallet page hands the borrower to the e-wallet on a tap: only its policy is checked, not what it draws. */
const leavesTheApp = (route: Route) => route.path.includes('alipayrepayment');

/** The routes in four groups, each walked in one page (two run at a time). */
const groups = [0, 1, 2, 3].map((g) => (routes as Route[]).filter((_r, i) => i % 4 === g));

for (const [g, group] of groups.entries()) {
  test(`every route, group ${g + 1}: ${group.map((r) => r.path).join(' ')}`, async ({ page }) => {
    const cspComplaints = await watchCsp(page);
    const consoleProblems = watchConsole(page);
    await noteFirstView(page);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await useScenario(page, 'default');
    for (const route of group) {
      const before = consoleProblems.length;
      requests.length = 0;
      await page.goto(addressOf(route));
      if (leavesTheApp(route)) {
        await expect(page.locator('main').first(), route.path).toBeVisible();
      } else {
        await screenReady(page);
        if (isPathRoute(route)) {
          const kept = await firstViewOnScreen(page);
          expect.soft(kept.screen, `${route.path}: the server's first view`).toBe(route.screen);
          expect.soft(kept.connected, `${route.path}: the page the server drew is still the one on screen`).toBe(true);
          expect
            .soft(
              requests.filter((url) => url.includes('/screens/')),
              `${route.path}: the inlined document was not fetched again`,
            )
            .toEqual([]);
          if (route.screen === 'loan-details')
            expect
              .soft(
                requests.filter((url) => url.includes('/v3/loan-details/loan-details')),
                `${route.path}: one call for the order`,
              )
              .toHaveLength(1);
          if (route.screen === 'complain-page')
            expect
              .soft(
                requests.filter((url) => url.includes('/user-problem/problem-init')),
                `${route.path}: one call for the complaint types (the page's first call, taken by the app)`,
              )
              .toHaveLength(1);
        }
        // Soft: one walk reports every route's problems, not only the first one's.
        expect.soft(await axeProblems(page), `${route.path}: axe (serious, critical)`).toEqual([]);
        expect.soft(await smallTargets(page), `${route.path}: tap targets under 44 × 44 px`).toEqual([]);
      }
      await page.waitForLoadState('networkidle');
      expect.soft(await violations(page), `${route.path}: CSP violations`).toEqual([]);
      if (!leavesTheApp(route)) expect.soft(consoleProblems.slice(before), `${route.path}: console`).toEqual([]);
    }
    expect(cspComplaints, 'the console’s CSP complaints').toEqual([]);
  });
}

/**
 * Every route of screens/routes.json, with its example query and a signed-in session, on a small phone (360 × 740),
 * against the built app and its sandbox lender, in one walk that checks each drawn screen for everything a route must
 * never have: a serious or critical axe problem (WCAG 2.0–2.2 A and AA, issue 20), a tap target under 44 × 44 px, a
 * Content-Security-Policy violation (csp.spec.ts has the policy itself), a console error or React warning. One page
 * per group of routes (each route a fresh load of it) instead of one per route and check: the three walks this
 * replaces loaded every route three times.
 */
import { expect, test } from '@playwright/test';
import routes from '../../screens/routes.json' with { type: 'json' };
import { axeProblems, screenReady, smallTargets } from '../setup/e2e-a11y.ts';
import { useScenario } from '../setup/e2e-page.ts';
import { violations, watchConsole, watchCsp } from '../setup/e2e-watch.ts';

const phone = { width: 360, height: 740 };
test.use({ viewport: phone, screen: phone });

const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567&merchantNumber=M-88';

interface Route {
  path: string;
  screen: string;
  example?: string;
}

/** The address of a route with its example query and a signed-in session. */
function addressOf(route: Route): string {
  const query = `${route.example ?? ''}${route.example ? '&' : '?'}${session}`;
  return route.path.startsWith('#') ? `/${route.path}${query}` : `${route.path}${query}`;
}

/** The e-wallet page hands the borrower to the e-wallet on a tap: only its policy is checked, not what it draws. */
const leavesTheApp = (route: Route) => route.path.includes('alipayrepayment');

/** The routes in four groups, each walked in one page (two run at a time). */
const groups = [0, 1, 2, 3].map((g) => (routes as Route[]).filter((_r, i) => i % 4 === g));

for (const [g, group] of groups.entries()) {
  test(`every route, group ${g + 1}: ${group.map((r) => r.path).join(' ')}`, async ({ page }) => {
    const cspComplaints = await watchCsp(page);
    const consoleProblems = watchConsole(page);
    await useScenario(page, 'default');
    for (const route of group) {
      const before = consoleProblems.length;
      await page.goto(addressOf(route));
      if (leavesTheApp(route)) {
        await expect(page.locator('main').first(), route.path).toBeVisible();
      } else {
        await screenReady(page);
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

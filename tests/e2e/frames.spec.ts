/**
 * Agreement and privacy frames are sandboxed: a hostile agreement page (served in place of the sandbox lender's
 * contract pages) tries to call the native bridge through its parent, read or rewrite the page, navigate the top window
 * and open a window. None of it works: the bridge is never called and the page stays as it was.
 */
import { expect, test, type Page } from '@playwright/test';
import { useScenario } from '../setup/e2e-page.ts';

const session = 'userId=5512&deviceId=dev-1&appName=hatid';

declare global {
  interface Window {
    bridgeCalls?: string[];
    frameReports?: Record<string, string>[];
  }
}

/** A page whose script tries every way out of its frame and reports what happened to its parent (postMessage works). */
const hostilePage = `<!doctype html><html><head><title>Agreement</title></head><body><h1>Agreement</h1><script>
const report = {};
const attempt = (name, fn) => { try { fn(); report[name] = 'done'; } catch (e) { report[name] = 'blocked: ' + e.name; } };
attempt('parent.android', () => window.parent.android.goHome('{}'));
attempt('top.android', () => top.android.closeWebview('{}'));
attempt('parent.webkit', () => parent.webkit.messageHandlers.goHome.postMessage({}));
attempt('parent.onNativeBack', () => parent.onNativeBack());
attempt('parent.document', () => { parent.document.body.innerHTML = '<p>pwned</p>'; });
attempt('parent.localStorage', () => parent.localStorage.setItem('pwned', '1'));
attempt('own localStorage', () => localStorage.setItem('pwned', '1'));
attempt('cookie', () => { document.cookie = 'pwned=1'; });
attempt('top.location', () => { top.location = 'https://evil.example/'; });
attempt('top.location.href', () => { top.location.href = '/nowhere'; });
attempt('window.open', () => { if (!window.open('https://evil.example/')) throw new Error('no window'); });
parent.postMessage({ hostileFrame: report }, '*');
</script></body></html>`;

/** A fake Android bridge on the app's window that records every call, and a listener for the frame's report. */
async function watchBridge(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const calls: string[] = [];
    window.bridgeCalls = calls;
    window.frameReports = [];
    const record = (name: string) => () => void calls.push(name);
    Object.defineProperty(window, 'android', {
      value: new Proxy({}, { get: (_target, name) => record(`android.${String(name)}`) }),
    });
    Object.defineProperty(window, 'webkit', {
      value: { messageHandlers: new Proxy({}, { get: (_target, name) => ({ postMessage: record(`ios.${String(name)}`) }) }) },
    });
    window.addEventListener('message', (event) => {
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && 'hostileFrame' in data) window.frameReports?.push(data.hostileFrame as Record<string, string>);
    });
  });
  await page.route('**/api/sandbox/contracts/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: hostilePage }));
}

/** Waits for the hostile frame's report, then checks that every way out was blocked and nothing reached the app. */
async function expectContained(page: Page, url: RegExp, heading: string) {
  await expect.poll(() => page.evaluate(() => window.frameReports?.length ?? 0)).toBeGreaterThan(0);
  const [report = {}] = await page.evaluate(() => window.frameReports ?? []);
  expect(Object.keys(report)).toHaveLength(11);
  const escaped = Object.entries(report).filter(
    ([name, outcome]) => !outcome.startsWith('blocked') && !['own localStorage', 'cookie'].includes(name),
  );
  expect(escaped).toEqual([]);
  expect(await page.evaluate(() => window.bridgeCalls)).toEqual([]);
  expect(page.url()).toMatch(url);
  await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.getByText('pwned')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('pwned'))).toBeNull();
  expect(page.context().pages()).toHaveLength(1);
}

test('the privacy policy frame of the website cannot reach the bridge, the page or the top window', async ({ page }) => {
  await watchBridge(page);
  await page.goto('/Policy');
  const frame = page.locator('iframe[title="Privacy Policy Authorization"]');
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  await expectContained(page, /\/Policy$/, 'Privacy Agreement');
});

test('the loan agreement frame cannot reach the bridge, the page or the top window', async ({ page }) => {
  await watchBridge(page);
  await useScenario(page, 'default');
  await page.goto(`/loanAgreement?productId=7&position=0&${session}`);
  await expect(page.locator('iframe[title="Loan Agreement"]')).toHaveAttribute('sandbox', 'allow-scripts');
  await expectContained(page, /\/loanAgreement\?/, 'Loan Agreement');
});

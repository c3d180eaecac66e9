/**
 * Payment hosts are configuration, not a silent default (issue 17, item 8): VITE_HATID_PAYMENT_HOSTS joins the hosts
 * the app may open and frame and the CSP's frame-src; without it the build and the server warn loudly and a provider's
 * payment page is refused. The sandbox serves its checkout on a second host name of the same server
 * (HATID_SANDBOX_PAYMENT_ORIGIN) and sends the borrower back to the app's origin after paying.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { checkUrl } from '../../../renderer/core/url-policy.ts';
import { cspDirectives } from '../../../server/http/content-security-policy.ts';
import { paymentHostsWarning, readHostList } from '../../../server/payment-hosts.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const directive = (env: Record<string, string>, name: string) => cspDirectives(env).find((d) => d.startsWith(`${name} `)) ?? '';

describe('paymentHostsWarning', () => {
  it('is a loud multi-line warning when no payment host is set, naming the variable and an example', () => {
    for (const env of [{}, { VITE_HATID_PAYMENT_HOSTS: '' }, { VITE_HATID_PAYMENT_HOSTS: ' , ' }]) {
      const warning = paymentHostsWarning(env) ?? '';
      expect(warning.split('\n').length).toBeGreaterThanOrEqual(6);
      expect(warning).toMatch(/^={20,}\n {2}WARNING: no payment provider hosts are set \(VITE_HATID_PAYMENT_HOSTS\)\./);
      expect(warning).toContain('repayment.huichao');
      expect(warning).toContain('VITE_HATID_PAYMENT_HOSTS=checkout.gcash.example,.paymongo.example');
    }
  });

  it('names entries that are not host names (an address with https:// or a path), and is quiet when all is well', () => {
    expect(paymentHostsWarning({ VITE_HATID_PAYMENT_HOSTS: 'https://pay.example/checkout' })).toMatch(
      /Not host names, so ignored: https:\/\/pay\.example\/checkout/,
    );
    expect(paymentHostsWarning({ VITE_HATID_PAYMENT_HOSTS: 'pay.example, https://x.example' })).toMatch(/Payment pages open only on: pay\.example\./);
    expect(paymentHostsWarning({ VITE_HATID_PAYMENT_HOSTS: 'checkout.gcash.example, .paymongo.example, localhost' })).toBeNull();
    expect(readHostList(' a.example ,.b.example,, c.example/x ')).toEqual({ hosts: ['a.example', '.b.example'], unusable: ['c.example/x'] });
  });
});

describe('the app and its CSP', () => {
  it('opens a payment page only on a configured payment host (VITE_HATID_PAYMENT_HOSTS joins VITE_HATID_HOSTS)', async () => {
    const page = 'https://checkout.gcash.example/pay/RR70001';
    vi.resetModules();
    const bare = (await import('../../../app/browser-ports.ts')).appUrlPolicy();
    expect(checkUrl(page, bare)).toEqual({ ok: false, reason: 'The host checkout.gcash.example is not on the allowed list.' });

    vi.stubEnv('VITE_HATID_PAYMENT_HOSTS', 'checkout.gcash.example, .paymongo.example');
    vi.resetModules();
    const configured = (await import('../../../app/browser-ports.ts')).appUrlPolicy();
    expect(configured.hosts).toEqual([window.location.hostname, 'checkout.gcash.example', '.paymongo.example']);
    expect(checkUrl(page, configured)).toMatchObject({ ok: true });
    expect(checkUrl('https://pay.paymongo.example/c/1', configured)).toMatchObject({ ok: true });
    expect(checkUrl('https://paymongo.example.evil.example/c/1', configured)).toMatchObject({ ok: false });
    // Payment hosts are not picture hosts.
    expect(configured.imageHosts).not.toContain('checkout.gcash.example');
  });

  it('frames from payment hosts are allowed by the CSP; pictures from them are not', () => {
    const env = { VITE_HATID_HOSTS: 'help.example', VITE_HATID_PAYMENT_HOSTS: 'checkout.gcash.example,.paymongo.example' };
    expect(directive(env, 'frame-src')).toBe("frame-src 'self' help.example checkout.gcash.example paymongo.example *.paymongo.example");
    expect(directive(env, 'img-src')).toBe("img-src 'self' data: help.example");
    expect(directive({}, 'frame-src')).toBe("frame-src 'self'");
  });
});

describe('the sandbox on a second host name (HATID_SANDBOX_PAYMENT_ORIGIN)', () => {
  const app = 'http://127.0.0.1:4173';
  const provider = 'http://localhost:4173';

  function setup(paymentOrigin?: string) {
    const sandbox = createSandbox(paymentOrigin === undefined ? {} : { paymentOrigin });
    // One server under two names: the app calls it as 127.0.0.1, the payment page is asked for as localhost.
    const fetcher: typeof fetch = (input, init) => sandbox.fetch(new Request(input, init));
    const api = createApi({ baseURL: `${app}/api`, fetch: fetcher });
    return { sandbox, api };
  }

  it('answers payment pages on the payment origin; paying there sends the borrower back to the app’s origin', async () => {
    const { sandbox, api } = setup(`${provider}/`);
    const wallet = await api.call('repayment.huichao', { userId: '5512', orderId: '5000174', amount: 895900 }, { query: {} });
    const url = wallet.ok ? (wallet.data as { url: string }).url : '';
    expect(url).toMatch(new RegExp(`^${provider}/api/sandbox/checkout/RR\\d+\\?return=${encodeURIComponent(app).replace(/\./g, '\\.')}$`));
    const generated = await api.call(
      'repayment.generate',
      { productId: '7', orderId: '5000170', amount: 171217, channelNumber: '90014' },
      { query: {} },
    );
    expect(generated.ok ? (generated.data as { payUrl: string }).payUrl : '').toMatch(
      new RegExp(`^${provider}/api/sandbox/checkout/RR\\d+\\?return=`),
    );

    const page = await sandbox.fetch(new Request(url));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`form-action 'self' ${app};`);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    expect(action).toMatch(/^\/api\/sandbox\/checkout\/RR\d+\/pay\?return=/);
    const paid = await sandbox.fetch(new Request(new URL(action, provider), { method: 'POST' }));
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`^${app.replace(/\./g, '\\.')}/loanDetails\\?productId=\\d+&orderId=5000174$`));
  });

  it('without it (or with something that is not an origin) checkout pages stay on the app’s own origin, as before', async () => {
    for (const origin of [undefined, 'localhost:4173', 'http://localhost:4173/path']) {
      const { api } = setup(origin);
      const wallet = await api.call('repayment.huichao', { userId: '5512', orderId: '5000174', amount: 895900 }, { query: {} });
      expect(wallet.ok ? (wallet.data as { url: string }).url : '', String(origin)).toMatch(/^\/api\/sandbox\/checkout\/RR\d+$/);
    }
  });

  it('a return address that is not an origin is ignored (no redirect elsewhere)', async () => {
    const { sandbox, api } = setup(provider);
    const wallet = await api.call('repayment.huichao', { userId: '5512', orderId: '5000174', amount: 895900 }, { query: {} });
    const id = /RR\d+/.exec(wallet.ok ? (wallet.data as { url: string }).url : '')?.[0] ?? '';
    const paid = await sandbox.fetch(
      new Request(`${provider}/api/sandbox/checkout/${id}/pay?return=${encodeURIComponent('https://evil.example/x?')}`, { method: 'POST' }),
    );
    expect(paid.headers.get('location')).toMatch(/^\/loanDetails\?productId=\d+&orderId=5000174$/);
  });
});

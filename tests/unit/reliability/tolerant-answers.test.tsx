/**
 * Tolerant answers (issue 17, item 7): entity schemas require only what a screen cannot be drawn without. A rollover
 * answer with exactly the fields spec section 7 lists for /consumerism/fai (no repayAmount, no detail) draws the rollover
 * page and pays the rollover amount, which the code page shows as Total Payment; a promotion template holding only
 * `id` draws the register page and a visitor registers. A missing expected field hides its part of the page and is
 * logged with its JSON Pointer.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failureMessages } from '../../../adapters/http/read-answer.ts';
import { showRewritten, type Rewrite } from '../../support/rewritten-screen.tsx';

const section7 = ['delayInfo', 'productName', 'repayDate', 'productLogo', 'repayPlan', 'repayList', 'noticeMsg', 'defDetail', 'isShowReyTop'];
type Body = Record<string, unknown>;
const only = (o: unknown, keys: string[]) => Object.fromEntries(Object.entries(o as Body).filter(([k]) => keys.includes(k)));
/** The answer at `path` with its data replaced. */
const dataAt =
  (suffix: string, data: (old: unknown) => unknown): Rewrite =>
  (path, body) =>
    path.endsWith(suffix) ? { ...body, data: data(body.data) } : body;

const rollover = { productId: '7', orderId: '5000175' };
const promo = { id: '1', user_from: 'fb', utm_tag: 'nov', app_from: 'hatid' };

describe('the rollover page (/consumerism/fai)', () => {
  it('draws from exactly the section 7 fields and pays the rollover amount; the code page shows it as Total Payment', async () => {
    const shown = await showRewritten(
      '/repaymentDelay',
      rollover,
      'default',
      dataAt('/consumerism/fai', (d) => only(d, section7)),
    );
    expect(await screen.findByText('Extend your repayment date by 7 days')).toBeTruthy();
    const amount = document.querySelector('#delay-amount')?.textContent ?? '';
    expect(amount).toMatch(/^₱[\d.]+,\d{2}$/);
    // The date sits in a span of its own (kept on one line), so the sentence is read from the paragraph's whole text.
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && /^Your next payment date is \d{4}-\d{2}-\d{2}$/.test(el.textContent ?? '')),
    ).toBeTruthy();
    expect(screen.getByText('Extension fee')).toBeTruthy();
    expect(screen.queryByText(failureMessages.unreadable)).toBeNull();
    // No detail lines (the answer has none); nothing the section 7 list holds is reported missing.
    expect(screen.queryByText('Loan amount')).toBeNull();
    expect(shown.apiLogs).toEqual([]);

    await shown.user.click(screen.getByRole('button', { name: /^Payment Method/ }));
    await shown.user.click(within(screen.getByRole('dialog', { name: 'Payment Method' })).getByRole('button', { name: 'Cebuana Lhuillier' }));
    await shown.user.click(screen.getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(shown.ports.opened).toHaveLength(1));
    const generate = shown.ports.calls.find((c) => c.endpoint === 'repayment.generate');
    const info = shown.ports.saved.device.get('repayInfo') as Body;
    expect(info).toMatchObject({ orderId: '5000175', delayAmount: expect.any(Number) });
    expect(info.repayAmount).toBeUndefined();
    expect(generate?.payload).toMatchObject({ amount: info.delayAmount, isDelay: 1 });
    expect(shown.ports.opened[0]).toMatch(/^\/repaymentOfCode2\?/);
    document.body.innerHTML = '';

    // The code page reads what the rollover page saved: Total Payment falls back to the rollover amount.
    await showRewritten('/repaymentOfCode2', rollover, 'default', (_p, b) => b, { saved: { repayInfo: info } });
    const total = await screen.findByText('Total Payment');
    expect(total.closest('.h-cell')?.textContent).toContain(amount);
  });

  it('with only the extension amount: the page draws, the parts without data are hidden, each gap logged by pointer', async () => {
    const shown = await showRewritten(
      '/repaymentDelay',
      rollover,
      'default',
      dataAt('/consumerism/fai', () => ({ delayInfo: { delayAmount: 102730 } })),
    );
    expect(await screen.findByText('₱1.027,30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Payment' })).toBeTruthy();
    for (const hidden of ['#delay-title', '#next-date', '#product', '#plan', '#default-pay', '#banner', '#notice'])
      expect(document.querySelector(hidden), hidden).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|Your next payment date/);
    const pointers = ['defDetail', 'isShowReyTop', 'noticeMsg', 'productLogo', 'productName', 'repayDate', 'repayList', 'repayPlan'].map(
      (f) => `/data/${f}`,
    );
    expect(shown.apiLogs.map((l) => l.pointer)).toEqual(pointers);
    for (const log of shown.apiLogs)
      expect(log.message).toBe(`repayment.rollover: the answer has no ${log.pointer} (optional): the part of the page that shows it stays empty`);
  });

  it('without the extension amount it is still refused (the page cannot pay without it), by pointer', async () => {
    const shown = await showRewritten(
      '/repaymentDelay',
      rollover,
      'default',
      dataAt('/consumerism/fai', (d) => ({ ...(d as Body), delayInfo: { title: 'x' } })),
    );
    expect(await screen.findByText(failureMessages.unreadable)).toBeTruthy();
    expect(shown.apiLogs.map((l) => l.pointer)).toEqual(['/data/delayInfo/delayAmount']);
  });
});

describe('the promotion register page (channel-template)', () => {
  it('draws from a template holding only `id`, logs each missing field, and a visitor registers', async () => {
    const shown = await showRewritten(
      '#/agreementTemplate',
      promo,
      'default',
      dataAt('/channel/channel-template', () => ({ id: '1' })),
    );
    const register = await screen.findByRole('button', { name: 'Register' });
    expect(document.querySelector('#banner')).toBeNull();
    expect(document.querySelector('#intro')).toBeNull();
    expect(screen.queryByRole('button', { name: /agreement/i })).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
    expect(shown.apiLogs.map((l) => l.pointer)).toEqual(
      ['agreementTitle', 'agreementUrl', 'appName', 'bannerUrl', 'buttonText', 'downloadUrl', 'subtitle', 'title'].map((f) => `/data/${f}`),
    );

    // The graphic code: draw the picture the page shows (jsdom loads no pictures), then read its characters.
    const src = (await screen.findByRole('img', { name: 'Graphic code picture' })).getAttribute('src') ?? '';
    const picture = new URL(src);
    const sandbox = (path: string) =>
      shown.sandbox.fetch(new Request(`http://sandbox.local${path}`, { headers: { 'x-sandbox-scenario': 'default' } }));
    expect((await sandbox(`${picture.pathname}${picture.search}`)).status).toBe(200);
    const sid = picture.searchParams.get('sid') ?? '';
    const { text } = ((await (await sandbox(`/api/sandbox/captcha/${sid}`)).json()) as { data: { text: string } }).data;

    await shown.user.type(screen.getByLabelText('Mobile number'), '13800000077');
    await shown.user.type(screen.getByLabelText('Graphic code'), text);
    await shown.user.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('The SMS code has been sent.')).toBeTruthy();
    const sms = ((await (await sandbox('/api/sandbox/sms')).json()) as { data: { phone: string; code: string }[] }).data;
    await shown.user.type(screen.getByLabelText('SMS code'), sms.find((s) => s.phone === '13800000077')?.code ?? '');
    await shown.user.click(register);
    await waitFor(() => expect(shown.ports.navigations.at(-1)?.to).toBe('#/downloadTemplate'));
    const registered = ((await (await sandbox('/api/sandbox/registrations')).json()) as { data: { phone: string; fields: Body }[] }).data;
    expect(registered.find((r) => r.phone === '13800000077')?.fields).toMatchObject({ id: '1' });
  });

  it('the download page with only `id`: no banner, no Download button, a plain note instead', async () => {
    await showRewritten(
      '#/downloadTemplate',
      promo,
      'default',
      dataAt('/channel/channel-template', () => ({ id: '1' })),
    );
    expect(await screen.findByText("Find the app in your phone's app store.")).toBeTruthy();
    expect(screen.getByText('Download the app to log in and get your loan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download the app' })).toBeNull();
    expect(document.querySelector('#banner')).toBeNull();
  });
});

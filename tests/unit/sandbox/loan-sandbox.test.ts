// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseURL, sandboxHarness } from './sandbox-harness.ts';
import { legacyAliases } from '../../../adapters/http/field-aliases.ts';
import {
  validateAgreement,
  validateJointLoginErrorInfo,
  validateLoanConfirm,
  validateOrderDetails,
  validateRecommendedProduct,
} from '../../../schemas/generated/api-validators.js';

function setup(scenario = 'default') {
  const { sandbox, api, call, data } = sandboxHarness(scenario);
  return { sandbox, api, call, data };
}

/** Every object key at every depth of a value. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

const wireNames = new Set(legacyAliases.fromWire.keys());
const realNames = new Set(legacyAliases.toWire.keys());

describe('loan confirmation', () => {
  it('answers the confirm data of a product: amount in centavos, term in days, details, instalments, no popups', async () => {
    const { data } = setup();
    const confirm = await data('loanConfirm.detail', { productId: '7' });
    expect(validateLoanConfirm(confirm)).toBe(true);
    expect(confirm).toMatchObject({
      comProductName: 'PesoAgad',
      amount: 500000,
      periods: 91,
      termUnit: 'day',
      pRateDsc: 'Daily interest rate 0.03%',
      sendSms: 0,
      isPopType: 0,
      popTitle: '',
      popContent: '',
      popAgreementUrl: '',
      firstPeriodDay: 30,
    });
    expect(confirm.comProductLogo).toBe(`${baseURL}/sandbox/assets/peso-agad.svg`);
    expect(confirm.details).toEqual(
      expect.arrayContaining([
        { text: 'Received amount', value: '₱4.500,00' },
        { text: 'Loan term', value: '91 days' },
        { text: 'Interest rate', value: '0.03% per day' },
        { text: 'Interest', value: '₱136,50' },
      ]),
    );
    // 91 days: 3 instalments of principal + interest (500000 × 0.0003 × 91 = 13650 centavos).
    expect(confirm.repay_plans).toHaveLength(3);
    expect(confirm.repay_plans.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(513650);
    expect(confirm.repay_plans[0].pay_time).toBe(confirm.firstPayTime);
    expect(confirm.firstPayTime).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(confirm).not.toHaveProperty('NewButtonMsg');
  });

  it('answers the version 2 (legacy) confirm data with the button text, through the renamed wire fields', async () => {
    const { data, call } = setup();
    const confirm = await data('legacy.confirm', { productId: '7' });
    expect(validateLoanConfirm(confirm)).toBe(true);
    expect(confirm).toMatchObject({ comProductName: 'PesoAgad', amount: 500000, NewButtonMsg: 'Get ₱4.500,00 now', NewPopMsg: '' });
    expect(confirm.details[0]).toEqual({ text: 'Loan amount', value: '₱5.000,00' });
    expect(await call('legacy.confirm', { productId: '999' })).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'This loan product could not be found.',
    });
    expect(await call('loanConfirm.detail', { productId: '999' })).toMatchObject({ ok: false, message: 'This loan product could not be found.' });
  });

  it('speaks only substituted names on the legacy wire, both ways', async () => {
    const { sandbox, call } = setup();
    const res = await sandbox.fetch(new Request(`${baseURL}/lgc/qd-confirm`, { method: 'POST', body: new URLSearchParams({ pd: '8' }) }));
    const raw = await res.json();
    expect(raw).toMatchObject({ rc: '00', em: 'success', ah: { cpn: 'Hatid Cash', amt: 850000, pds: 180 } });
    const keys = keysOf(raw);
    // The cost fields have no substituted names (spec section 3 lists none): they travel as they are (loan-cost-sandbox.test.ts).
    const unsubstituted = new Set(['receivedAmount', 'serviceFee', 'repayTotal']);
    expect([...keys].filter((k) => !wireNames.has(k) && !unsubstituted.has(k))).toEqual([]);
    expect([...keys].filter((k) => realNames.has(k))).toEqual([]);
    expect(keys.has('comProductName')).toBe(false);

    await call('legacy.push', { productId: '7', amount: 500000, periods: 91, termUnit: 'day' });
    const sent = sandbox.requests.at(-1);
    expect(sent?.body).toMatchObject({ pd: '7', amt: '500000', pds: '91', tu: 'day', src: 'h5' });
    expect(sent?.body).not.toHaveProperty('productId');

    const failed = await (
      await sandbox.fetch(new Request(`${baseURL}/lgc/qd-product-click`, { method: 'POST', body: new URLSearchParams({ pd: '404' }) }))
    ).json();
    expect(failed).toEqual({ rc: '01', em: 'This product could not be found.', ah: null });
  });
});

describe('agreements', () => {
  const titles = ['Loan Agreement', 'Privacy Policy Authorization', 'Repayment Reminder Service Agreement'];

  it('lists three agreements by v3 (data.data) and by the legacy call (attach.list)', async () => {
    const { data, sandbox } = setup();
    for (const name of ['contract.list', 'legacy.contract']) {
      const list = await data<{ title: string }[]>(name, { productId: '7' });
      expect(list.every((a) => validateAgreement(a))).toBe(true);
      expect(list.map((a) => a.title)).toEqual(titles);
    }
    expect(sandbox.requests.at(-1)).toMatchObject({ method: 'GET', query: expect.objectContaining({ pd: '7', sn: '3' }) });
  });

  it('jumps to a served HTML agreement page with a strict CSP; unknown positions fail or 404', async () => {
    const { data, call, sandbox } = setup();
    for (const name of ['contract.jump', 'legacy.contractJump']) {
      const jump = await data(name, { productId: '7', position: 1, orderId: '' });
      expect(jump).toEqual({ contract_url: `${baseURL}/sandbox/contracts/1` });
    }
    const page = await sandbox.fetch(new Request(`${baseURL}/sandbox/contracts/0`));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const html = await page.text();
    expect(html).toContain('<h1>Loan Agreement</h1>');
    expect(html).toContain('91 to 365 calendar days');
    expect((await sandbox.fetch(new Request(`${baseURL}/sandbox/contracts/9`))).status).toBe(404);
    expect((await sandbox.fetch(new Request(`${baseURL}/sandbox/contracts/abc`))).status).toBe(404);
    expect(await call('contract.jump', { productId: '7', position: 7 })).toMatchObject({ ok: false, message: 'This agreement could not be found.' });
  });
});

describe('loan push', () => {
  it('creates an order under review that the order page shows, by v3 and by the legacy call', async () => {
    const { data } = setup();
    const v3 = await data('loanConfirm.push', { productId: '8', amount: 850000, periods: 180, termUnit: 'day' });
    expect(v3).toEqual({ lendDetailsUrl: '/loanDetails?productId=8&orderId=5001001' });
    const order = await data('loanDetails.detail', { productId: '8', orderId: '5001001' });
    expect(validateOrderDetails(order)).toBe(true);
    expect(order).toMatchObject({ orderStatus: '21', noticeStatusText: 'Under review', productName: 'Hatid Cash' });
    expect(order.userOrderDetail.detail[0]).toEqual({ text: 'Loan amount', value: '₱8.500,00' });
    const legacy = await data('legacy.push', { productId: '7', amount: 500000, periods: 91, termUnit: 'day' });
    expect(legacy).toEqual({ lendDetailsUrl: '/loanDetails?productId=7&orderId=5001002' });
    expect(await data('loanDetails.detail', { orderId: '5001002' })).toMatchObject({ orderStatus: '21', productName: 'PesoAgad' });
  });

  it('refuses amounts and terms that are not positive numbers, and every push in push-refused', async () => {
    const { call } = setup();
    expect(await call('loanConfirm.push', { productId: '7', amount: 'abc', periods: 91 })).toMatchObject({
      ok: false,
      message: 'The loan amount must be a positive number.',
    });
    expect(await call('legacy.push', { productId: '7', amount: 500000, periods: 0 })).toMatchObject({
      ok: false,
      message: 'The loan term must be a positive number of days.',
    });
    const refused = setup('push-refused');
    for (const name of ['loanConfirm.push', 'legacy.push']) {
      expect(await refused.call(name, { productId: '7', amount: 500000, periods: 91, termUnit: 'day' })).toMatchObject({
        ok: false,
        kind: 'business',
        message: 'Your loan application could not be accepted right now.',
      });
    }
  });
});

describe('order details', () => {
  const table: [string, string, string, string][] = [
    ['5000021', '21', '0', 'Under review'],
    ['5000110', '110', '0', 'Loan failed'],
    ['5000151', '151', '0', 'Disbursing'],
    ['5000170', '170', '0', 'Repaying'],
    ['5000174', '174', '0', 'Repayment due'],
    ['5000175', '174', '1', 'Repayment due'],
    ['5000180', '180', '0', 'Overdue'],
    ['5000181', '180', '1', 'Overdue'],
    ['5000200', '200', '0', 'Finished'],
    ['5000999', '999', '0', 'Processing'],
  ];

  it.each(table)('order %s has status %s, isDelay %s and title %s, without flags by default', async (orderId, status, isDelay, title) => {
    const { data } = setup();
    const order = await data('loanDetails.detail', { productId: '7', orderId });
    expect(validateOrderDetails(order)).toBe(true);
    expect(order).toMatchObject({
      orderStatus: status,
      isDelay,
      noticeStatusText: title,
      isScore: 0,
      playeduL: '',
      reyMsg: '',
      KindTipsMsg: '',
      cardNeedPop: 0,
      cardPopTitle: '',
      cardPopMsg: '',
      telephone: '0288881234',
    });
    expect(order.noticeDesText).not.toBe('');
    expect(order.recProducts).toHaveLength(3);
    expect(order.recProducts.every((p: unknown) => validateRecommendedProduct(p))).toBe(true);
  });

  it('answers an unknown order with a business failure', async () => {
    const { call } = setup();
    expect(await call('loanDetails.detail', { productId: '7', orderId: '42' })).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'This order could not be found.',
    });
  });

  it.each([
    ['order-rating', '5000200', { isScore: 1 }],
    ['order-kind-tips', '5000170', { KindTipsMsg: expect.stringMatching(/^Repay on or before your due date/) }],
    ['order-bind-card', '5000151', { cardNeedPop: 1, cardPopTitle: 'Bind your bank card', cardPopMsg: expect.stringContaining('bank account') }],
    ['order-redirect', '5000170', { playeduL: '/customerService' }],
    ['order-redirect', '5000021', { playeduL: '/customerService' }],
    ['order-withdraw', '5000021', { reyMsg: expect.stringContaining('Withdraw'), playeduL: '/confirmLoan?productId=7' }],
    ['order-withdraw', '5000170', { reyMsg: '', playeduL: '' }],
    ['order-no-phone', '5000174', { telephone: '' }],
  ])('%s sets its flag on order %s', async (scenario, orderId, expected) => {
    const { data } = setup(scenario);
    const order = await data('loanDetails.detail', { orderId });
    expect(validateOrderDetails(order)).toBe(true);
    expect(order).toMatchObject(expected);
  });
});

describe('confirm scenarios', () => {
  it('confirm-popup-agreement sets the popup agreement (a served page) and the Point out texts', async () => {
    const { data, sandbox } = setup('confirm-popup-agreement');
    for (const name of ['loanConfirm.detail', 'legacy.confirm']) {
      const confirm = await data(name, { productId: '7' });
      expect(confirm).toMatchObject({ isPopType: 1, popTitle: 'Point out', popAgreementUrl: `${baseURL}/sandbox/contracts/0` });
      expect(confirm.popContent).not.toBe('');
    }
    expect((await sandbox.fetch(new Request(`${baseURL}/sandbox/contracts/0`))).status).toBe(200);
  });

  it('confirm-promo sets the version 2 promotional popup text', async () => {
    const { data } = setup('confirm-promo');
    expect(await data('legacy.confirm', { productId: '7' })).toMatchObject({
      NewPopMsg: 'Limited offer: repay on time and your next loan limit goes up',
    });
  });
});

describe('joint login and tracking', () => {
  it('answers the joint-login error info with recommended products, one disabled', async () => {
    const { data } = setup();
    const info = await data('unionError.info');
    expect(validateJointLoginErrorInfo(info)).toBe(true);
    expect(info.errMessage).toBe('Your account could not be linked to the partner app. Please try again later.');
    expect(info.recProducts.map((p: { buttonEnabled: number }) => p.buttonEnabled)).toEqual([1, 1, 0]);
    expect(info.recProducts[0]).toMatchObject({
      productId: '7',
      amountRange: '₱2.000,00 - ₱20.000,00',
      rangeDescription: 'Loan amount',
      rate: '0.03%/day',
    });
  });

  it('records event.save, google-score and product clicks; refuses unknown and disabled products', async () => {
    const { call, sandbox } = setup();
    expect(await call('event.save', { productId: '7', moduleId: 30, positionId: 2 })).toEqual({ ok: true, data: null });
    expect(await call('loanDetails.googleScore', {})).toEqual({ ok: true, data: null });
    expect(await call('legacy.productClick', { productId: '8' })).toEqual({ ok: true, data: { productId: '8' } });
    expect(await call('legacy.productClick', { productId: '404' })).toMatchObject({ ok: false, message: 'This product could not be found.' });
    expect(await call('legacy.productClick', { productId: '9' })).toMatchObject({ ok: false, message: 'This product is not available right now.' });
    const events = (await (await sandbox.fetch(new Request(`${baseURL}/sandbox/events`))).json()) as { data: unknown[] };
    expect(events.data).toEqual([
      expect.objectContaining({ endpoint: 'event.save', fields: { productId: '7', moduleId: '30', positionId: '2' } }),
      expect.objectContaining({ endpoint: 'loanDetails.googleScore', fields: { score: '5' } }),
      expect.objectContaining({ endpoint: 'legacy.productClick', fields: { productId: '8' } }),
    ]);
  });

  it('server-error fails the loan calls too, legacy ones under wire names', async () => {
    const { call, sandbox } = setup('server-error');
    expect(await call('legacy.confirm', { productId: '7' })).toMatchObject({
      ok: false,
      message: 'The service is busy right now. Please try again later.',
    });
    const raw = await (await sandbox.fetch(new Request(`${baseURL}/lgc/qd-confirm`, { method: 'POST' }))).json();
    expect(raw).toEqual({ rc: '01', em: 'The service is busy right now. Please try again later.', ah: null });
  });
});

describe('scenario list', () => {
  it('names the loan scenarios', () => {
    expect(sandboxHarness().sandbox.scenarios).toEqual(
      expect.arrayContaining([
        'order-rating',
        'order-kind-tips',
        'order-bind-card',
        'order-redirect',
        'order-withdraw',
        'order-no-phone',
        'confirm-popup-agreement',
        'confirm-promo',
        'push-refused',
      ]),
    );
  });
});

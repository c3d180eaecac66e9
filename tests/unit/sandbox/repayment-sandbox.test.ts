// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { baseURL, sandboxHarness, type HarnessOptions } from './sandbox-harness.ts';
import { scenarioList } from '../../../adapters/sandbox/scenarios.ts';
import {
  validateBankCard,
  validateGeneratedPayment,
  validateInstalmentInfo,
  validatePayChannel,
  validateRepaymentCommit,
  validateRepaymentWay,
  validateRolloverInfo,
} from '../../../schemas/generated/api-validators.js';

function setup(scenario = 'default', options: HarnessOptions = {}) {
  const { sandbox, api, call, data, get } = sandboxHarness(scenario, options);
  const payments = async () => ((await (await get('/sandbox/payments')).json()) as { data: any[] }).data;
  const status = async (orderId: string) => (await data('loanDetails.detail', { orderId })).orderStatus as string;
  /** Loads the cards and commits a card payment of the order with the first card. */
  const commit = async (orderId: string, extra: Record<string, unknown> = {}) => {
    const way = await data('repayment.way', { orderId });
    const card = way.bankCards[0];
    return call('repayment.commit', {
      amount: '',
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId,
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0,
      ...extra,
    });
  };
  /** Pays the order by card with the SMS code. */
  const payByCard = async (orderId: string) => {
    const res = await commit(orderId);
    if (!res.ok) throw new Error(`commit failed: ${res.message}`);
    const { repayRecordId } = res.data as { repayRecordId: string };
    return call('repayment.confirm', { orderId, verifyCode: '123456', repaymentRecordId: repayRecordId });
  };
  return { sandbox, api, call, data, get, payments, status, commit, payByCard };
}

const repaymentScenarios = [
  'repay-no-sms',
  'repay-confirm-twice',
  'repay-commit-fails',
  'repay-commit-fails-silent',
  'repay-cards-fail',
  'repay-cards-fail-silent',
  'repay-no-cards',
  'repay-no-wallet',
  'repay-plain',
  'generate-fails',
];

describe('repayment way', () => {
  it('answers three bank cards with whole card numbers, the e-wallet option and a repayToken per call', async () => {
    const { data } = setup();
    const way = await data('repayment.way', { orderId: '5000170' });
    expect(validateRepaymentWay(way)).toBe(true);
    expect(way.alipay).toBe(1);
    expect(way.bankCards.every((c: unknown) => validateBankCard(c))).toBe(true);
    expect(way.bankCards.map((c: { bankName: string }) => c.bankName)).toEqual(['BDO Unibank', 'BPI', 'UnionBank of the Philippines']);
    expect(way.bankCards.map((c: { bankCode: string }) => c.bankCode)).toEqual(['BDO', 'BPI', 'UBP']);
    for (const card of way.bankCards) expect(card.cardNo).toMatch(/^\d{16}$/);
    expect(way.repayToken).not.toBe('');
    expect((await data('repayment.way', { orderId: '5000170' })).repayToken).not.toBe(way.repayToken);
  });

  it('answers orders with nothing to repay and unknown orders with a failure', async () => {
    const { call } = setup();
    for (const orderId of ['5000021', '5000110', '5000151', '5000200', '5000999']) {
      expect(await call('repayment.way', { orderId })).toMatchObject({
        ok: false,
        kind: 'business',
        message: 'This order has nothing to repay right now.',
      });
    }
    expect(await call('repayment.way', { orderId: '42' })).toMatchObject({ ok: false, message: 'This order could not be found.' });
    for (const orderId of ['5000170', '5000174', '5000175', '5000180', '5000181']) {
      expect(await call('repayment.way', { orderId })).toMatchObject({ ok: true });
    }
  });

  it('repay-no-cards has no cards but the e-wallet; repay-no-wallet has the cards without the e-wallet', async () => {
    expect(await setup('repay-no-cards').data('repayment.way', { orderId: '5000170' })).toMatchObject({ alipay: 1, bankCards: [] });
    const noWallet = await setup('repay-no-wallet').data('repayment.way', { orderId: '5000170' });
    expect(noWallet.alipay).toBe(0);
    expect(noWallet.bankCards).toHaveLength(3);
  });

  it('repay-cards-fail fails with its message; repay-cards-fail-silent falls back to the catalog default', async () => {
    expect(await setup('repay-cards-fail').call('repayment.way', { orderId: '5000170' })).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'Bank cards are under maintenance. Please try again later.',
    });
    expect(await setup('repay-cards-fail-silent').call('repayment.way', { orderId: '5000170' })).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'Your bank cards could not be loaded. Please try again.',
    });
  });
});

describe('card repayment', () => {
  it('commits with needValid 1, refuses a wrong code (800006), takes 123456, then answers 800005; the order is finished', async () => {
    const { call, commit, data, payments, status } = setup();
    const res = await commit('5000174');
    expect(res.ok).toBe(true);
    const committed = res.ok ? (res.data as { needValid: number; repayRecordId: string }) : undefined;
    expect(validateRepaymentCommit(committed)).toBe(true);
    expect(committed?.needValid).toBe(1);
    expect(committed?.repayRecordId).toMatch(/^RR\d+$/);
    const confirm = { orderId: '5000174', repaymentRecordId: committed?.repayRecordId };
    expect(await call('repayment.confirm', { ...confirm, verifyCode: '654321' })).toEqual({
      ok: false,
      kind: 'business',
      message: 'Wrong verification code',
      code: 800006,
    });
    expect(await status('5000174')).toBe('174');
    // The order lists the card payment as pending (waiting for its code), by its repayRecordId and card.
    const card = { id: committed?.repayRecordId, amount: 895900, way: 'BDO Unibank **** 5678', purpose: 'repayment' };
    expect((await data('loanDetails.detail', { orderId: '5000174' })).payments).toEqual([expect.objectContaining({ ...card, status: 'pending' })]);
    expect(await call('repayment.confirm', { ...confirm, verifyCode: '123456' })).toEqual({ ok: true, data: null });
    expect((await data('loanDetails.detail', { orderId: '5000174' })).payments).toEqual([expect.objectContaining({ ...card, status: 'paid' })]);
    expect(await status('5000174')).toBe('200');
    expect(await call('repayment.confirm', { ...confirm, verifyCode: '123456' })).toEqual({
      ok: false,
      kind: 'business',
      message: 'Do not submit the payment request twice',
      code: 800005,
    });
    expect(await payments()).toEqual([
      expect.objectContaining({
        id: committed?.repayRecordId,
        orderId: '5000174',
        method: 'card',
        cardId: '3101',
        bankName: 'BDO Unibank',
        amount: 895900,
        status: 'paid',
      }),
    ]);
    expect(await call('repayment.way', { orderId: '5000174' })).toMatchObject({ ok: false, message: 'This order has nothing to repay right now.' });
  });

  it('needs the repayToken of the last repayment-way call', async () => {
    const { call, data, commit } = setup();
    const expired = 'Your payment session has expired. Please go back and try again.';
    expect(await commit('5000170', { repayToken: '' })).toMatchObject({ ok: false, message: expired });
    expect(await commit('5000170', { repayToken: 'RT-made-up' })).toMatchObject({ ok: false, message: expired });
    const old = await data('repayment.way', { orderId: '5000170' });
    await data('repayment.way', { orderId: '5000170' });
    const card = old.bankCards[1];
    const payment = {
      amount: 171217,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId: '5000170',
      bankCode: card.bankCode,
      sendMsg: 0,
    };
    expect(await call('repayment.commit', { ...payment, repayToken: old.repayToken })).toMatchObject({ ok: false, message: expired });
    // A token is for its own order only.
    const other = await data('repayment.way', { orderId: '5000180' });
    expect(await call('repayment.commit', { ...payment, repayToken: other.repayToken })).toMatchObject({ ok: false, message: expired });
    expect(await commit('5000170', { cardId: '9999' })).toMatchObject({ ok: false, message: 'Please choose a bank card.' });
    expect(await commit('5000170', { amount: 'abc' })).toMatchObject({ ok: false, message: 'The repayment amount is not valid.' });
    expect(await commit('5000170', { amount: 171217 })).toMatchObject({ ok: true, data: { needValid: 1 } });
  });

  it('sendMsg 1 sends the code again for the payment still waiting for it', async () => {
    const { commit, payments } = setup();
    const first = await commit('5000170');
    const again = await commit('5000170', { sendMsg: 1 });
    expect(first.ok && again.ok && (again.data as { repayRecordId: string }).repayRecordId).toBe(
      first.ok && (first.data as { repayRecordId: string }).repayRecordId,
    );
    expect(await payments()).toHaveLength(1);
  });

  it('advances an instalment order one period per payment and finishes it after the last', async () => {
    const { data, call, payByCard, status } = setup();
    const line = (info: { detail: { text: string; value: string }[] }) => info.detail.find((l) => l.text === 'Instalment')?.value;
    const first = await data('repayment.instalment', { productId: '7', orderId: '5000170' });
    expect(first).toMatchObject({ repayDate: '2025-06-16', repayAmount: 171217 });
    expect(line(first)).toBe('1 of 3');
    expect(await payByCard('5000170')).toEqual({ ok: true, data: null });
    const second = await data('repayment.instalment', { productId: '7', orderId: '5000170' });
    expect(second).toMatchObject({ repayDate: '2025-07-16', repayAmount: 171217 });
    expect(line(second)).toBe('2 of 3');
    expect(await status('5000170')).toBe('170');
    await payByCard('5000170');
    const third = await data('repayment.instalment', { productId: '7', orderId: '5000170' });
    // The last instalment falls on the loan's due date (the loan date plus its 91 days), not a month after the second.
    expect(third).toMatchObject({ repayDate: '2025-08-15', repayAmount: 171216 });
    expect(line(third)).toBe('3 of 3');
    expect(await status('5000170')).toBe('170');
    await payByCard('5000170');
    expect(await status('5000170')).toBe('200');
    expect(await call('repayment.instalment', { productId: '7', orderId: '5000170' })).toMatchObject({
      ok: false,
      message: 'This order has nothing to repay right now.',
    });
  });

  it('repay-no-sms completes the payment at the commit (needValid 0)', async () => {
    const { commit, status, payments } = setup('repay-no-sms');
    expect(await commit('5000180')).toMatchObject({ ok: true, data: { needValid: 0, repayRecordId: expect.stringMatching(/^RR\d+$/) } });
    expect(await status('5000180')).toBe('200');
    expect((await payments())[0]).toMatchObject({ status: 'paid', amount: 410800 });
  });

  it('repay-confirm-twice answers 800005 even to the right code', async () => {
    const { payByCard, status } = setup('repay-confirm-twice');
    expect(await payByCard('5000174')).toEqual({ ok: false, kind: 'business', message: 'Do not submit the payment request twice', code: 800005 });
    expect(await status('5000174')).toBe('174');
  });

  it('repay-commit-fails fails with its message; repay-commit-fails-silent shows Processing failed', async () => {
    expect(await setup('repay-commit-fails').commit('5000170')).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'This card cannot be used for repayment right now.',
    });
    expect(await setup('repay-commit-fails-silent').commit('5000170')).toMatchObject({ ok: false, kind: 'business', message: 'Processing failed' });
  });

  it('does not confirm unknown payments', async () => {
    const { call } = setup();
    expect(await call('repayment.confirm', { orderId: '5000170', verifyCode: '123456', repaymentRecordId: 'RR1' })).toMatchObject({
      ok: false,
      message: 'This payment could not be found.',
    });
  });
});

describe('idempotency in the sandbox', () => {
  it('a commit retried after its answer was lost is answered from the first attempt: one payment, one period', async () => {
    // Requests: 1 way, 2 commit (answer lost), 3 the retried commit.
    const { call, payments, sandbox, data } = setup('repay-no-sms', { loseAnswerOf: 2 });
    const way = await data('repayment.way', { orderId: '5000170' });
    const card = way.bankCards[0];
    const payload = {
      amount: 171217,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId: '5000170',
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0,
    };
    expect(await call('repayment.commit', payload)).toEqual({ ok: false, kind: 'network', message: 'Error' });
    const retried = await call('repayment.commit', payload);
    expect(retried).toMatchObject({ ok: true, data: { needValid: 0, repayRecordId: (await payments())[0]?.id } });
    const commits = sandbox.requests.filter((r) => r.endpoint === 'repayment.commit');
    expect(commits).toHaveLength(2);
    expect(commits[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(commits[1]?.headers['idempotency-key']).toBe(commits[0]?.headers['idempotency-key']);
    expect(await payments()).toHaveLength(1);
    const instalment = await data('repayment.instalment', { productId: '7', orderId: '5000170' });
    expect(instalment.detail.find((l: { text: string }) => l.text === 'Instalment')?.value).toBe('2 of 3');
  });

  it('a repeated key replays the stored answer (marked), and refuses other details under the same key', async () => {
    const { get, payments } = setup();
    const way = await (await get('/service/loan/repayment-way', { method: 'POST', body: new URLSearchParams({ orderId: '5000174' }) })).json();
    const body = new URLSearchParams({ orderId: '5000174', cardId: '3102', repayToken: way.data.repayToken, amount: '895900' });
    const send = (b: URLSearchParams, key = 'k-1') =>
      get('/service/loan/repayment-commit', { method: 'POST', headers: { 'Idempotency-Key': key }, body: b });
    const first = await send(body);
    const again = await send(body);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const a = await first.json();
    expect(await again.json()).toEqual(a);
    expect(a).toMatchObject({ code: 0, data: { needValid: 1 } });
    expect(await payments()).toHaveLength(1);
    const other = await send(new URLSearchParams({ orderId: '5000174', cardId: '3103', repayToken: way.data.repayToken }));
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 1, message: 'This request was already sent with different details.' });
    // Another key is another request.
    expect(await (await send(body, 'k-2')).json()).toMatchObject({ code: 0 });
    expect(await payments()).toHaveLength(2);
  });
});

describe('e-wallet (huichao)', () => {
  it('answers a served checkout page with the amount in pesos and a Pay now form; paying redirects to the order', async () => {
    const { data, get, status, payments } = setup();
    const { url } = await data('repayment.huichao', { userId: '5512', orderId: '5000174', amount: 895900 });
    expect(url).toBe(`${baseURL}/sandbox/checkout/RR70001`);
    const page = await get('/sandbox/checkout/RR70001');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('script-src');
    const html = await page.text();
    expect(html).toContain('₱8.959,00');
    expect(html).toContain('Pay now');
    expect(html).toContain(`<form method="post" action="${baseURL}/sandbox/checkout/RR70001/pay">`);
    expect(html).not.toContain('<script');
    expect((await payments())[0]).toMatchObject({ id: 'RR70001', method: 'e-wallet', status: 'pending', amount: 895900 });

    const paid = await get('/sandbox/checkout/RR70001/pay', { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe('/loanDetails?productId=8&orderId=5000174');
    expect(await status('5000174')).toBe('200');
    expect((await payments())[0]).toMatchObject({ status: 'paid' });
    expect(await (await get('/sandbox/checkout/RR70001')).text()).toContain('This payment is complete.');
    // A paid payment cannot be cancelled.
    await get('/sandbox/checkout/RR70001/cancel', { method: 'POST' });
    expect((await payments())[0]).toMatchObject({ status: 'paid' });
    expect((await get('/sandbox/checkout/RR99')).status).toBe(404);
    expect((await get('/sandbox/checkout/RR99/pay', { method: 'POST' })).status).toBe(404);
  });

  it('answers the payment id; the order lists the payment pending until paid, or failed once cancelled at the checkout', async () => {
    const { data, get } = setup();
    const first = await data('repayment.huichao', { userId: '5512', orderId: '5000170', amount: 171217 });
    expect(first.repayRecordId).toBe('RR70001');
    const page = await (await get('/sandbox/checkout/RR70001')).text();
    expect(page).toContain(`<form method="post" action="${baseURL}/sandbox/checkout/RR70001/cancel">`);
    expect(page).toContain('Back to the app without paying');
    const listed = async () => (await data('loanDetails.detail', { orderId: '5000170' })).payments;
    expect(await listed()).toEqual([
      {
        id: 'RR70001',
        amount: 171217,
        status: 'pending',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        way: 'E-wallet',
        purpose: 'repayment',
      },
    ]);
    const cancelled = await get('/sandbox/checkout/RR70001/cancel', { method: 'POST' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/loanDetails?productId=7&orderId=5000170');
    expect((await listed())[0]).toMatchObject({ id: 'RR70001', status: 'failed' });
    expect(await (await get('/sandbox/checkout/RR70001')).text()).toContain('This payment was cancelled. No money was taken.');
    // Pay now on a cancelled payment changes nothing.
    await get('/sandbox/checkout/RR70001/pay', { method: 'POST' });
    expect((await listed())[0]).toMatchObject({ status: 'failed' });

    const second = await data('repayment.huichao', { userId: '5512', orderId: '5000170', amount: 171217 });
    await get(`/sandbox/checkout/${second.repayRecordId}/pay`, { method: 'POST' });
    const [newest, older] = await listed();
    expect(newest).toMatchObject({ id: second.repayRecordId, status: 'paid', amount: 171217 });
    expect(older).toMatchObject({ id: 'RR70001', status: 'failed' });
  });

  it('uses the amount due when none is sent, and is refused without the e-wallet option', async () => {
    const { data, get } = setup();
    const { url } = await data('repayment.huichao', { userId: '5512', orderId: '5000180' });
    expect(await (await get(new URL(url).pathname.replace('/api', ''))).text()).toContain('₱4.108,00');
    expect(await setup('repay-no-wallet').call('repayment.huichao', { userId: '5512', orderId: '5000180' })).toMatchObject({
      ok: false,
      message: 'The e-wallet option is not available for this order.',
    });
  });
});

describe('instalment and rollover info', () => {
  it('answers the instalment info: product, amount due, detail lines, four channels with served logos, default pay', async () => {
    const { data, get } = setup();
    const info = await data('repayment.instalment', { productId: '7', orderId: '5000170' });
    expect(validateInstalmentInfo(info)).toBe(true);
    expect(info).toMatchObject({
      productName: 'PesoAgad',
      productLogo: `${baseURL}/sandbox/assets/peso-agad.svg`,
      repayAmount: 171217,
      repayDate: '2025-06-16',
      isShowReyTop: 1,
    });
    expect(info.noticeMsg).not.toBe('');
    expect(info.detail.length).toBeGreaterThanOrEqual(5);
    expect(info.detail).toEqual(
      expect.arrayContaining([
        { text: 'Loan amount', value: '₱5.000,00' },
        { text: 'Loan term', value: '91 days' },
        { text: 'Instalment', value: '1 of 3' },
        { text: 'Interest', value: '₱45,50' },
        { text: 'Overdue fee', value: '₱0,00' },
      ]),
    );
    expect(info.repayList.every((c: unknown) => validatePayChannel(c))).toBe(true);
    expect(info.repayList.map((c: { channel_number: string; name: string }) => [c.channel_number, c.name])).toEqual([
      ['90011', '7-Eleven'],
      ['90012', 'InstaPay QR'],
      ['90013', 'Cebuana Lhuillier'],
      ['90014', 'GCash'],
    ]);
    for (const channel of info.repayList) {
      const logo = await get(new URL(channel.logo).pathname.replace('/api', ''));
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(await logo.text()).toContain('<svg');
    }
    const def = info.defDetail;
    expect(def).toMatchObject({ payCode: 'HT200005000170', title: '7-Eleven', logo: `${baseURL}/sandbox/assets/seven-eleven.svg` });
    const groups = Object.entries(def.payNotice as Record<string, { name: string; step: string[] }[]>);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    expect(groups.length).toBeLessThanOrEqual(3);
    for (const [, items] of groups) {
      expect(items.length).toBeGreaterThanOrEqual(1);
      expect(items.length).toBeLessThanOrEqual(2);
      for (const item of items) {
        expect(item.step.length).toBeGreaterThanOrEqual(3);
        expect(item.step.length).toBeLessThanOrEqual(5);
        expect(item.step.some((s) => s.includes('your Contract No.'))).toBe(true);
        expect(item.step.join(' ')).not.toContain('Reference_no');
      }
    }
    // The same code every time for the same order.
    expect((await data('repayment.instalment', { productId: '7', orderId: '5000170' })).defDetail.payCode).toBe('HT200005000170');
  });

  it('a due or overdue order owes everything at once, overdue with the late penalty, as its order page says', async () => {
    const { data } = setup();
    expect(await data('repayment.instalment', { productId: '8', orderId: '5000174' })).toMatchObject({
      repayAmount: 895900,
      repayDate: '2025-06-07',
      productName: 'Hatid Cash',
    });
    const overdue = await data('repayment.instalment', { productId: '9', orderId: '5000180' });
    expect(overdue).toMatchObject({ repayAmount: 410800, repayDate: '2025-05-25', productName: 'Kwarta Express' });
    expect(overdue.detail).toContainEqual({ text: 'Overdue fee', value: '₱1.000,00' });
    expect(overdue.detail.some((l: { text: string }) => l.text === 'Instalment')).toBe(false);
    expect((await data('loanDetails.detail', { orderId: '5000180' })).noticeDesText).toContain('₱4.108,00');
  });

  it('answers the rollover info: the extension fee, the new due date and the plan', async () => {
    const { data, call } = setup();
    const due = await data('repayment.rollover', { productId: '7', orderId: '5000175' });
    expect(validateRolloverInfo(due)).toBe(true);
    expect(due).toMatchObject({
      repayAmount: 513650,
      repayDate: '2025-06-14',
      productName: 'PesoAgad',
      isShowReyTop: 1,
      delayInfo: { delayAmount: 102730, title: 'Extend your repayment date by 7 days' },
    });
    expect(due.detail.length).toBeGreaterThanOrEqual(5);
    expect(due.repayList).toHaveLength(4);
    expect(due.repayPlan).toEqual([
      expect.objectContaining({ title: 'Extension fee', amount: 102730, time: '2025-06-07' }),
      expect.objectContaining({ title: 'Principal and interest', amount: 513650, time: '2025-06-14' }),
    ]);
    // 13 days overdue (due 2025-05-25): the 7 days run from the sandbox's today (seedPresent, 2025-06-07), not from the
    // old due date, which would make the next payment date 2025-06-01, already past.
    const overdue = await data('repayment.rollover', { productId: '7', orderId: '5000181' });
    expect(validateRolloverInfo(overdue)).toBe(true);
    expect(overdue).toMatchObject({ repayDate: '2025-06-14', delayInfo: { delayAmount: 202730 } });
    expect(overdue.repayPlan).toEqual([
      expect.objectContaining({ title: 'Extension fee', time: '2025-06-07' }),
      expect.objectContaining({ title: 'Overdue fee', amount: 100000, time: '2025-06-07' }),
      expect.objectContaining({ title: 'Principal and interest', time: '2025-06-14' }),
    ]);
    expect(overdue.detail).toContainEqual({ text: 'New due date', value: '2025-06-14' });
    for (const orderId of ['5000170', '5000174', '5000180']) {
      expect(await call('repayment.rollover', { productId: '7', orderId })).toMatchObject({
        ok: false,
        message: 'This order cannot be extended right now.',
      });
    }
    expect(await call('repayment.rollover', { productId: '8', orderId: '5000200' })).toMatchObject({
      ok: false,
      message: 'This order has nothing to repay right now.',
    });
  });

  it('an overdue order extended on another day gets a next payment date 7 days after that day, and paying moves it there', async () => {
    // The sandbox's today 2026-11-28: 5000181 stands 13 days overdue (due 2026-11-15).
    const { data, get } = setup('default', { today: '2026-11-28' });
    const info = await data('repayment.rollover', { productId: '7', orderId: '5000181' });
    expect(info.repayDate).toBe('2026-12-05');
    expect(info.detail).toContainEqual({ text: 'Current due date', value: '2026-11-15' });
    const res = await data('repayment.generate', { productId: '7', orderId: '5000181', channelNumber: '90014', isDelay: 1 });
    await get(`${new URL(res.payUrl).pathname.replace('/api', '')}/pay`, { method: 'POST' });
    expect((await data('loanDetails.detail', { orderId: '5000181' })).noticeDesText).toContain('2026-12-05');
  });

  it('a repayment and an extension of the same order never share a code: each page shows the code for what it pays', async () => {
    const { data } = setup();
    const repay = await data('repayment.instalment', { productId: '7', orderId: '5000175' });
    const extend = await data('repayment.rollover', { productId: '7', orderId: '5000175' });
    expect(repay.defDetail.payCode).toBe('HT200005000175');
    expect(extend.defDetail.payCode).toBe('HT210005000175');
    const gen = (isDelay: number) => data('repayment.generate', { productId: '7', orderId: '5000175', channelNumber: '90011', isDelay });
    const repayCode = await gen(0);
    const extendCode = await gen(1);
    expect(repayCode).toMatchObject({ payCode: 'HT200005000175', payUrl: expect.stringContaining('repayAmount=513650') });
    expect(extendCode).toMatchObject({ payCode: 'HT210005000175', payUrl: expect.stringContaining('repayAmount=102730') });
  });

  it('repay-plain has no banner and no default pay code', async () => {
    const { data } = setup('repay-plain');
    for (const name of ['repayment.instalment', 'repayment.rollover']) {
      const info = await data(name, { productId: '7', orderId: '5000175' });
      expect(info.isShowReyTop).toBe(0);
      expect(info.defDetail.payCode).toBe('');
    }
  });
});

describe('generate (pay codes)', () => {
  it('answers the pay address of each channel and records pending payments', async () => {
    const { data, get, payments } = setup();
    const gen = (channelNumber: string) => data('repayment.generate', { productId: '7', orderId: '5000170', amount: 171217, channelNumber });

    const code = await gen('90011');
    expect(validateGeneratedPayment(code)).toBe(true);
    expect(code.repayRecordId).toMatch(/^RR\d+$/);
    // The default-pay channel's code is the one the instalment page already shows (one code per channel).
    expect(code.payCode).toBe('HT200005000170');
    expect(code.payUrl).toBe(`/repaymentOfCode?showType=1&payCode=${code.payCode}&repayAmount=171217`);

    const qr = await gen('90012');
    const img = `${baseURL}/sandbox/qr/${qr.payCode}.svg`;
    expect(qr.payUrl).toBe(`/repaymentOfCode?showType=2&payCode=${qr.payCode}&payCodeImg=${encodeURIComponent(img)}&repayAmount=171217`);
    const payCodeImg = new URLSearchParams(qr.payUrl.split('?')[1]).get('payCodeImg') ?? '';
    expect(payCodeImg).toBe(img);
    const svg = await get(new URL(payCodeImg).pathname.replace('/api', ''));
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await svg.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await get('/sandbox/qr/not%20a%20code.svg')).status).toBe(404);

    expect((await gen('90013')).payUrl).toBe('/repaymentOfCode2?productId=7&orderId=5000170');

    const wallet = await gen('90014');
    expect(wallet.payUrl).toMatch(new RegExp(`^${baseURL}/sandbox/checkout/RR\\d+$`));
    const list = await payments();
    expect(list.map((p: { channelNumber: string; status: string }) => [p.channelNumber, p.status])).toEqual([
      ['90011', 'pending'],
      ['90012', 'pending'],
      ['90013', 'pending'],
      ['90014', 'pending'],
    ]);
    expect(new Set(list.map((p: { payCode: string }) => p.payCode)).size).toBe(4);

    // Paying the GCash checkout advances the instalment plan.
    const paid = await get(`${new URL(wallet.payUrl).pathname.replace('/api', '')}/pay`, { method: 'POST' });
    expect(paid.headers.get('location')).toBe('/loanDetails?productId=7&orderId=5000170');
    expect((await data('repayment.instalment', { productId: '7', orderId: '5000170' })).repayDate).toBe('2025-07-16');
  });

  it('gives a new code for the default-pay channel when the lender has no default pay code (repay-plain)', async () => {
    const { data } = setup('repay-plain');
    const code = await data('repayment.generate', { productId: '7', orderId: '5000175', channelNumber: '90011', isDelay: 1 });
    expect(code.payCode).toMatch(/^HT115000175\d{3}$/);
  });

  it('needs a known channel', async () => {
    const { call } = setup();
    for (const channelNumber of ['', '90006']) {
      expect(await call('repayment.generate', { productId: '7', orderId: '5000170', amount: 100, channelNumber })).toMatchObject({
        ok: false,
        message: 'Please select your repayment method for payment.',
      });
    }
  });

  it('a rollover payment (isDelay 1) costs the extension fee and, once paid, moves the due date by 7 days', async () => {
    const { data, call, get, payments } = setup();
    const res = await data('repayment.generate', { productId: '7', orderId: '5000175', channelNumber: '90014', isDelay: 1 });
    expect((await payments())[0]).toMatchObject({ isDelay: '1', amount: 102730, status: 'pending' });
    await get(`${new URL(res.payUrl).pathname.replace('/api', '')}/pay`, { method: 'POST' });
    const order = await data('loanDetails.detail', { orderId: '5000175' });
    expect(order.orderStatus).toBe('170');
    expect(order.noticeDesText).toContain('2025-06-14');
    expect(await call('repayment.rollover', { productId: '7', orderId: '5000175' })).toMatchObject({
      ok: false,
      message: 'This order cannot be extended right now.',
    });
    expect(await data('repayment.instalment', { productId: '7', orderId: '5000175' })).toMatchObject({ repayDate: '2025-06-14' });
    expect(await call('repayment.generate', { productId: '8', orderId: '5000174', channelNumber: '90011', isDelay: 1 })).toMatchObject({
      ok: false,
      message: 'This order cannot be extended right now.',
    });
  });

  it('generate-fails fails with its message', async () => {
    expect(
      await setup('generate-fails').call('repayment.generate', { productId: '7', orderId: '5000170', amount: 100, channelNumber: '90011' }),
    ).toMatchObject({
      ok: false,
      kind: 'business',
      message: 'This payment channel is busy. Please choose another one.',
    });
  });
});

describe('repayment scenarios', () => {
  it('are listed with descriptions', async () => {
    const { get } = setup();
    const listed = ((await (await get('/sandbox/scenarios')).json()) as { data: { scenarios: { name: string; description: string }[] } }).data
      .scenarios;
    for (const name of repaymentScenarios) {
      expect(listed.find((s) => s.name === name)?.description.length).toBeGreaterThan(30);
    }
    expect(scenarioList.map((s) => s.name)).toEqual(expect.arrayContaining(repaymentScenarios));
  });

  it('other scenarios keep the default repayment data', async () => {
    const way = await setup('order-rating').data('repayment.way', { orderId: '5000170' });
    expect(way).toMatchObject({ alipay: 1 });
    expect(way.bankCards).toHaveLength(3);
  });
});

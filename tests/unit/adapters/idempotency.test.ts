// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { endpoints } from '../../../adapters/http/endpoints.ts';
import { createIdempotencyKeys, keptKeysItem, newIdempotencyKey, type KeptKeys } from '../../../adapters/http/idempotency-keys.ts';
import { failureMessages } from '../../../adapters/http/read-answer.ts';

const baseURL = 'http://lender.test/api';
const ctx = { query: { deviceId: 'dev-1', userId: '5512' } };
const commit = {
  amount: 895900,
  bankName: 'BDO Unibank',
  cardId: '3101',
  cardNo: '4215830012345678',
  couponId: '',
  orderId: '5000174',
  repayToken: 'RT5000174-0001',
  bankCode: 'BDO',
  sendMsg: 0,
};

type Answer = () => Promise<Response>;
const success: Answer = async () => Response.json({ code: 0, success: true, message: 'success', data: { needValid: 1, repayRecordId: 'RR1' } });
const refused: Answer = async () => Response.json({ code: 1, success: false, message: 'No.', data: null });
const offline: Answer = () => Promise.reject(new TypeError('fetch failed'));
const silent: Answer = () => new Promise<Response>(() => {});
const badGateway: Answer = async () => new Response('<html>502 Bad Gateway</html>', { status: 502 });

/** An API whose fetch gives the answers in turn (the last one again after that) and remembers the requests. */
function recording(answers: Answer[], timeoutMs?: number, keptKeys?: KeptKeys) {
  const seen: Request[] = [];
  const api = createApi({
    baseURL,
    ...(timeoutMs ? { timeoutMs } : {}),
    ...(keptKeys ? { keptKeys } : {}),
    fetch: async (input, init) => {
      const req = new Request(input, init);
      seen.push(req);
      const answer = answers[Math.min(seen.length - 1, answers.length - 1)] as Answer;
      return answer();
    },
  });
  const keys = () => seen.map((r) => r.headers.get('idempotency-key'));
  return { api, seen, keys };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('idempotency keys', () => {
  it('are 32 hex digits from crypto.getRandomValues, never Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    expect(crypto).toHaveBeenCalledTimes(2);
    expect(random).not.toHaveBeenCalled();
  });

  it('keep the key of an unsettled request, give a fresh one once it settled, and forget the oldest past 50', () => {
    let n = 0;
    const keys = createIdempotencyKeys(() => `k${++n}`);
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('a')).toBe('k1');
    expect(keys.keyFor('b')).toBe('k2');
    keys.settle('a', 'k1');
    expect(keys.keyFor('a')).toBe('k3');
    keys.settle('a', 'k1'); // a late settle of an older key leaves the newer one alone
    expect(keys.keyFor('a')).toBe('k3');
    for (let i = 0; i < 50; i++) keys.keyFor(`x${i}`);
    expect(keys.keyFor('b')).not.toBe('k2');
  });

  it('are exactly on the calls that must not take effect twice', () => {
    const flagged = Object.entries(endpoints)
      .filter(([, spec]) => 'idempotent' in spec && spec.idempotent)
      .map(([name]) => name);
    expect(flagged.sort()).toEqual([
      'bindCard.save',
      'bindCard.saveForOrder',
      'complaint.save',
      'legacy.push',
      'loanConfirm.push',
      'promotion.register',
      'repayment.commit',
      'repayment.confirm',
      'repayment.generate',
    ]);
  });
});

describe('the Idempotency-Key header', () => {
  it('is the same on a retry after a network failure, and new after the success', async () => {
    const { api, keys } = recording([offline, success]);
    expect(await api.call('repayment.commit', commit, ctx)).toMatchObject({ ok: false, kind: 'network' });
    expect(await api.call('repayment.commit', commit, ctx)).toMatchObject({ ok: true });
    expect(await api.call('repayment.commit', commit, ctx)).toMatchObject({ ok: true });
    const [first, retry, next] = keys();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
  });

  it('is the same on a retry after a timeout or an unreadable answer', async () => {
    const timed = recording([silent, success], 50);
    expect(await timed.api.call('repayment.generate', { orderId: '5000170', channelNumber: '90011' }, ctx)).toMatchObject({
      ok: false,
      kind: 'timeout',
    });
    await timed.api.call('repayment.generate', { orderId: '5000170', channelNumber: '90011' }, ctx);
    expect(timed.keys()[1]).toBe(timed.keys()[0]);

    const gateway = recording([badGateway, success]);
    expect(await gateway.api.call('repayment.confirm', { orderId: '1', verifyCode: '123456', repaymentRecordId: 'RR1' }, ctx)).toMatchObject({
      kind: 'invalid',
    });
    await gateway.api.call('repayment.confirm', { orderId: '1', verifyCode: '123456', repaymentRecordId: 'RR1' }, ctx);
    expect(gateway.keys()[1]).toBe(gateway.keys()[0]);
  });

  it('outlives a reload in the tab: the page after it sends the unanswered call with the same key, a new one once answered', async () => {
    // The tab's sessionStorage: what a reloaded page's API finds of the one before it.
    const tab = new Map<string, string>();
    const kept: KeptKeys = { getItem: (k) => tab.get(k) ?? null, setItem: (k, v) => void tab.set(k, v) };
    const push = { productId: '7', amount: 500000, periods: 91 };
    const before = recording([offline], undefined, kept);
    expect(await before.api.call('loanConfirm.push', push, ctx)).toMatchObject({ ok: false, kind: 'network' });
    expect(await before.api.call('repayment.commit', commit, ctx)).toMatchObject({ ok: false, kind: 'network' });
    // What is kept names no part of the request (the commit carries a card number).
    expect(tab.get(keptKeysItem)).not.toContain('4215830012345678');
    expect(tab.get(keptKeysItem)).not.toContain('loan');

    const after = recording([success], undefined, kept);
    await after.api.call('loanConfirm.push', push, ctx);
    await after.api.call('loanConfirm.push', push, ctx);
    // Another borrower's request in the same tab is another request.
    await after.api.call('loanConfirm.push', push, { query: { ...ctx.query, userId: '7777' } });
    const [retry, next, other] = after.keys();
    expect(retry).toBe(before.keys()[0]);
    expect(next).not.toBe(retry);
    expect(other).not.toBe(retry);
  });

  it('is new after a business failure, and differs for a different payload', async () => {
    const { api, keys } = recording([refused]);
    await api.call('repayment.confirm', { orderId: '1', verifyCode: '111111', repaymentRecordId: 'RR1' }, ctx);
    await api.call('repayment.confirm', { orderId: '1', verifyCode: '111111', repaymentRecordId: 'RR1' }, ctx);
    expect(keys()[1]).not.toBe(keys()[0]);

    const offlineApi = recording([offline]);
    await offlineApi.api.call('repayment.confirm', { orderId: '1', verifyCode: '111111', repaymentRecordId: 'RR1' }, ctx);
    await offlineApi.api.call('repayment.confirm', { orderId: '1', verifyCode: '123456', repaymentRecordId: 'RR1' }, ctx);
    expect(offlineApi.keys()[1]).not.toBe(offlineApi.keys()[0]);
  });

  it('travels on the loan pushes (v3 and legacy) and on no other endpoint', async () => {
    const { api, keys, seen } = recording([success]);
    await api.call('loanConfirm.push', { productId: '7', amount: 500000, periods: 91 }, ctx);
    await api.call('legacy.push', { productId: '7', amount: 500000, periods: 91 }, ctx);
    await api.call('repayment.way', { orderId: '5000170' }, ctx);
    await api.call('repayment.huichao', { orderId: '5000170', userId: '5512', amount: 100 }, ctx);
    await api.call('repayment.instalment', { productId: '7', orderId: '5000170' }, ctx);
    await api.call('complaint.saveScore', { id: 12, score: 5 }, ctx);
    expect(keys().map((k) => k !== null)).toEqual([true, true, false, false, false, false]);
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v3/loan-confirm/loan-detail-push',
      '/api/lgc/qd-push',
      '/api/service/loan/repayment-way',
      '/api/service/loan/repayment-huichao',
      '/api/v3/installment/loan-play-detail',
      '/api/user-problem/save-score',
    ]);
  });
});

describe('network failure messages', () => {
  it('are "Error" on the four repayment-way calls and the generic message elsewhere', async () => {
    const { api } = recording([offline]);
    for (const name of ['repayment.way', 'repayment.commit', 'repayment.confirm', 'repayment.huichao']) {
      expect(await api.call(name, { orderId: '5000170' }, ctx)).toEqual({ ok: false, kind: 'network', message: 'Error' });
    }
    for (const name of ['repayment.instalment', 'repayment.generate', 'complaint.list']) {
      expect(await api.call(name, { orderId: '5000170' }, ctx)).toEqual({ ok: false, kind: 'network', message: failureMessages.network });
    }
  });

  it('do not replace the timeout message', async () => {
    const { api } = recording([silent], 50);
    expect(await api.call('repayment.way', { orderId: '5000170' }, ctx)).toEqual({ ok: false, kind: 'timeout', message: failureMessages.timeout });
  });
});

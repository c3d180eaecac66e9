// @vitest-environment node
/** The run-time shape check of lender answers: how strict it is, what it logs, and a validator chunk that cannot load. */
import { describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { answerShapes, createAnswerChecks, pickPointer } from '../../../adapters/http/check-answer.ts';
import { failureMessages } from '../../../adapters/http/read-answer.ts';
import { answerValidatorLoaders } from '../../../schemas/generated/validators/answers.ts';

const baseURL = 'http://lender.test/api';
const ctx = { query: {} };
const card = { id: 3101, bankName: 'BDO Unibank', cardNo: '4215830012345678', bankCode: 'BDO' };
/** An order-details answer with every required field (schemas/api/order-details.schema.json). */
const orderDetails = {
  orderStatus: '174',
  noticeStatusText: 'Repayable',
  noticeDesText: 'Please repay on time.',
  productName: 'Hatid Cash',
  productLogo: 'https://cdn.hatid.test/logo.png',
  userOrderDetail: { detail: [] },
  recProducts: [],
  isDelay: '1',
  telephone: '',
  isScore: 0,
  playeduL: '',
  reyMsg: '',
  KindTipsMsg: '',
  cardNeedPop: 0,
};

function apiAnswering(body: unknown) {
  const logs: { message: string; pointer: string }[] = [];
  const api = createApi({
    baseURL,
    fetch: async () => Response.json(body),
    logger: { error: (message, pointer) => void logs.push({ message, pointer }) },
  });
  return { api, logs };
}

describe('the shape check of answers', () => {
  it('names a wrong-typed field deep in a list by its JSON Pointer, and never logs its value', async () => {
    const { api, logs } = apiAnswering({ code: 0, data: { alipay: 1, repayToken: 'RT1', bankCards: [card, { ...card, cardNo: 4215830012345678 }] } });
    expect(await api.call('repayment.way', { orderId: '1' }, ctx)).toEqual({ ok: false, kind: 'invalid', message: failureMessages.unreadable });
    expect(logs).toEqual([
      { message: "repayment.way: the answer's field /data/bankCards/1/cardNo must be a string", pointer: '/data/bankCards/1/cardNo' },
    ]);
    expect(JSON.stringify(logs)).not.toContain('4215');
  });

  it('checks the shape only: extra fields and values outside an enum or a minimum pass', async () => {
    const { api } = apiAnswering({
      code: 0,
      data: { alipay: 7, repayToken: 'RT1', bankCards: [{ ...card, nickname: 'Payroll' }], addedLater: true },
    });
    expect(await api.call('repayment.way', { orderId: '1' }, ctx)).toMatchObject({ ok: true });
  });

  it('treats a null where an object is required as wrong, so a screen never reads a field of null', async () => {
    const { api, logs } = apiAnswering({ success: true, data: null });
    expect(await api.call('loanDetails.detail', {}, ctx)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(logs[0]?.pointer).toBe('/data');
  });

  it('reads a null in an optional field as not sent (lenders send null for "not set"), deep in lists too', async () => {
    const { api, logs } = apiAnswering({
      success: true,
      data: { ...orderDetails, h5Url: null, cardPopTitle: null, inside: null },
    });
    expect(await api.call('loanDetails.detail', {}, ctx)).toMatchObject({ ok: true });
    expect(logs).toEqual([]);
  });

  it('still refuses a null in a required field, which a screen cannot be drawn without', async () => {
    const { api, logs } = apiAnswering({ code: 0, data: { alipay: 1, repayToken: 'RT1', bankCards: [{ ...card, cardNo: null }] } });
    expect(await api.call('repayment.way', { orderId: '1' }, ctx)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(logs[0]?.pointer).toBe('/data/bankCards/0/cardNo');
  });

  it('checks every entry of a list answer and refuses a list that is not one', async () => {
    const first = apiAnswering({ code: 0, tabs: [{ title: 'Pending', list: [] }, { title: 'Completed' }] });
    expect(await first.api.call('complaint.list', {}, ctx)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(first.logs[0]?.pointer).toBe('/tabs/1/list');
    const notList = apiAnswering({ code: 0, tabs: { title: 'Pending' } });
    expect(await notList.api.call('complaint.list', {}, ctx)).toMatchObject({ ok: false, kind: 'invalid' });
    expect(notList.logs[0]?.message).toBe("complaint.list: the answer's field /tabs must be a list");
  });

  it('escapes pointer tokens and places the pick in the answer', () => {
    expect(pickPointer('data.data')).toBe('/data/data');
    expect(pickPointer('body')).toBe('');
    expect(pickPointer('a/b.c~d')).toBe('/a~1b/c~0d');
  });

  it('has a precompiled validator for every entity the table names', () => {
    for (const { entity } of Object.values(answerShapes)) expect(Object.keys(answerValidatorLoaders)).toContain(entity);
  });
});

describe('a validator chunk that cannot load (offline)', () => {
  it('fails the call as a network failure, and the next call loads it again', async () => {
    const real = answerValidatorLoaders['contact-info'];
    if (!real) throw new Error('no contact-info validator');
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockImplementation(real);
    const checks = createAnswerChecks(answerShapes, { 'contact-info': load });
    await expect(checks.checkFor('contact.info', 'data')).rejects.toThrow();
    const check = await checks.checkFor('contact.info', 'data');
    expect(check?.({ email: 'a@b.c', smWa: '1' })).toBeUndefined();
    expect(check?.({ email: 'a@b.c' })).toEqual({ pointer: '/data/smWa', problem: 'is missing' });
    await checks.checkFor('contact.info', 'data');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('through the API: the borrower gets the network message and no exception', async () => {
    vi.resetModules();
    vi.doMock('../../../schemas/generated/validators/answers.ts', () => ({
      answerValidatorLoaders: { 'contact-info': () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')) },
    }));
    try {
      const { createApi: createMockedApi } = await import('../../../adapters/http/create-api.ts');
      const api = createMockedApi({
        baseURL,
        fetch: async () => Response.json({ success: true, data: { email: 'a@b.c', smWa: '1' } }),
        logger: { error: () => undefined },
      });
      expect(await api.call('contact.info', {}, ctx)).toEqual({ ok: false, kind: 'network', message: failureMessages.network });
    } finally {
      // The adapter loaded over the mock stays in the worker's module registry: dropped, or a later file of the shared
      // worker gets it and every answer check fails as "network" (api.test.ts, responses-matrix.test.ts).
      vi.doUnmock('../../../schemas/generated/validators/answers.ts');
      vi.resetModules();
    }
  });
});

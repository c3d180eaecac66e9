/** The app's API port keeps the lender clients' code out of the entry: the catalog answers at once, calls go to createApi. */
import { describe, expect, it } from 'vitest';
import { failureMessages } from '../../../adapters/http/read-answer.ts';
import { createLazyApi, networkMessage } from '../../../renderer/app/lazy-api.ts';

describe('createLazyApi', () => {
  it('knows the catalog without loading anything', () => {
    const api = createLazyApi({ baseURL: '/api' });
    expect(api.has('loanDetails.detail')).toBe(true);
    expect(api.has('no.such')).toBe(false);
    expect(api.movesMoney('repayment.huichao')).toBe(true);
    expect(api.movesMoney('loanDetails.detail')).toBe(false);
  });

  it('hands calls to the lender clients once their code is in', async () => {
    const api = createLazyApi({ baseURL: 'https://lender.example/api', now: () => 1700000000000 });
    const result = await api.call('promotion.captcha', { phone: '09171234567' }, { query: {} });
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result)).toContain('https://lender.example/api');
    expect(await api.call('no.such', {}, { query: {} })).toMatchObject({ ok: false, kind: 'invalid' });
  });

  it('says what the clients say when the network is down', () => {
    expect(networkMessage).toBe(failureMessages.network);
  });
});

/** The app's API port keeps the lender clients' code out of the entry: the catalog answers at once, calls go to createApi. */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { failureMessages } from '../../../adapters/http/read-answer.ts';
import { createLazyApi, networkMessage } from '../../../app/lazy-api.ts';
import { clock } from '../../../adapters/clock.ts';

describe('createLazyApi', () => {
  it('knows the catalog without loading anything', () => {
    const api = createLazyApi({ baseURL: '/api' }, clock);
    expect(api.has('loanDetails.detail')).toBe(true);
    expect(api.has('no.such')).toBe(false);
    expect(api.tapRule('repayment.huichao')).toEqual({ effect: 'money', perOpen: 10 });
    expect(api.tapRule('promotion.sms')).toEqual({ effect: 'cost', perOpen: 5 });
    expect(api.tapRule('loanDetails.detail')).toBeUndefined();
    expect(api.tapRule('event.save')).toBeUndefined();
  });

  it('answers a call as the lender clients do, once their code is in', async () => {
    const options = { baseURL: 'https://lender.example/api', now: () => 1700000000000 };
    for (const endpoint of ['promotion.captcha', 'no.such']) {
      const lazy = await createLazyApi(options, clock).call(endpoint, { phone: '09171234567' }, { query: {} });
      expect(lazy).toEqual(await createApi(options).call(endpoint, { phone: '09171234567' }, { query: {} }));
    }
  });

  it('says what the clients say when the network is down', () => {
    expect(networkMessage).toBe(failureMessages.network);
  });
});

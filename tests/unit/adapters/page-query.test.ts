import { describe, expect, it } from 'vitest';
import { currencySymbol, parsePageQuery, sessionParamNames } from '../../../adapters/http/page-query.ts';

describe('parsePageQuery', () => {
  it('mirrors productId into product_id and back', () => {
    expect(parsePageQuery('?productId=12&orderId=5')).toEqual({ productId: '12', product_id: '12', orderId: '5' });
    expect(parsePageQuery('product_id=34')).toEqual({ productId: '34', product_id: '34' });
  });

  it('keeps both when both are given, and reads hash-route queries', () => {
    expect(parsePageQuery('?productId=1&product_id=2')).toEqual({ productId: '1', product_id: '2' });
    expect(parsePageQuery('#/borrowDetail/?productId=9&orderId=3')).toEqual({ productId: '9', product_id: '9', orderId: '3' });
    expect(parsePageQuery('#/payway')).toEqual({});
  });

  it('decodes values and treats odd names as plain keys', () => {
    const q = parsePageQuery('?payCodeImg=https%3A%2F%2Fx.ph%2Fa.png&__proto__=x&toString=y');
    expect(q.payCodeImg).toBe('https://x.ph/a.png');
    expect(q.toString).toBe('y');
    expect(Object.keys(q)).toContain('__proto__');
  });
});

describe('currencySymbol', () => {
  it('is the rupee only when currency is 1', () => {
    expect(currencySymbol({ currency: '1' })).toBe('₹');
    expect(currencySymbol({ currency: '0' })).toBe('₱');
    expect(currencySymbol({})).toBe('₱');
  });
});

it('lists the session parameters of the spec', () => {
  expect(sessionParamNames).toEqual(['deviceId', 'userId', 'sessionId', 'merchantNumber', 'mobilePhone', 'appVersion', 'appName', 'clientType']);
});

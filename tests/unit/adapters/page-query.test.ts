import { describe, expect, it } from 'vitest';
import { currencySymbol, parsePageQuery, parsePageQueryFast, sessionParamNames } from '../../../adapters/http/page-query.ts';

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

describe('parsePageQueryFast (the server)', () => {
  it('reads every query as parsePageQuery does: the same names, values, order and an ordinary object', () => {
    const queries = [
      ...['', '?', '??', '???a=1', '?a', '?a=', '?=', '?=x', '?&&a=1&&', '?a=1&a=2', '?a=1=2', '?a=1;b=2', '? a = 1 ', '?1=a&0=b&b=1'],
      ...['#/x?a=1&b=2', '#/payway', '#?a=1', 'x#?a=1', 'a=1&b=2', '?a=1#h', '?a=1#h?b=2', '?__proto__=x&toString=y&constructor=z'],
      ...['?productId=1&product_id=2', '?product_id=3', '?productId=&x=1', '?a=%41&b=+', '?a=b+c', '?a=%zz', '?é=ü', '?a=\uD800', '?a=\uD83D\uDE00'],
      '?showType=1&payCode=HT500017000001&repayAmount=523400&userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567',
    ];
    for (const query of queries) {
      const fast = parsePageQueryFast(query);
      expect(Object.entries(fast), query).toEqual(Object.entries(parsePageQuery(query)));
      expect(Object.getPrototypeOf(fast)).toBe(Object.prototype);
    }
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

/** The last good data of screens opened in this session: by screen and query, the oldest forgotten first. */
import { afterEach, describe, expect, it } from 'vitest';
import { forgetGoodData, keepGoodData, keptScreens, lastGoodData } from '../../../app/last-good-data.ts';

afterEach(forgetGoodData);

describe('last good data', () => {
  it('gives back what a screen loaded with the same query only', () => {
    keepGoodData('payway', 'orderId=1', { way: { repayToken: 'a' } });
    expect(lastGoodData('payway', 'orderId=1')).toEqual({ way: { repayToken: 'a' } });
    expect(lastGoodData('payway', 'orderId=2')).toBeUndefined();
    expect(lastGoodData('loan-details', 'orderId=1')).toBeUndefined();
  });

  it(`keeps the ${keptScreens} screens used last`, () => {
    for (let i = 0; i <= keptScreens; i++) keepGoodData('order', `orderId=${i}`, { i });
    keepGoodData('order', 'orderId=1', { i: 1 });
    keepGoodData('order', 'orderId=new', {});
    expect(lastGoodData('order', 'orderId=0')).toBeUndefined();
    expect(lastGoodData('order', 'orderId=2')).toBeUndefined();
    expect(lastGoodData('order', 'orderId=1')).toEqual({ i: 1 });
  });
});

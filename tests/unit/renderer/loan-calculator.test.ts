/** The public site's calculator formula (spec section 9), against hand-computed values. */
import { describe, expect, it } from 'vitest';
import { loanQuote } from '../../../renderer/core/expressions/loan-calculator.ts';
import { functions } from '../../../renderer/core/expressions/functions.ts';
import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';

describe('loanQuote', () => {
  it('10,000 over 91 days: 273.00 interest, 10,273.00 total, 3 instalments of 3,424.33', () => {
    // 10000 × 0.0003 × 91 = 273; 91 / 30 = 3.03 → 3; 10273 / 3 = 3424.333…
    expect(loanQuote('10000', 91)).toEqual({
      principal: '10000.00',
      interest: '273.00',
      total: '10273.00',
      instalments: 3,
      instalmentAmount: '3424.33',
    });
  });

  it('5,000 over 360 days: 540.00 interest, 12 instalments of 461.67', () => {
    // 5000 × 0.0003 × 360 = 540; 360 / 30 = 12; 5540 / 12 = 461.666…
    expect(loanQuote('5000', 360)).toEqual({
      principal: '5000.00',
      interest: '540.00',
      total: '5540.00',
      instalments: 12,
      instalmentAmount: '461.67',
    });
  });

  it('rounds the interest to the centavo and the instalment count to the nearest whole', () => {
    // 1234 × 0.0003 × 150 = 55.53; 150 / 30 = 5; 1289.53 / 5 = 257.906
    expect(loanQuote('1234', 150)).toEqual({ principal: '1234.00', interest: '55.53', total: '1289.53', instalments: 5, instalmentAmount: '257.91' });
    // 7 × 0.0003 × 91 = 0.1911 → 0.19
    expect(loanQuote('7', 91)?.interest).toBe('0.19');
    // 210 / 30 = 7; 270 / 30 = 9; 330 / 30 = 11
    expect([210, 270, 330].map((d) => loanQuote('1000', d)?.instalments)).toEqual([7, 9, 11]);
  });

  it('is null for anything but digits (the page then says "Please Enter a number!")', () => {
    for (const bad of ['', ' ', '10,000', '10.5', '-100', '1e4', 'abc', '１０', null, undefined, 12.5, -3]) expect(loanQuote(bad, 91)).toBeNull();
  });

  it('is null for a period that is not a whole number of days', () => {
    expect(loanQuote('1000', 'x')).toBeNull();
    expect(loanQuote('1000', 0)).toBeNull();
  });

  it('is callable from expressions as loanQuote', () => {
    expect(functions.loanQuote?.(['10000', '91'], { query: {}, clock: unknownClock })).toMatchObject({ total: '10273.00' });
  });
});

/** The sandbox's today: the seeded loan orders stand around it as they stand around seedPresent. */
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { seedPresent } from '../../../adapters/sandbox/sandbox-today.ts';
import { sandboxHarness } from './sandbox-harness.ts';

type Line = { text: string; value: string };
const dueDate = (detail: Line[]) => detail.find((l) => l.text === 'Due date')?.value;

describe('sandbox today', () => {
  it('as written on seedPresent: 5000174 due that day, 5000180 13 days overdue, 5000170 9 days ahead', async () => {
    const { data } = sandboxHarness('default', { today: seedPresent });
    expect(dueDate((await data('loanDetails.detail', { orderId: '5000174' })).userOrderDetail.detail)).toBe('2025-06-07');
    expect(dueDate((await data('loanDetails.detail', { orderId: '5000180' })).userOrderDetail.detail)).toBe('2025-05-25');
    expect((await data('repayment.instalment', { productId: '7', orderId: '5000170' })).repayDate).toBe('2025-06-16');
  });

  it('moves every seeded date by the same days on another today, instalment plans too', async () => {
    const { data } = sandboxHarness('default', { today: '2026-11-25' });
    const order174 = await data('loanDetails.detail', { orderId: '5000174' });
    expect(dueDate(order174.userOrderDetail.detail)).toBe('2026-11-25');
    expect(order174.noticeDesText).toContain('on or before 2026-11-25');
    expect(dueDate((await data('loanDetails.detail', { orderId: '5000180' })).userOrderDetail.detail)).toBe('2026-11-12');
    const order170 = await data('loanDetails.detail', { orderId: '5000170' });
    expect(order170.userOrderDetail.detail).toEqual(
      expect.arrayContaining([
        { text: 'Apply date', value: '2026-11-02' },
        { text: 'Due date', value: '2026-12-04' },
      ]),
    );
    expect((await data('repayment.instalment', { productId: '7', orderId: '5000170' })).repayDate).toBe('2026-12-04');
    // Orders not yet disbursed keep their empty dates.
    expect(dueDate((await data('loanDetails.detail', { orderId: '5000021' })).userOrderDetail.detail)).toBeUndefined();
  });

  it('is today in Manila by default', async () => {
    // 2026-11-25 20:00 UTC is already the 26th in Manila.
    const lender = createSandbox({ baseURL: 'http://sandbox.test/api', now: () => Date.UTC(2026, 10, 25, 20, 0) });
    const res = await lender.fetch(
      new Request('http://sandbox.test/api/v3/loan-details/loan-details', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'orderId=5000174&productId=8',
      }),
    );
    const body = (await res.json()) as { data: { userOrderDetail: { detail: Line[] } } };
    expect(dueDate(body.data.userOrderDetail.detail)).toBe('2026-11-26');
  });
});

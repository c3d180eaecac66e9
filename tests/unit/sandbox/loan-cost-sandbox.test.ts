/** The confirm page's cost (issue 22, item 4): what the borrower receives after the fee, repays in all, and the button says. */
import { describe, expect, it } from 'vitest';
import { sandboxHarness } from './sandbox-harness.ts';

describe('loan cost before agreeing', () => {
  it('the confirm data says what the borrower receives after the service fee and repays in all, matching its lines', async () => {
    const { data } = sandboxHarness();
    const confirm = await data('loanConfirm.detail', { productId: '7' });
    expect(confirm).toMatchObject({ amount: 500000, receivedAmount: 450000, serviceFee: 50000, repayTotal: 513650 });
    const line = (text: string) => confirm.details.find((l: { text: string }) => l.text === text)?.value;
    expect(line('Received amount')).toBe('₱4.500,00');
    expect(line('Service fee')).toBe('₱500,00');
    expect(line('Total repayment')).toBe('₱5.136,50');
    expect(confirm.repay_plans.reduce((sum: number, p: { amount: number }) => sum + p.amount, 0)).toBe(confirm.repayTotal);
  });

  it('the version 2 button offers what reaches the account, not the loan amount the fee comes out of', async () => {
    const { data } = sandboxHarness();
    expect((await data('legacy.confirm', { productId: '7' })).NewButtonMsg).toBe('Get ₱4.500,00 now');
    expect((await data('legacy.confirm', { productId: '8' })).NewButtonMsg).toBe('Get ₱7.650,00 now');
  });

  it('version 2 (the legacy wire) carries the same cost, so its page shows the cost card too', async () => {
    const { data, get } = sandboxHarness();
    const v1 = await data('loanConfirm.detail', { productId: '7' });
    const v2 = await data('legacy.confirm', { productId: '7' });
    expect(v2).toMatchObject({ receivedAmount: v1.receivedAmount, serviceFee: v1.serviceFee, repayTotal: v1.repayTotal });
    // On the wire the spec's fields are substituted (amount → amt); the cost fields have no substituted names.
    const wire = await (await get('/lgc/qd-confirm', { method: 'POST', body: new URLSearchParams({ pd: '7' }) })).text();
    expect(wire).toMatch(/"amt":500000/);
    expect(wire).toMatch(/"receivedAmount":450000/);
  });
});

/** The order page and the repayment page agree (issue 22, item 5): the same amount due, date and instalment, and a payment shows on the order. */
import { describe, expect, it } from 'vitest';
import { sandboxHarness } from './sandbox-harness.ts';

type Line = { text: string; value: string };
const line = (detail: Line[], text: string) => detail.find((l) => l.text === text)?.value;

function setup() {
  const h = sandboxHarness('default', { now: () => Date.UTC(2025, 5, 7, 2, 4, 5) });
  const order = (orderId: string) => h.data('loanDetails.detail', { orderId });
  const instalment = (orderId: string) => h.data('repayment.instalment', { productId: '7', orderId });
  const payByCard = async (orderId: string) => {
    const way = await h.data('repayment.way', { orderId });
    const card = way.bankCards[0];
    const commit = await h.data('repayment.commit', {
      amount: '',
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId,
      repayToken: way.repayToken,
      bankCode: card.bankCode,
      sendMsg: 1,
    });
    return h.data('repayment.confirm', { orderId, verifyCode: '123456', repaymentRecordId: commit.repayRecordId });
  };
  return { order, instalment, payByCard };
}

describe('order details and the instalment page', () => {
  it('show order 5000170 the same: ₱1.712,17, instalment 1 of 3, due 2025-06-16', async () => {
    const { order, instalment } = setup();
    const info = await instalment('5000170');
    const o = await order('5000170');
    expect(info).toMatchObject({ repayAmount: 171217, repayDate: '2025-06-16' });
    expect(o.noticeDesText).toBe('Your loan was credited. Please repay ₱1.712,17 (instalment 1 of 3) on or before 2025-06-16.');
    expect(line(o.userOrderDetail.detail, 'Repayment amount')).toBe('₱1.712,17');
    expect(line(o.userOrderDetail.detail, 'Due date')).toBe(info.repayDate);
    expect(line(o.userOrderDetail.detail, 'Instalment')).toBe(line(info.detail, 'Instalment'));
  });

  it('agree for orders paid in one go, overdue ones with the late penalty', async () => {
    const { order, instalment } = setup();
    for (const orderId of ['5000174', '5000175', '5000180', '5000181']) {
      const [o, info] = [await order(orderId), await instalment(orderId)];
      expect(line(o.userOrderDetail.detail, 'Due date'), orderId).toBe(info.repayDate);
      expect(line(o.userOrderDetail.detail, 'Repayment amount'), orderId).toBe(
        `₱${(info.repayAmount / 100)
          .toFixed(2)
          .replace('.', ',')
          .replace(/\B(?=(\d{3})+,)/g, '.')}`,
      );
      expect(line(o.userOrderDetail.detail, 'Instalment'), orderId).toBeUndefined();
    }
  });

  it('after a payment the order shows it as its last payment and moves to the next instalment', async () => {
    const { order, instalment, payByCard } = setup();
    await payByCard('5000170');
    const o = await order('5000170');
    expect(line(o.userOrderDetail.detail, 'Last payment')).toBe('₱1.712,17 on 2025-06-07 10:04:05');
    expect(line(o.userOrderDetail.detail, 'Instalment')).toBe('2 of 3');
    expect(line(o.userOrderDetail.detail, 'Due date')).toBe((await instalment('5000170')).repayDate);
    expect(o.noticeDesText).toContain('(instalment 2 of 3) on or before 2025-07-16');
  });

  it('a finished order shows what was repaid and no amount due', async () => {
    const { order } = setup();
    const o = await order('5000200');
    expect(line(o.userOrderDetail.detail, 'Repaid amount')).toBe('₱8.959,00');
    expect(line(o.userOrderDetail.detail, 'Instalment')).toBeUndefined();
  });
});

/**
 * What a repayable order owes now, the same for the order page and the repayment pages: the instalment due (a share of
 * principal and interest, plus the late penalty when overdue), its date, and the plan it belongs to. Money in centavos.
 */
import { interestOf, latePenalty, type LoanOrder } from './loan-seed.ts';
import type { RepaymentPlan, RepaymentState } from './repayment-seed.ts';

/** What the borrower owes now on an order. */
export interface Due {
  principal: number;
  interest: number;
  overdueFee: number;
  /** principal + interest + overdueFee. */
  total: number;
}

/** The k-th of n near-equal shares of a total (the first ones take the remainder), as the confirm page splits it. */
export const share = (total: number, k: number, n: number) => Math.floor(total / n) + (k < total % n ? 1 : 0);

/** The instalment now due on an order under its plan. */
export function amountDue(order: LoanOrder, plan: RepaymentPlan): Due {
  const k = Math.min(plan.paid, plan.periods - 1);
  const principal = share(order.amount, k, plan.periods);
  const interest = share(interestOf(order.amount, order.periods), k, plan.periods);
  const overdueFee = order.status === '180' ? latePenalty : 0;
  return { principal, interest, overdueFee, total: principal + interest + overdueFee };
}

/** An order's plan as it stands, without recording one (an order not yet repaid owes everything on its due date). */
export function planOf(repayment: RepaymentState, order: LoanOrder): RepaymentPlan {
  return repayment.plans[order.orderId] ?? { periods: 1, paid: 0, repayDate: order.dueDate };
}

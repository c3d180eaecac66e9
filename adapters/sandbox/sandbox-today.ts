/**
 * The sandbox's today. The seeded loan orders are written as of seedPresent (order 5000174 due that day, 5000180 13 days
 * overdue, 5000170's first instalment 9 days ahead); a fresh scenario moves all their dates by the same number of days,
 * so they stand the same way around the sandbox's today (by default the real date in Manila), and the app's "days left",
 * counted from the phone's date, agrees with the lender.
 */
import { addDays } from './loan-confirm.ts';
import type { SandboxState } from './scenarios.ts';

/** The day the seeded loan data is written as of. */
export const seedPresent = '2025-06-07';

const dayMs = 86_400_000;

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** Moves a scenario's seeded loan dates (orders and instalment plans) from seedPresent to `today`; returns the state. */
export function placeAround(state: SandboxState, today: string): SandboxState {
  const shift = daysBetween(seedPresent, today);
  if (!Number.isFinite(shift) || shift === 0) return state;
  state.today = today;
  const move = (date: string) => (date === '' ? '' : addDays(date, shift));
  for (const order of state.loan.orders) {
    order.applyDate = move(order.applyDate);
    order.loanDate = move(order.loanDate);
    order.dueDate = move(order.dueDate);
  }
  for (const plan of Object.values(state.repayment.plans)) plan.repayDate = move(plan.repayDate);
  return state;
}

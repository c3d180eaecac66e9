/**
 * The public site's loan calculator (spec section 9): 0.03 % interest a day; interest = amount × 0.0003 × days;
 * total = principal + interest; instalments = days / 30 rounded; instalment amount = total / instalments; two decimals.
 * Worked in whole centavos so that 10,000 over 91 days is exactly 273.00 interest, not 272.99999….
 */

/** What the calculator shows for one amount and period; every money figure with two decimals. */
export interface LoanQuote {
  principal: string;
  interest: string;
  total: string;
  instalments: number;
  instalmentAmount: string;
}

const twoDecimals = (cents: number): string => (cents / 100).toFixed(2);

/** The quote for an amount typed by the visitor (digits only) over a number of days; null when the amount is not a number. */
export function loanQuote(amount: unknown, days: unknown): LoanQuote | null {
  const text =
    typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  if (!/^\d{1,12}$/.test(text)) return null;
  const period = Number(days);
  if (!Number.isInteger(period) || period <= 0) return null;
  const principalCents = Number(text) * 100;
  // amount × 0.0003 × days in centavos = amount × days × 3 / 100.
  const interestCents = Math.round((Number(text) * period * 3) / 100);
  const totalCents = principalCents + interestCents;
  const instalments = Math.max(1, Math.round(period / 30));
  return {
    principal: twoDecimals(principalCents),
    interest: twoDecimals(interestCents),
    total: twoDecimals(totalCents),
    instalments,
    instalmentAmount: twoDecimals(Math.round(totalCents / instalments)),
  };
}

/** The loan confirmation endpoints (v3 and legacy): confirm data, agreements, agreement pages and the loan push. */
import { fail, ok, text, type HandlerContext, type HandlerResult } from './handler-kit.ts';
import { agreementAt, agreementList, contractUrl } from './contract-pages.ts';
import { dailyRateText, flagTexts, interestOf, type LoanOrder, type LoanProduct, type LoanState } from './loan-seed.ts';
import { formatPeso, manilaTime } from './seed-data.ts';

/** A date YYYY-MM-DD plus a number of days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in Manila, YYYY-MM-DD. */
export const manilaDate = (ms: number): string => manilaTime(ms).slice(0, 10);

/** The product a request names; the first product when it names none. */
export function productOf(loan: LoanState, productId: string): LoanProduct | undefined {
  return productId === '' ? loan.products[0] : loan.products.find((p) => p.productId === productId);
}

const unknownProduct = 'This loan product could not be found.';

/** The repayment plan of spec section 9: days/30 rounded instalments of (principal + interest) / instalments. */
function repayPlans(amount: number, days: number, start: string) {
  const count = Math.max(1, Math.round(days / 30));
  const interest = interestOf(amount, days);
  const share = (total: number, k: number) => Math.floor(total / count) + (k < total % count ? 1 : 0);
  return Array.from({ length: count }, (_, k) => {
    const principal = share(amount, k);
    const due = share(interest, k);
    return {
      pay_time: addDays(start, Math.round((days * (k + 1)) / count)),
      title: `Instalment ${k + 1}/${count}`,
      description: `Principal ${formatPeso(principal)} + interest ${formatPeso(due)}`,
      amount: principal + due,
    };
  });
}

/** The confirm data of spec section 3 (Loan confirm) for a product, today. */
function confirmData(ctx: HandlerContext, product: LoanProduct) {
  const { amount, periods: days } = product;
  const interest = interestOf(amount, days);
  const plans = repayPlans(amount, days, manilaDate(ctx.now()));
  const popup = ctx.state.loan.flags.popupAgreement === true;
  return {
    comProductLogo: ctx.image(product.logo),
    comProductName: product.name,
    amount,
    periods: days,
    termUnit: 'day',
    details: [
      { text: 'Loan amount', value: formatPeso(amount) },
      { text: 'Received amount', value: formatPeso(amount - product.serviceFee) },
      { text: 'Service fee', value: formatPeso(product.serviceFee) },
      { text: 'Loan term', value: `${days} days` },
      { text: 'Interest rate', value: dailyRateText },
      { text: 'Interest', value: formatPeso(interest) },
      { text: 'Total repayment', value: formatPeso(amount + interest) },
    ],
    repay_plans: plans,
    // Beyond spec section 3's fields (optional in schemas/api/loan-confirm.schema.json): what the borrower receives, the
    // fee taken from it and what they repay in all, so the page can show the cost before the borrower agrees.
    receivedAmount: amount - product.serviceFee,
    serviceFee: product.serviceFee,
    repayTotal: amount + interest,
    firstPayTime: plans[0]?.pay_time ?? '',
    firstPeriodDay: Math.round(days / plans.length),
    pRateDsc: 'Daily interest rate 0.03%',
    sendSms: 0,
    isPopType: popup ? 1 : 0,
    popTitle: popup ? flagTexts.popTitle : '',
    popContent: popup ? flagTexts.popContent : '',
    popAgreementUrl: popup ? contractUrl(ctx.baseURL, 0) : '',
  };
}

/** loanConfirm.detail: the confirm data of the product. */
export function confirmDetail(ctx: HandlerContext): HandlerResult {
  const product = productOf(ctx.state.loan, text(ctx.payload, 'productId'));
  return product ? ok(confirmData(ctx, product)) : fail(unknownProduct);
}

/** legacy.confirm: the same data plus the version 2 button text and promotional popup text. */
export function legacyConfirm(ctx: HandlerContext): HandlerResult {
  const product = productOf(ctx.state.loan, text(ctx.payload, 'productId'));
  if (!product) return fail(unknownProduct);
  // The cost fields have no substituted names (spec section 3 lists none): they travel under their real names, which
  // the client's alias table leaves as they are, so the version 2 page shows the same cost card.
  return ok({
    ...confirmData(ctx, product),
    // What reaches the borrower's account, not the loan amount the fee is taken from.
    NewButtonMsg: `Get ${formatPeso(product.amount - product.serviceFee)} now`,
    NewPopMsg: ctx.state.loan.flags.promo === true ? flagTexts.promo : '',
  });
}

/** contract.list: the agreements in `data.data`. */
export const contractList = (): HandlerResult => ok({ data: agreementList() });

/** legacy.contract: the agreements in `attach.list`. */
export const legacyContractList = (): HandlerResult => ok({ list: agreementList() });

/** contract.jump and legacy.contractJump: the address of the agreement page at `position`. */
export function contractJump(ctx: HandlerContext): HandlerResult {
  const position = text(ctx.payload, 'position');
  if (!agreementAt(position)) return fail('This agreement could not be found.');
  return ok({ contract_url: contractUrl(ctx.baseURL, Number(position)) });
}

const positive = (raw: string): number | undefined => {
  const n = raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** loanConfirm.push and legacy.push: applies for the loan; the new order starts under review (status 21). */
export function push(ctx: HandlerContext): HandlerResult {
  const loan = ctx.state.loan;
  if (loan.flags.pushRefused) return fail(flagTexts.pushRefused);
  const product = productOf(loan, text(ctx.payload, 'productId'));
  if (!product) return fail(unknownProduct);
  const amount = positive(text(ctx.payload, 'amount'));
  if (amount === undefined) return fail('The loan amount must be a positive number.');
  const periods = positive(text(ctx.payload, 'periods'));
  if (periods === undefined) return fail('The loan term must be a positive number of days.');
  const today = manilaDate(ctx.now());
  const orderId = String(loan.nextOrderId++);
  const created: LoanOrder = {
    orderId,
    orderNo: `HT${today.replace(/-/g, '').slice(2)}${orderId.slice(-4)}`,
    productId: product.productId,
    status: '21',
    isDelay: '0',
    amount: Math.round(amount),
    periods: Math.round(periods),
    applyDate: today,
    loanDate: '',
    dueDate: '',
    overdueDays: 0,
  };
  loan.orders.unshift(created);
  return ok({ lendDetailsUrl: `/loanDetails?productId=${product.productId}&orderId=${orderId}` });
}

/**
 * The repayment endpoints: card repayment (repayment-way, commit with an SMS code, confirm), the e-wallet checkout
 * (huichao), the instalment and rollover pages' data, and pay codes for the repayment channels (generate-vcode).
 * A completed payment moves the order on: an instalment advances its plan (status 200 after the last), a
 * rollover moves the due date.
 */
import type { LenderCall } from './lender-routes.ts';
import { fail, ok, text, type Handler, type HandlerContext, type HandlerResult } from './handler-kit.ts';
import { addDays } from './loan-confirm.ts';
import { amountDue, type Due } from './amount-due.ts';
import type { LoanOrder, LoanProduct } from './loan-seed.ts';
import {
  addMonths,
  confirmCodes,
  defaultPayCode,
  payChannels,
  payNotice,
  repayableStatuses,
  repaymentNotice,
  repaymentTexts as t,
  rolloverDays,
  rolloverFeePercent,
  sandboxSmsCode,
  type PayChannel,
  type RepaymentPlan,
  type SandboxPayment,
} from './repayment-seed.ts';
import type { SandboxState } from './scenarios.ts';
import { formatPeso, manilaTime } from './seed-data.ts';

/** A repayable order with its product and plan. */
interface Repayable {
  order: LoanOrder;
  product: LoanProduct | undefined;
  plan: RepaymentPlan;
}

const dueOf = ({ order, plan }: Repayable): Due => amountDue(order, plan);

/** The later of two dates YYYY-MM-DD. */
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * When a rollover's days start: the due date, or the sandbox's today for an order already past it. An overdue order
 * extended by 7 days from its old due date would get a "next payment date" that has already passed.
 */
export const extensionStart = (order: LoanOrder, today: string) => later(order.dueDate, today);

/**
 * A rollover: the fee paid now (a share of principal and interest, plus any overdue fee), the day it is due (the due
 * date, or today when overdue) and the new due date, rolloverDays after that.
 */
function rolloverOf(r: Repayable, today: string) {
  const due = dueOf(r);
  const extensionFee = Math.round(((due.principal + due.interest) * rolloverFeePercent) / 100);
  const payBy = extensionStart(r.order, today);
  return { due, extensionFee, delayAmount: extensionFee + due.overdueFee, payBy, newDate: addDays(payBy, rolloverDays) };
}

/** The order named by the payload's orderId, when it has something to repay (and allows a rollover, if asked). */
function repayable(state: SandboxState, orderId: string, rollover = false): Repayable | HandlerResult {
  const order = state.loan.orders.find((o) => o.orderId === orderId);
  if (!order) return fail(t.unknownOrder);
  if (!repayableStatuses.includes(order.status)) return fail(t.nothingToRepay);
  if (rollover && (order.isDelay !== '1' || order.status === '170')) return fail(t.noRollover);
  const plans = state.repayment.plans;
  const plan = (plans[order.orderId] ??= { periods: 1, paid: 0, repayDate: order.dueDate });
  return { order, plan, product: state.loan.products.find((p) => p.productId === order.productId) };
}

const isResult = (value: Repayable | HandlerResult): value is HandlerResult => 'ok' in value;

/** A positive amount in centavos from the payload; the fallback when the field is empty, undefined when not valid. */
function amountOf(raw: string, fallback: number): number | undefined {
  if (raw === '') return fallback;
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : undefined;
}

function newPayment(
  ctx: HandlerContext,
  r: Repayable,
  fields: Partial<SandboxPayment> & Pick<SandboxPayment, 'method' | 'amount' | 'status'>,
): SandboxPayment {
  const rep = ctx.state.repayment;
  const payment: SandboxPayment = {
    id: `RR${rep.nextPaymentId++}`,
    orderId: r.order.orderId,
    productId: r.order.productId,
    channelNumber: '',
    cardId: '',
    bankName: '',
    isDelay: '0',
    payCode: '',
    createdAt: manilaTime(ctx.now()),
    paidAt: '',
    ...fields,
  };
  rep.payments.push(payment);
  return payment;
}

/**
 * Marks a payment done and moves its order on: a rollover moves the due date 7 days past the old one, or past the
 * sandbox's today when the order was overdue (status 170 again); an
 * instalment advances the plan by one period (next date a month later), and the last one finishes the order
 * (status 200). A payment already done changes nothing.
 */
export function completePayment(state: SandboxState, payment: SandboxPayment, now: number): void {
  if (payment.status === 'paid' || payment.status === 'failed') return;
  payment.status = 'paid';
  payment.paidAt = manilaTime(now);
  const r = repayable(state, payment.orderId, payment.isDelay === '1');
  if (isResult(r)) return;
  const { order, plan } = r;
  if (payment.isDelay === '1') {
    order.dueDate = addDays(extensionStart(order, state.today), rolloverDays);
    plan.repayDate = order.dueDate;
  } else {
    plan.paid += 1;
    if (plan.paid >= plan.periods) {
      order.status = '200';
      return;
    }
    // Monthly, and the last instalment on the loan's own due date (three months may be a day longer than the term).
    plan.repayDate = plan.paid === plan.periods - 1 ? order.dueDate : addMonths(plan.repayDate, 1);
  }
  order.status = '170';
  order.overdueDays = 0;
}

/** Marks a payment that is not done as failed (cancelled at the checkout: no money taken); a paid one stays paid. */
export function cancelPayment(payment: SandboxPayment): void {
  if (payment.status !== 'paid') payment.status = 'failed';
}

/** Finds a recorded payment by id. */
export function findPayment(state: SandboxState, id: string): SandboxPayment | undefined {
  return state.repayment.payments.find((p) => p.id === id);
}

/** Where the e-wallet checkout page of a payment is served; `returnOrigin` is where it sends the borrower back to. */
export const checkoutUrl = (base: string, paymentId: string, returnOrigin = '') =>
  `${base}/sandbox/checkout/${paymentId}${returnOrigin ? `?return=${encodeURIComponent(returnOrigin)}` : ''}`;

/** Where the QR image of a pay code is served. */
export const qrUrl = (baseURL: string, payCode: string) => `${baseURL}/sandbox/qr/${payCode}.svg`;

/** repayment.way: the bank cards, whether the e-wallet is offered, and a fresh repayToken for the order. */
function way(ctx: HandlerContext): HandlerResult {
  const rep = ctx.state.repayment;
  if (rep.flags.cardsFailure !== undefined) return fail(rep.flags.cardsFailure);
  const r = repayable(ctx.state, text(ctx.payload, 'orderId'));
  if (isResult(r)) return r;
  const token = `RT${r.order.orderId}-${String(rep.nextToken++).padStart(4, '0')}`;
  rep.tokens[r.order.orderId] = token;
  return ok({ alipay: rep.wallet ? 1 : 0, repayToken: token, bankCards: rep.cards.map((c) => ({ ...c })) });
}

/** repayment.commit: starts a card payment; an SMS code is "sent" (needValid 1) unless the scenario says otherwise. */
function commit(ctx: HandlerContext): HandlerResult {
  const { payload, state } = ctx;
  const rep = state.repayment;
  if (rep.flags.commitFailure !== undefined) return fail(rep.flags.commitFailure);
  const r = repayable(state, text(payload, 'orderId'));
  if (isResult(r)) return r;
  const token = text(payload, 'repayToken');
  if (token === '' || rep.tokens[r.order.orderId] !== token) return fail(t.tokenExpired);
  const card = rep.cards.find((c) => c.id === text(payload, 'cardId'));
  if (!card) return fail(t.unknownCard);
  const amount = amountOf(text(payload, 'amount'), dueOf(r).total);
  if (amount === undefined) return fail(t.badAmount);
  // sendMsg 1 asks for the code again: the payment still waiting for it is reused.
  if (text(payload, 'sendMsg') === '1') {
    const waiting = rep.payments.find((p) => p.status === 'awaiting-code' && p.orderId === r.order.orderId && p.cardId === card.id);
    if (waiting && !rep.flags.noSms) return ok({ needValid: 1, repayRecordId: waiting.id });
  }
  const payment = newPayment(ctx, r, { method: 'card', cardId: card.id, bankName: card.bankName, amount, status: 'awaiting-code' });
  if (rep.flags.noSms) {
    completePayment(state, payment, ctx.now());
    return ok({ needValid: 0, repayRecordId: payment.id });
  }
  return ok({ needValid: 1, repayRecordId: payment.id });
}

/** repayment.confirm: the SMS code of a card payment; 800006 for a wrong code, 800005 for a payment already done. */
function confirm(ctx: HandlerContext): HandlerResult {
  const { payload, state } = ctx;
  if (state.repayment.flags.confirmTwice) return fail(t.twice, confirmCodes.twice);
  const id = text(payload, 'repaymentRecordId');
  const orderId = text(payload, 'orderId');
  const payment = findPayment(state, id);
  if (!payment || payment.method !== 'card' || (orderId !== '' && payment.orderId !== orderId)) return fail(t.unknownPayment);
  if (payment.status === 'paid') return fail(t.twice, confirmCodes.twice);
  if (text(payload, 'verifyCode') !== sandboxSmsCode) return fail(t.wrongCode, confirmCodes.wrongCode);
  const r = repayable(state, payment.orderId);
  if (isResult(r)) return r;
  completePayment(state, payment, ctx.now());
  return ok(null);
}

/** repayment.huichao: starts an e-wallet payment and answers the address of its checkout page. */
function huichao(ctx: HandlerContext): HandlerResult {
  const { payload, state } = ctx;
  const r = repayable(state, text(payload, 'orderId'));
  if (isResult(r)) return r;
  if (!state.repayment.wallet) return fail(t.noWallet);
  const amount = amountOf(text(payload, 'amount'), dueOf(r).total);
  if (amount === undefined) return fail(t.badAmount);
  const payment = newPayment(ctx, r, { method: 'e-wallet', amount, status: 'pending' });
  // repayRecordId is not in the spec's answer (url only): it lets the order page find this payment in its payments.
  return ok({ url: checkoutUrl(ctx.checkoutBase, payment.id, ctx.returnOrigin), repayRecordId: payment.id });
}

function channelList(ctx: HandlerContext) {
  return payChannels.map((c) => ({ name: c.name, logo: ctx.image(c.logo), channel_number: c.channelNumber }));
}

function defaultPay(ctx: HandlerContext, orderId: string, isDelay: '0' | '1') {
  const code = ctx.state.repayment.flags.plain ? '' : defaultPayCode(orderId, isDelay);
  const first = payChannels[0] as PayChannel;
  return { payCode: code, logo: ctx.image(first.logo), title: first.name, payNotice: payNotice() };
}

/** What the instalment and rollover pages share; the default pay code is the one for what the page pays. */
function commonInfo(ctx: HandlerContext, r: Repayable, isDelay: '0' | '1') {
  return {
    productName: r.product?.name ?? '',
    productLogo: r.product ? ctx.image(r.product.logo) : '',
    repayList: channelList(ctx),
    noticeMsg: repaymentNotice,
    defDetail: defaultPay(ctx, r.order.orderId, isDelay),
    isShowReyTop: ctx.state.repayment.flags.plain ? 0 : 1,
  };
}

function serviceFeeOf(r: Repayable): number {
  return r.product ? Math.round((r.product.serviceFee * r.order.amount) / r.product.amount) : 0;
}

/** repayment.instalment: the instalment now due, with the loan's detail lines and the repayment channels. */
function instalment(ctx: HandlerContext): HandlerResult {
  const r = repayable(ctx.state, text(ctx.payload, 'orderId'));
  if (isResult(r)) return r;
  const { order, plan } = r;
  const due = dueOf(r);
  const detail = [
    { text: 'Loan amount', value: formatPeso(order.amount) },
    { text: 'Loan term', value: `${order.periods} days` },
    ...(plan.periods > 1 ? [{ text: 'Instalment', value: `${plan.paid + 1} of ${plan.periods}` }] : []),
    { text: 'Principal', value: formatPeso(due.principal) },
    { text: 'Interest', value: formatPeso(due.interest) },
    { text: 'Service fee (deducted at disbursement)', value: formatPeso(serviceFeeOf(r)) },
    { text: 'Overdue fee', value: formatPeso(due.overdueFee) },
    { text: 'Due date', value: plan.repayDate },
    { text: 'Order No.', value: order.orderNo },
  ];
  return ok({ repayAmount: due.total, repayDate: plan.repayDate, detail, ...commonInfo(ctx, r, '0') });
}

/** repayment.rollover: what extending the due date by 7 days costs now, the new date and the plan after it. */
function rollover(ctx: HandlerContext): HandlerResult {
  const r = repayable(ctx.state, text(ctx.payload, 'orderId'), true);
  if (isResult(r)) return r;
  const { order } = r;
  const { due, extensionFee, delayAmount, payBy, newDate } = rolloverOf(r, ctx.state.today);
  const detail = [
    { text: 'Loan amount', value: formatPeso(order.amount) },
    { text: 'Loan term', value: `${order.periods} days` },
    { text: 'Principal', value: formatPeso(due.principal) },
    { text: 'Interest', value: formatPeso(due.interest) },
    { text: 'Overdue fee', value: formatPeso(due.overdueFee) },
    { text: 'Extension fee', value: formatPeso(extensionFee) },
    { text: 'Current due date', value: order.dueDate },
    { text: 'New due date', value: newDate },
    { text: 'Order No.', value: order.orderNo },
  ];
  const repayPlan = [
    { remark: `Pay now to extend your loan by ${rolloverDays} days`, title: 'Extension fee', amount: extensionFee, time: payBy },
    ...(due.overdueFee > 0 ? [{ remark: 'Paid together with the extension fee', title: 'Overdue fee', amount: due.overdueFee, time: payBy }] : []),
    { remark: 'Due on your new repayment date', title: 'Principal and interest', amount: due.principal + due.interest, time: newDate },
  ];
  return ok({
    repayAmount: due.principal + due.interest,
    repayDate: newDate,
    detail,
    ...commonInfo(ctx, r, '1'),
    delayInfo: { delayAmount, title: t.rolloverTitle },
    repayPlan,
  });
}

/** A pay code for a channel payment: 'HT', the channel's last two digits, the order's last 7 digits and a sequence. */
function channelPayCode(channel: PayChannel, orderId: string, sequence: number): string {
  return `HT${channel.channelNumber.slice(-2)}${orderId.replace(/\D/g, '').padStart(7, '0').slice(-7)}${String(sequence % 1000).padStart(3, '0')}`;
}

/**
 * repayment.generate: a pay code for the chosen channel (the order's default pay code for the default-pay channel),
 * recorded as a pending payment, and where to show it.
 */
function generate(ctx: HandlerContext): HandlerResult {
  const { payload, state } = ctx;
  const rep = state.repayment;
  if (rep.flags.generateFailure !== undefined) return fail(rep.flags.generateFailure);
  const channel = payChannels.find((c) => c.channelNumber === text(payload, 'channelNumber'));
  if (!channel) return fail(t.noChannel);
  const isDelay = text(payload, 'isDelay') === '1' ? '1' : '0';
  const r = repayable(state, text(payload, 'orderId'), isDelay === '1');
  if (isResult(r)) return r;
  const amount = amountOf(text(payload, 'amount'), isDelay === '1' ? rolloverOf(r, state.today).delayAmount : dueOf(r).total);
  if (amount === undefined) return fail(t.badAmount);
  // The default-pay channel's code is the one the instalment or rollover page already shows: one code per channel and
  // purpose (a repayment and an extension never share a code).
  const standing = channel === payChannels[0] && !rep.flags.plain ? defaultPayCode(r.order.orderId, isDelay) : '';
  const payCode = standing || channelPayCode(channel, r.order.orderId, rep.nextPaymentId);
  const payment = newPayment(ctx, r, { method: 'channel', channelNumber: channel.channelNumber, amount, isDelay, payCode, status: 'pending' });
  const { productId, orderId } = r.order;
  const payUrl =
    channel.kind === 'code'
      ? `/repaymentOfCode?showType=1&payCode=${payCode}&repayAmount=${amount}`
      : channel.kind === 'qr'
        ? `/repaymentOfCode?showType=2&payCode=${payCode}&payCodeImg=${encodeURIComponent(qrUrl(ctx.baseURL, payCode))}&repayAmount=${amount}`
        : channel.kind === 'counter'
          ? `/repaymentOfCode2?productId=${productId}&orderId=${orderId}`
          : checkoutUrl(ctx.checkoutBase, payment.id, ctx.returnOrigin);
  // repayRecordId is not in the spec's answer (payUrl): it lets the order page find this payment in its payments.
  return ok({ payUrl, payCode, repayRecordId: payment.id });
}

/** The repayment endpoints. */
export const repaymentHandlers = {
  'repayment.way': way,
  'repayment.commit': commit,
  'repayment.confirm': confirm,
  'repayment.huichao': huichao,
  'repayment.instalment': instalment,
  'repayment.rollover': rollover,
  'repayment.generate': generate,
} satisfies Partial<Record<LenderCall, Handler>>;

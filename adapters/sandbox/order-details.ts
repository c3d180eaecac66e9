/** The order-details and joint-login endpoints, the recommended products and the tracking calls. */
import { fail, ok, text, type HandlerContext, type HandlerResult } from './handler-kit.ts';
import { flagTexts, interestOf, latePenalty, supportTelephone, type LoanOrder, type LoanProduct } from './loan-seed.ts';
import { amountDue, planOf } from './amount-due.ts';
import { payChannels, repayableStatuses, type SandboxPayment } from './repayment-seed.ts';
import type { SandboxState } from './scenarios.ts';
import { formatPeso, manilaTime } from './seed-data.ts';

/** A recommended product as the lender answers it (spec section 3). */
export function recommendedProduct(p: LoanProduct, image: HandlerContext['image']) {
  return {
    productId: p.productId,
    logo: image(p.logo),
    name: p.name,
    buttonText: p.buttonText,
    buttonEnabled: p.buttonEnabled,
    amountRange: p.amountRange,
    rangeDescription: 'Loan amount',
    rate: '0.03%/day',
    description: p.description,
  };
}

const owed = (o: LoanOrder) => o.amount + interestOf(o.amount, o.periods) + (o.status === '180' ? latePenalty : 0);

/** What a repayable order owes now (the same instalment, date and plan as its repayment page shows). */
interface DueNow {
  amount: number;
  date: string;
  /** "1 of 3" for an order repaid in instalments; '' for one payment. */
  instalment: string;
}

function dueNow(state: SandboxState, o: LoanOrder): DueNow | undefined {
  if (!repayableStatuses.includes(o.status)) return undefined;
  const plan = planOf(state.repayment, o);
  const instalment = plan.periods > 1 ? `${Math.min(plan.paid + 1, plan.periods)} of ${plan.periods}` : '';
  return { amount: amountDue(o, plan).total, date: plan.repayDate, instalment };
}

/** The status title and description of spec section 4's order statuses, in plain English. */
function notice(o: LoanOrder, due: DueNow | undefined): [string, string] {
  const amount = formatPeso(due?.amount ?? owed(o));
  const what = due?.instalment ? `${amount} (instalment ${due.instalment})` : amount;
  const by = `${what} on or before ${due?.date ?? o.dueDate}`;
  switch (o.status) {
    case '21':
      return ['Under review', 'We are reviewing your application. You will get a decision within 1 day.'];
    case '110':
      return ['Loan failed', 'Sorry, your application was not approved this time. You can apply again later.'];
    case '151':
      return ['Disbursing', 'Your loan was approved. The money will be credited to your account within 1 to 3 days.'];
    case '170':
      return ['Repaying', `Your loan was credited. Please repay ${by}.`];
    case '174':
      return ['Repayment due', `Your repayment is due. Please repay ${by} to avoid the late penalty.`];
    case '180':
      return ['Overdue', `Your repayment is ${o.overdueDays} days overdue. Please repay ${what} as soon as possible.`];
    case '200':
      return ['Finished', 'You have repaid this loan in full. Thank you! You can borrow again any time.'];
    default:
      return ['Processing', 'We are updating your order. Please check again later.'];
  }
}

/** The latest payment the lender has received for the order, as "₱1.712,17 on 2025-06-07 10:04:05". */
function lastPayment(state: SandboxState, o: LoanOrder): string {
  const paid = state.repayment.payments.filter((p) => p.orderId === o.orderId && p.status === 'paid');
  const last = paid[paid.length - 1];
  return last ? `${formatPeso(last.amount)} on ${last.paidAt}` : '';
}

/** How many of an order's latest payments order details lists. */
export const listedPayments = 5;

/** How a payment was made, in words: the card, the e-wallet, or the channel and its code. */
function wayOf(state: SandboxState, p: SandboxPayment): string {
  if (p.method === 'card') {
    const card = state.repayment.cards.find((c) => c.id === p.cardId);
    return card ? `${p.bankName} **** ${card.cardNo.slice(-4)}` : p.bankName;
  }
  if (p.method === 'e-wallet') return 'E-wallet';
  const channel = payChannels.find((c) => c.channelNumber === p.channelNumber)?.name ?? 'Payment code';
  return p.payCode ? `${channel}, code ${p.payCode}` : channel;
}

/**
 * The order's latest payments, newest first, as the lender sees them (not in the spec: the order page reads them to say
 * whether a payment just made was received). A card payment still waiting for its SMS code is pending.
 */
function paymentsOf(state: SandboxState, o: LoanOrder) {
  return state.repayment.payments
    .filter((p) => p.orderId === o.orderId)
    .slice(-listedPayments)
    .reverse()
    .map((p) => ({
      id: p.id,
      amount: p.amount,
      status: p.status === 'awaiting-code' ? 'pending' : p.status,
      time: p.status === 'paid' ? p.paidAt : p.createdAt,
      way: wayOf(state, p),
      purpose: p.isDelay === '1' ? 'extension' : 'repayment',
    }));
}

function detailLines(state: SandboxState, o: LoanOrder, p: LoanProduct | undefined, due: DueNow | undefined) {
  const lines = [
    { text: 'Loan amount', value: formatPeso(o.amount) },
    { text: 'Loan term', value: `${o.periods} days` },
    { text: 'Apply date', value: o.applyDate },
  ];
  if (o.loanDate !== '') {
    const interest = interestOf(o.amount, o.periods);
    const fee = p ? Math.round((p.serviceFee * o.amount) / p.amount) : 0;
    lines.push(
      { text: 'Received amount', value: formatPeso(o.amount - fee) },
      { text: 'Interest', value: formatPeso(interest) },
      { text: 'Loan date', value: o.loanDate },
    );
    if (due?.instalment) lines.push({ text: 'Instalment', value: due.instalment });
    lines.push({ text: 'Due date', value: due?.date ?? o.dueDate });
    if (o.status === '180') {
      lines.push({ text: 'Overdue days', value: `${o.overdueDays} days` }, { text: 'Late penalty', value: formatPeso(latePenalty) });
    }
    lines.push({ text: o.status === '200' ? 'Repaid amount' : 'Repayment amount', value: formatPeso(due?.amount ?? owed(o)) });
    const last = lastPayment(state, o);
    if (last !== '') lines.push({ text: 'Last payment', value: last });
  }
  lines.push({ text: 'Order No.', value: o.orderNo });
  return lines;
}

/** loanDetails.detail: the order page's data (spec section 3, Order details), with the scenario's flags. */
export function orderDetail({ state, payload, image }: HandlerContext): HandlerResult {
  const { loan } = state;
  const o = loan.orders.find((x) => x.orderId === text(payload, 'orderId'));
  if (!o) return fail('This order could not be found.');
  const product = loan.products.find((p) => p.productId === o.productId);
  const f = loan.flags;
  const withdraw = f.withdraw === true && o.status === '21';
  // order-bind-card asks on every order until a payment account is saved for it (bindCard.saveForOrder).
  const bindCard = f.bindCard === true && !loan.cardBoundOrders.includes(o.orderId);
  const due = dueNow(state, o);
  const [title, description] = notice(o, due);
  return ok({
    orderStatus: o.status,
    noticeStatusText: title,
    noticeDesText: description,
    productName: product?.name ?? '',
    productLogo: product ? image(product.logo) : '',
    userOrderDetail: { detail: detailLines(state, o, product, due) },
    payments: paymentsOf(state, o),
    recProducts: loan.products.map((p) => recommendedProduct(p, image)),
    inside: 0,
    h5Url: '',
    isDelay: o.isDelay,
    telephone: f.noPhone ? '' : supportTelephone,
    isScore: f.rating ? 1 : 0,
    playeduL: withdraw ? `/confirmLoan?productId=${o.productId}` : f.redirect ? flagTexts.redirect : '',
    reyMsg: withdraw ? flagTexts.reyMsg : '',
    KindTipsMsg: f.kindTips ? flagTexts.kindTips : '',
    cardNeedPop: bindCard ? 1 : 0,
    cardPopTitle: bindCard ? flagTexts.cardPopTitle : '',
    cardPopMsg: bindCard ? flagTexts.cardPopMsg : '',
  });
}

/** unionError.info: the joint-login failure page's message and recommended products. */
export function unionErrorInfo({ state, image }: HandlerContext): HandlerResult {
  return ok({
    noticeMessage: 'You can still apply with one of our partner products below.',
    errMessage: 'Your account could not be linked to the partner app. Please try again later.',
    recProducts: state.loan.products.map((p) => recommendedProduct(p, image)),
  });
}

/** Records a tracking call under its endpoint name with the given fields. */
function record(ctx: HandlerContext, endpoint: string, keys: string[]) {
  const fields = Object.fromEntries(keys.map((k) => [k, text(ctx.payload, k)]));
  ctx.state.loan.events.push({ endpoint, fields, time: manilaTime(ctx.now()) });
}

/** event.save: a click tracking point (moduleId 30 is the Borrow Again path). */
export function saveEvent(ctx: HandlerContext): HandlerResult {
  record(ctx, 'event.save', ['productId', 'moduleId', 'positionId']);
  return ok(null);
}

/** loanDetails.googleScore: the order rating (the app always sends 5). */
export function googleScore(ctx: HandlerContext): HandlerResult {
  const score = text(ctx.payload, 'score');
  if (!/^[1-5]$/.test(score)) return fail('Please choose from 1 to 5 stars.');
  record(ctx, 'loanDetails.googleScore', ['score']);
  return ok(null);
}

/** legacy.productClick: a tap on a recommended product; unknown or unavailable products are refused. */
export function productClick(ctx: HandlerContext): HandlerResult {
  const productId = text(ctx.payload, 'productId');
  const product = ctx.state.loan.products.find((p) => p.productId === productId);
  if (!product) return fail('This product could not be found.');
  if (product.buttonEnabled !== 1) return fail('This product is not available right now.');
  record(ctx, 'legacy.productClick', ['productId']);
  return ok({ productId });
}

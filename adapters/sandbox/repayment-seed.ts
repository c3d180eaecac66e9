/**
 * The sandbox's seeded repayment data: the borrower's bank cards, the repayment channels, the instalment plan of
 * each repayable loan order, and the payments made (spec sections 3, 4 Card repayment, 7, 9).
 * Money is in integer centavos, dates are YYYY-MM-DD.
 */
import type { LoanOrder } from './loan-seed.ts';

/** One of the borrower's bank cards. The card number is whole: the screen masks it. */
export interface BankCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

/** A repayment channel of the instalment and rollover pages. */
export interface PayChannel {
  channelNumber: string;
  name: string;
  /** File name under sandbox/assets. */
  logo: string;
  /** How the borrower pays: a code at a store, a QR code, over the counter, or through an e-wallet checkout. */
  kind: 'code' | 'qr' | 'counter' | 'e-wallet';
}

/** What the repayment scenarios switch on. The default scenario has none of them. */
export interface RepaymentFlags {
  /** repay-no-sms: repayment.commit answers needValid 0 and the payment completes at once. */
  noSms?: boolean;
  /** repay-confirm-twice: repayment.confirm always answers 800005. */
  confirmTwice?: boolean;
  /** repay-commit-fails(-silent): repayment.commit fails with this message ('' = no message). */
  commitFailure?: string;
  /** repay-cards-fail(-silent): repayment.way fails with this message ('' = no message). */
  cardsFailure?: string;
  /** repay-no-cards: the borrower has no bank cards (the e-wallet option stays). */
  noCards?: boolean;
  /** repay-no-wallet: the e-wallet option is not offered (alipay 0). */
  noWallet?: boolean;
  /** repay-plain: isShowReyTop 0 and an empty default pay code (no banner, no default-pay box). */
  plain?: boolean;
  /** generate-fails: repayment.generate fails with this message. */
  generateFailure?: string;
}

/** Where a repayable order's instalments stand. */
export interface RepaymentPlan {
  /** How many instalments the loan is repaid in. */
  periods: number;
  /** How many of them are paid. */
  paid: number;
  /** The due date of the next unpaid instalment. */
  repayDate: string;
}

/** How a payment is made: a bank card (commit + confirm), the e-wallet checkout (huichao) or a generated pay code. */
export type PaymentMethod = 'card' | 'e-wallet' | 'channel';

/**
 * 'awaiting-code': a card payment waiting for its SMS code; 'pending': waiting for the borrower to pay; 'paid': done;
 * 'failed': cancelled at the e-wallet checkout (no money taken).
 */
export type PaymentStatus = 'awaiting-code' | 'pending' | 'paid' | 'failed';

/** One payment the sandbox recorded (GET <base>/sandbox/payments lists them). */
export interface SandboxPayment {
  /** 'RR' and a number: the repayRecordId of a card payment and the id in the checkout address. */
  id: string;
  orderId: string;
  productId: string;
  method: PaymentMethod;
  /** The channel of a generated code ('90011' … '90014'); '' otherwise. */
  channelNumber: string;
  /** The bank card of a card payment; '' otherwise. */
  cardId: string;
  bankName: string;
  amount: number;
  /** '1' for a rollover (extension) payment. */
  isDelay: '0' | '1';
  /** The generated pay code; '' for card and e-wallet payments. */
  payCode: string;
  status: PaymentStatus;
  createdAt: string;
  paidAt: string;
}

/** The repayment part of a scenario's data. */
export interface RepaymentState {
  cards: BankCard[];
  /** Whether the e-wallet option is offered (repayment.way's alipay). */
  wallet: boolean;
  /** The instalment plan of each repayable order, by orderId. */
  plans: Record<string, RepaymentPlan>;
  /** The repayToken repayment.way last issued for each order, by orderId. */
  tokens: Record<string, string>;
  payments: SandboxPayment[];
  nextPaymentId: number;
  nextToken: number;
  flags: RepaymentFlags;
}

/** The SMS verification code the sandbox accepts for every card payment. */
export const sandboxSmsCode = '123456';

/** Order statuses that have something to repay (spec section 4). */
export const repayableStatuses: readonly string[] = ['170', '174', '180'];

/** The days a rollover (delay) repayment moves the due date by. */
export const rolloverDays = 7;

/** The share of principal and interest a rollover costs (the extension fee), in percent. */
export const rolloverFeePercent = 20;

/** The borrower's bank cards. */
export function seedBankCards(): BankCard[] {
  return [
    { id: '3101', bankName: 'BDO Unibank', cardNo: '4215830012345678', bankCode: 'BDO' },
    { id: '3102', bankName: 'BPI', cardNo: '5264710098761234', bankCode: 'BPI' },
    { id: '3103', bankName: 'UnionBank of the Philippines', cardNo: '4063920055554321', bankCode: 'UBP' },
  ];
}

/** The repayment channels, in the order the channel list shows them. */
export const payChannels: readonly PayChannel[] = [
  { channelNumber: '90011', name: '7-Eleven', logo: 'seven-eleven.svg', kind: 'code' },
  { channelNumber: '90012', name: 'InstaPay QR', logo: 'instapay-qr.svg', kind: 'qr' },
  { channelNumber: '90013', name: 'Cebuana Lhuillier', logo: 'cebuana-lhuillier.svg', kind: 'counter' },
  { channelNumber: '90014', name: 'GCash', logo: 'gcash.svg', kind: 'e-wallet' },
];

/** A date YYYY-MM-DD plus whole months (the day is kept, or the month's last day when it has fewer). */
export function addMonths(date: string, months: number): string {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The plans of the repayable orders: an order still repaying (170) pays in monthly instalments, days/30 rounded
 * (spec section 9), the first due a month after the loan date; a due or overdue order (174, 180) owes everything
 * in one payment on its due date, as its order page says.
 */
export function seedPlans(orders: readonly LoanOrder[]): Record<string, RepaymentPlan> {
  const plans: Record<string, RepaymentPlan> = {};
  for (const o of orders) {
    if (!repayableStatuses.includes(o.status)) continue;
    plans[o.orderId] =
      o.status === '170'
        ? { periods: Math.max(1, Math.round(o.periods / 30)), paid: 0, repayDate: addMonths(o.loanDate, 1) }
        : { periods: 1, paid: 0, repayDate: o.dueDate };
  }
  return plans;
}

/** A fresh repayment state for the given orders and flags. */
export function seedRepayment(orders: readonly LoanOrder[], flags: RepaymentFlags = {}): RepaymentState {
  return {
    cards: flags.noCards ? [] : seedBankCards(),
    wallet: flags.noWallet !== true,
    plans: seedPlans(orders),
    tokens: {},
    payments: [],
    nextPaymentId: 70001,
    nextToken: 1,
    flags,
  };
}

/**
 * The default pay code of an order for one purpose: 'HT' and 12 digits, the same every time. A repayment ('HT20…') and an
 * extension ('HT21…', isDelay '1') of the same order have different codes: one code never stands for two amounts.
 */
export function defaultPayCode(orderId: string, isDelay: '0' | '1' = '0'): string {
  return `HT2${isDelay}${orderId.replace(/\D/g, '').padStart(10, '0').slice(-10)}`;
}

/**
 * The payment instructions grouped by title. They name no code: the borrower may pay with the default code or with one
 * generated for another channel. The page that shows them (repayment by code, version 2) labels that code Contract No.
 * (the spec's label there), so the steps call it that too.
 */
export function payNotice(): Record<string, { name: string; step: string[] }[]> {
  const reference = 'your Contract No.';
  return {
    'Over the counter': [
      {
        name: '7-Eleven',
        step: [
          'Go to any 7-Eleven store and open the CLiQQ kiosk, or tell the cashier you will pay a bill.',
          'Choose Bills Payment, then Loans, then Hatid Lending.',
          `Enter ${reference} and the amount to pay.`,
          'Pay the cashier and keep the receipt as proof of payment.',
        ],
      },
      {
        name: 'Cebuana Lhuillier',
        step: [
          'Visit any Cebuana Lhuillier branch and fill in a bills payment form for Hatid Lending.',
          `Write ${reference}, your full name and the amount.`,
          'Hand the form and the cash to the teller and keep the deposit slip.',
        ],
      },
    ],
    'Mobile wallet': [
      {
        name: 'GCash',
        step: [
          'Open GCash and tap Bills.',
          'Choose Loans, then Hatid Lending.',
          `Enter ${reference} and the amount.`,
          'Check the details and tap Pay.',
        ],
      },
    ],
  };
}

/** The short note under the repayment channels. */
export const repaymentNotice = 'Payments through 7-Eleven, Cebuana Lhuillier and GCash post within 1 hour. Keep your receipt as proof of payment.';

/** Texts of the repayment scenarios and failures. */
export const repaymentTexts = {
  nothingToRepay: 'This order has nothing to repay right now.',
  unknownOrder: 'This order could not be found.',
  noRollover: 'This order cannot be extended right now.',
  tokenExpired: 'Your payment session has expired. Please go back and try again.',
  unknownCard: 'Please choose a bank card.',
  badAmount: 'The repayment amount is not valid.',
  unknownPayment: 'This payment could not be found.',
  wrongCode: 'Wrong verification code',
  twice: 'Do not submit the payment request twice',
  noWallet: 'The e-wallet option is not available for this order.',
  noChannel: 'Please select your repayment method for payment.',
  commitFails: 'This card cannot be used for repayment right now.',
  cardsFail: 'Bank cards are under maintenance. Please try again later.',
  generateFails: 'This payment channel is busy. Please choose another one.',
  rolloverTitle: `Extend your repayment date by ${rolloverDays} days`,
} as const;

/** The lender's failure codes of repayment.confirm (spec section 8). */
export const confirmCodes = { wrongCode: 800006, twice: 800005 } as const;

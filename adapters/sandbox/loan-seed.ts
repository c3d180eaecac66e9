/**
 * The sandbox's seeded loan data: loan products (also recommended to the borrower), loan orders in every
 * status of spec section 4 under stable ids, and the flags the order and confirm scenarios switch on.
 * Money is in integer centavos, dates are YYYY-MM-DD.
 */

/** A loan product the borrower can confirm and that is recommended on the order and joint-login pages. */
export interface LoanProduct {
  productId: string;
  name: string;
  /** File name under sandbox/assets. */
  logo: string;
  /** The amount offered on the confirm page, in centavos. */
  amount: number;
  /** The term offered on the confirm page, in days (91 to 365). */
  periods: number;
  /** The service fee taken from the amount at disbursement, in centavos. */
  serviceFee: number;
  /** Recommended-product card texts. */
  amountRange: string;
  description: string;
  buttonText: string;
  /** 1: the card's button is active; 0: disabled. */
  buttonEnabled: 0 | 1;
}

/** A loan order the order-details page shows. */
export interface LoanOrder {
  orderId: string;
  orderNo: string;
  productId: string;
  /** Spec section 4: '21', '110', '151', '170', '174', '180', '200' (or anything else: unknown). */
  status: string;
  /** '1' allows rollover (delay) repayment. */
  isDelay: '0' | '1';
  amount: number;
  periods: number;
  /** The day the borrower applied. */
  applyDate: string;
  /** The day the money was credited; '' before disbursement. */
  loanDate: string;
  /** The repayment due date; '' before disbursement. */
  dueDate: string;
  /** Days past the due date (status 180). */
  overdueDays: number;
}

/** What the loan scenarios switch on. The default scenario has none of them. */
export interface LoanFlags {
  /** order-rating: isScore 1 on every order. */
  rating?: boolean;
  /** order-kind-tips: a KindTipsMsg on every order. */
  kindTips?: boolean;
  /** order-bind-card: cardNeedPop 1 with its title and message on every order without a payment account saved for it. */
  bindCard?: boolean;
  /** order-redirect: playeduL on every order. */
  redirect?: boolean;
  /** order-withdraw: status-21 orders carry reyMsg and playeduL. */
  withdraw?: boolean;
  /** order-no-phone: telephone '' (the app falls back to its own number). */
  noPhone?: boolean;
  /** confirm-popup-agreement: the confirm page's popup agreement and its Point out texts. */
  popupAgreement?: boolean;
  /** confirm-promo: the version 2 confirm page's promotional popup text. */
  promo?: boolean;
  /** push-refused: every loan push is refused. */
  pushRefused?: boolean;
}

/**
 * One recorded tracking call: event.save, loanDetails.googleScore, legacy.productClick, or (with every field received)
 * promotion.trackVisit and promotion.trackClick.
 */
export interface LoanEvent {
  endpoint: string;
  fields: Record<string, string>;
  time: string;
}

/** The loan part of a scenario's data. */
export interface LoanState {
  products: LoanProduct[];
  orders: LoanOrder[];
  flags: LoanFlags;
  events: LoanEvent[];
  /** Orders a payment account was saved for (bindCard.saveForOrder): their page no longer asks to bind one (cardNeedPop 0). */
  cardBoundOrders: string[];
  /** The id the next pushed loan order gets. */
  nextOrderId: number;
}

/** The loan products (ids 7, 8, 9); the first is the one the confirm page shows when no productId is given. */
export function seedProducts(): LoanProduct[] {
  return [
    {
      productId: '7',
      name: 'PesoAgad',
      logo: 'peso-agad.svg',
      amount: 500000,
      periods: 91,
      serviceFee: 50000,
      amountRange: '₱2.000,00 - ₱20.000,00',
      description: 'Cash in your GCash or bank account within 1 to 3 days.',
      buttonText: 'Apply now',
      buttonEnabled: 1,
    },
    {
      productId: '8',
      name: 'Hatid Cash',
      logo: 'hatid-cash.svg',
      amount: 850000,
      periods: 180,
      serviceFee: 85000,
      amountRange: '₱3.000,00 - ₱25.000,00',
      description: 'Longer terms up to 365 days with monthly instalments.',
      buttonText: 'Apply now',
      buttonEnabled: 1,
    },
    {
      productId: '9',
      name: 'Kwarta Express',
      logo: 'kwarta-express.svg',
      amount: 300000,
      periods: 120,
      serviceFee: 30000,
      amountRange: '₱2.000,00 - ₱10.000,00',
      description: 'Available again once your current loan is repaid.',
      buttonText: 'Not available',
      buttonEnabled: 0,
    },
  ];
}

const order = (o: Partial<LoanOrder> & Pick<LoanOrder, 'orderId' | 'status'>): LoanOrder => ({
  orderNo: `HT25030${o.orderId.slice(-5)}`,
  productId: '7',
  isDelay: '0',
  amount: 500000,
  periods: 91,
  applyDate: '2025-03-14',
  loanDate: '2025-03-15',
  dueDate: '2025-06-14',
  overdueDays: 0,
  ...o,
});

/**
 * The loan orders, one per status of spec section 4 under stable ids (QA fixtures pick them by orderId):
 * 5000021 (21), 5000110 (110), 5000151 (151), 5000170 (170), 5000174 (174, isDelay '0'), 5000175 (174, '1'),
 * 5000180 (180, '0'), 5000181 (180, '1'), 5000200 (200), 5000999 (unknown status '999').
 */
export function seedLoanOrders(): LoanOrder[] {
  return [
    order({ orderId: '5000021', status: '21', applyDate: '2025-06-02', loanDate: '', dueDate: '' }),
    order({ orderId: '5000110', status: '110', productId: '9', amount: 300000, periods: 120, applyDate: '2025-05-20', loanDate: '', dueDate: '' }),
    order({ orderId: '5000151', status: '151', productId: '8', amount: 850000, periods: 180, applyDate: '2025-06-01', loanDate: '', dueDate: '' }),
    order({ orderId: '5000170', status: '170', applyDate: '2025-05-15', loanDate: '2025-05-16', dueDate: '2025-08-15' }),
    order({
      orderId: '5000174',
      status: '174',
      productId: '8',
      amount: 850000,
      periods: 180,
      applyDate: '2024-12-08',
      loanDate: '2024-12-09',
      dueDate: '2025-06-07',
    }),
    order({ orderId: '5000175', status: '174', isDelay: '1', applyDate: '2025-03-07', loanDate: '2025-03-08', dueDate: '2025-06-07' }),
    order({
      orderId: '5000180',
      status: '180',
      productId: '9',
      amount: 300000,
      periods: 120,
      applyDate: '2025-01-24',
      loanDate: '2025-01-25',
      dueDate: '2025-05-25',
      overdueDays: 13,
    }),
    order({
      orderId: '5000181',
      status: '180',
      isDelay: '1',
      applyDate: '2025-02-22',
      loanDate: '2025-02-23',
      dueDate: '2025-05-25',
      overdueDays: 13,
    }),
    order({
      orderId: '5000200',
      status: '200',
      productId: '8',
      amount: 850000,
      periods: 180,
      applyDate: '2024-09-02',
      loanDate: '2024-09-03',
      dueDate: '2025-03-02',
    }),
    order({ orderId: '5000999', status: '999', applyDate: '2025-06-03', loanDate: '', dueDate: '' }),
  ];
}

/** A fresh loan state with the given flags. */
export function seedLoan(flags: LoanFlags = {}): LoanState {
  return { products: seedProducts(), orders: seedLoanOrders(), flags, events: [], cardBoundOrders: [], nextOrderId: 5001001 };
}

/** The daily interest rate of spec section 9 (0.03 % per day), as text. */
export const dailyRateText = '0.03% per day';

/** Interest of spec section 9: amount × 0.0003 × days, in whole centavos. */
export function interestOf(amount: number, days: number): number {
  return Math.round((amount * 3 * days) / 10000);
}

/** The one-time late penalty of spec section 9 for a new client, in centavos. */
export const latePenalty = 100000;

/** The customer-service telephone the order page offers. */
export const supportTelephone = '0288881234';

/** Texts the flag scenarios put on orders and the confirm page. */
export const flagTexts = {
  kindTips: 'Repay on or before your due date to avoid the one-time late penalty. GCash and 7-Eleven payments post within 1 hour.',
  cardPopTitle: 'Bind your bank card',
  cardPopMsg: 'Your loan is approved. Bind a bank account or e-wallet so we can send you the money within 1 to 3 days.',
  redirect: '/customerService',
  reyMsg: 'Your loan is ready. Withdraw it now to receive the money in your account.',
  popTitle: 'Point out',
  popContent: 'Your loan is almost ready. If you leave now, your application will not be sent. Do you want to stay?',
  promo: 'Limited offer: repay on time and your next loan limit goes up',
  pushRefused: 'Your loan application could not be accepted right now.',
} as const;

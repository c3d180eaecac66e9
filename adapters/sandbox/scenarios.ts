/** The sandbox's named scenarios: each seeds its own data and may slow down or fail every lender call. */
import {
  answeredCollectionComplaint,
  answeredFeesComplaint,
  pendingRepaymentComplaint,
  seedOrders,
  type SeedComplaint,
  type SeedOrder,
} from './seed-data.ts';
import { seedLoan, type LoanFlags, type LoanState } from './loan-seed.ts';
import { repaymentTexts, seedRepayment, type RepaymentFlags, type RepaymentState } from './repayment-seed.ts';
import { bankBindingTexts, seedBankBinding, type BankBindingFlags, type BankBindingState } from './bank-form-seed.ts';
import { promotionTexts, registeredPhone, seedPromotion, type PromotionFlags, type PromotionState } from './promotion-seed.ts';
import type { LenderCall } from './lender-routes.ts';
import { seedPresent } from './sandbox-today.ts';

/** The mutable data of one scenario. */
export interface SandboxState {
  orders: SeedOrder[];
  complaints: SeedComplaint[];
  nextId: number;
  /** isNeedScore given to new complaints. */
  newComplaintNeedsScore: number;
  /** Loan products, loan orders (ids 5000021 … 5000999, see loan-seed.ts), the scenario's flags and tracking calls. */
  loan: LoanState;
  /** Bank cards, instalment plans of the repayable orders, repay tokens and payments (see repayment-seed.ts). */
  repayment: RepaymentState;
  /** The payment accounts saved through bank binding, and the bank-binding scenario's flags (see bank-form-seed.ts). */
  bankBinding: BankBindingState;
  /** Promotion sign-up: sids and graphic codes, SMS codes sent, registered numbers and the scenario's flags (see promotion-seed.ts). */
  promotion: PromotionState;
  /** The sandbox's today (YYYY-MM-DD) the data stands around: seedPresent when seeded, then placeAround's day. */
  today: string;
}

/** A named scenario. */
export interface Scenario {
  name: string;
  description: string;
  /** Every lender call answers after this long. */
  delayMs?: number;
  /** The lender calls named here answer after this long (milliseconds); it wins over delayMs for them. */
  endpointDelayMs?: Partial<Record<LenderCall, number>>;
  /** Every lender call fails with this message. */
  failMessage?: string;
  seed(): SandboxState;
}

function state(
  complaints: SeedComplaint[],
  orders = seedOrders(),
  flags: LoanFlags = {},
  repaymentFlags: RepaymentFlags = {},
  bankFlags: BankBindingFlags = {},
  promotionFlags: PromotionFlags = {},
): SandboxState {
  const loan = seedLoan(flags);
  return {
    orders,
    complaints,
    nextId: 1101,
    newComplaintNeedsScore: 1,
    loan,
    repayment: seedRepayment(loan.orders, repaymentFlags),
    bankBinding: seedBankBinding(bankFlags),
    promotion: seedPromotion(promotionFlags),
    today: seedPresent,
  };
}

const standardComplaints = () => [pendingRepaymentComplaint(1001), answeredFeesComplaint(1002)];
const standard = () => state(standardComplaints());
/** The default data with loan flags switched on. */
const flagged = (flags: LoanFlags) => () => state(standardComplaints(), seedOrders(), flags);
/** The default data with repayment flags switched on. */
const repaying = (flags: RepaymentFlags) => () => state(standardComplaints(), seedOrders(), {}, flags);
/** The default data with bank-binding flags switched on. */
const binding = (flags: BankBindingFlags) => () => state(standardComplaints(), seedOrders(), {}, {}, flags);
/** The default data with promotion flags switched on. */
const promoting = (flags: PromotionFlags) => () => state(standardComplaints(), seedOrders(), {}, {}, {}, flags);

/** All scenarios; the first is the default. Complaint 1001 is the one each scenario is about. */
export const scenarioList: readonly Scenario[] = [
  {
    name: 'default',
    description:
      'Three orders that allow every complaint type; one pending and one answered complaint. New complaints have no reply and ask for a rating. ' +
      'Loan products 7 (PesoAgad), 8 (Hatid Cash), 9 (Kwarta Express, disabled); confirm data without popups; loan orders in every status ' +
      '(5000021, 5000110, 5000151, 5000170, 5000174, 5000175, 5000180, 5000181, 5000200, 5000999) without flags, telephone set. ' +
      'Repayment: bank cards BDO Unibank, BPI and UnionBank of the Philippines, the e-wallet offered, SMS code 123456; 5000170 repays ' +
      'in 3 monthly instalments, 5000174/5000175/5000180/5000181 in one payment, 5000175 and 5000181 can be extended (rollover). ' +
      'Bank binding: payment account forms for products 7 (bank card or e-wallet), 8 (e-wallet only) and 9 (bank card only, BPI card filled in); ' +
      'no saved accounts. ' +
      `Promotion: landing configs (templateId 1 and 2), mobile number ${registeredPhone} already registered, no SMS sent yet.`,
    seed: standard,
  },
  {
    name: 'collection-blocked',
    description: 'The orders do not allow collection complaints (isShow 0).',
    seed: () =>
      state(
        [pendingRepaymentComplaint(1001)],
        seedOrders().map((o) => ({ ...o, isShow: 0 })),
      ),
  },
  {
    name: 'complaint-replied',
    description: 'Complaint 1001 has a reply text and reply images from the support agent.',
    seed: () => state([answeredCollectionComplaint(1001, 0), pendingRepaymentComplaint(1002)]),
  },
  {
    name: 'complaint-awaiting-score',
    description: 'Complaint 1001 was answered and waits for the borrower to rate it (isNeedScore 1).',
    seed: () => state([answeredCollectionComplaint(1001, 1), pendingRepaymentComplaint(1002)]),
  },
  {
    name: 'empty',
    description: 'The borrower has no complaints yet.',
    seed: () => state([]),
  },
  {
    name: 'order-rating',
    description: 'Every loan order asks for a rating (isScore 1).',
    seed: flagged({ rating: true }),
  },
  {
    name: 'order-kind-tips',
    description: 'Every loan order carries a Kind tips message (KindTipsMsg).',
    seed: flagged({ kindTips: true }),
  },
  {
    name: 'order-bind-card',
    description:
      'Every loan order asks the borrower to bind a bank card (cardNeedPop 1 with cardPopTitle and cardPopMsg), until bindCard.saveForOrder saves a payment account for it.',
    seed: flagged({ bindCard: true }),
  },
  {
    name: 'order-redirect',
    description: 'Every loan order sends the borrower on to /customerService after loading (playeduL).',
    seed: flagged({ redirect: true }),
  },
  {
    name: 'order-withdraw',
    description: 'Orders under review (status 21) offer Withdraw Now: reyMsg set and playeduL /confirmLoan?productId=<id>.',
    seed: flagged({ withdraw: true }),
  },
  {
    name: 'order-no-phone',
    description: "Loan orders carry no support telephone (telephone ''), so the app uses its local fallback.",
    seed: flagged({ noPhone: true }),
  },
  {
    name: 'confirm-popup-agreement',
    description: 'The loan confirm page opens the popup agreement (popAgreementUrl set, isPopType 1) and has Point out texts (popTitle, popContent).',
    seed: flagged({ popupAgreement: true }),
  },
  {
    name: 'confirm-promo',
    description: 'The version 2 loan confirm page has a promotional popup (NewPopMsg set).',
    seed: flagged({ promo: true }),
  },
  {
    name: 'push-refused',
    description: 'Loan Now is refused: loanConfirm.push and legacy.push answer "Your loan application could not be accepted right now."',
    seed: flagged({ pushRefused: true }),
  },
  {
    name: 'repay-no-sms',
    description: 'Card repayment needs no SMS code: repayment.commit answers needValid 0 and the payment completes at once.',
    seed: repaying({ noSms: true }),
  },
  {
    name: 'repay-confirm-twice',
    description: 'Every SMS code confirmation answers code 800005 (Do not submit the payment request twice).',
    seed: repaying({ confirmTwice: true }),
  },
  {
    name: 'repay-commit-fails',
    description: `Card repayment is refused: repayment.commit fails with "${repaymentTexts.commitFails}"`,
    seed: repaying({ commitFailure: repaymentTexts.commitFails }),
  },
  {
    name: 'repay-commit-fails-silent',
    description:
      'Card repayment is refused without a message: repayment.commit fails with an empty message (the app shows its default, Processing failed).',
    seed: repaying({ commitFailure: '' }),
  },
  {
    name: 'repay-cards-fail',
    description: `The bank cards cannot be loaded: repayment.way fails with "${repaymentTexts.cardsFail}"`,
    seed: repaying({ cardsFailure: repaymentTexts.cardsFail }),
  },
  {
    name: 'repay-cards-fail-silent',
    description:
      'The bank cards cannot be loaded and the lender says nothing: repayment.way fails with an empty message (the app shows its default).',
    seed: repaying({ cardsFailure: '' }),
  },
  {
    name: 'repay-no-cards',
    description: 'The borrower has no bank cards (bankCards empty); the e-wallet option is still offered (alipay 1).',
    seed: repaying({ noCards: true }),
  },
  {
    name: 'repay-no-wallet',
    description: 'The e-wallet option is not offered (alipay 0); the three bank cards are there.',
    seed: repaying({ noWallet: true }),
  },
  {
    name: 'repay-plain',
    description: 'The instalment and rollover pages have no instruction banner (isShowReyTop 0) and no default-pay box (defDetail.payCode empty).',
    seed: repaying({ plain: true }),
  },
  {
    name: 'generate-fails',
    description: `Pay codes cannot be made: repayment.generate fails with "${repaymentTexts.generateFails}"`,
    seed: repaying({ generateFailure: repaymentTexts.generateFails }),
  },
  {
    name: 'bind-init-fails',
    description: `The payment account form cannot be loaded: bindCard.init fails with "${bankBindingTexts.initFails}"`,
    seed: binding({ initFailure: bankBindingTexts.initFails }),
  },
  {
    name: 'bind-fails',
    description:
      `The payment account is refused: a complete, valid form sent to bindCard.save or bindCard.saveForOrder fails with "${bankBindingTexts.saveFails}" ` +
      '(an incomplete form still gets its field message first). The form loads as usual.',
    seed: binding({ saveFailure: bankBindingTexts.saveFails }),
  },
  {
    name: 'bind-slow',
    description:
      'Only the bank-binding calls (bindCard.init, bindCard.save, bindCard.saveForOrder) answer after 3 seconds, to see the form loading and the Next button sending; every other call answers at once.',
    endpointDelayMs: { 'bindCard.init': 3000, 'bindCard.save': 3000, 'bindCard.saveForOrder': 3000 },
    seed: standard,
  },
  {
    name: 'promotion-template-fails',
    description: `The promotion landing config cannot be loaded: promotion.template fails with "${promotionTexts.templateFails}"`,
    seed: promoting({ templateFailure: promotionTexts.templateFails }),
  },
  {
    name: 'promotion-sms-fails',
    description:
      `No SMS code can be sent: promotion.sms fails with code 500 "${promotionTexts.smsFails}" once the mobile number and graphic code ` +
      'are right (a wrong graphic code still answers 101, a registered number 11).',
    seed: promoting({ smsFailure: promotionTexts.smsFails }),
  },
  {
    name: 'server-error',
    description: 'Every lender call fails with a business error message.',
    failMessage: 'The service is busy right now. Please try again later.',
    seed: standard,
  },
  {
    name: 'slow',
    description: 'Every lender call answers after 2 seconds.',
    delayMs: 2000,
    seed: standard,
  },
];

/** Finds a scenario by name. */
export function findScenario(name: string): Scenario | undefined {
  return scenarioList.find((s) => s.name === name);
}

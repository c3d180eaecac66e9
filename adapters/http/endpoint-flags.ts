/**
 * The slice of the endpoint catalog (endpoints.ts) the app needs before its lender API chunk arrives: which names
 * exist, which only the borrower's tap may call (money and side effects), and the network messages of their own. The
 * catalog itself (paths, encodings, failure messages) stays in that lazy chunk; tests/unit/adapters/endpoint-flags.test.ts
 * fails when this no longer matches it.
 */
import { defaultCallsPerOpen, type TapRule } from '../../renderer/core/tap-only.ts';

/** Every endpoint name of the catalog. */
export const endpointNameSet: ReadonlySet<string> = new Set([
  'contact.info',
  'complaint.init',
  'complaint.initGet',
  'complaint.uploadImage',
  'complaint.save',
  'complaint.list',
  'complaint.detail',
  'complaint.saveScore',
  'loanConfirm.detail',
  'loanConfirm.push',
  'contract.list',
  'contract.jump',
  'loanDetails.detail',
  'loanDetails.googleScore',
  'event.save',
  'unionError.info',
  'legacy.confirm',
  'legacy.contract',
  'legacy.contractJump',
  'legacy.push',
  'legacy.productClick',
  'repayment.way',
  'repayment.commit',
  'repayment.confirm',
  'repayment.huichao',
  'repayment.instalment',
  'repayment.rollover',
  'repayment.generate',
  'bindCard.init',
  'bindCard.save',
  'bindCard.saveForOrder',
  'promotion.template',
  'promotion.trackVisit',
  'promotion.sid',
  'promotion.captcha',
  'promotion.sms',
  'promotion.trackClick',
  'promotion.register',
]);

/**
 * The endpoints only the borrower's tap may call, with their rule (endpoints.ts tapRuleOf): `money: true` ones, and
 * those with a side effect (changes the borrower's account, or costs money to send), each with its calls per opening.
 */
export const endpointTapRules: ReadonlyMap<string, TapRule> = new Map<string, TapRule>([
  ['complaint.uploadImage', { effect: 'account', perOpen: 30 }],
  ['complaint.save', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['complaint.saveScore', { effect: 'account', perOpen: defaultCallsPerOpen }],
  ['loanConfirm.push', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['loanDetails.googleScore', { effect: 'account', perOpen: defaultCallsPerOpen }],
  ['legacy.push', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['repayment.commit', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['repayment.confirm', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['repayment.huichao', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['repayment.generate', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['bindCard.save', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['bindCard.saveForOrder', { effect: 'money', perOpen: defaultCallsPerOpen }],
  ['promotion.sms', { effect: 'cost', perOpen: 5 }],
  ['promotion.register', { effect: 'money', perOpen: defaultCallsPerOpen }],
]);

/** The endpoints' own `networkError` messages (shown when a request never got an answer). */
export const endpointNetworkErrors: ReadonlyMap<string, string> = new Map([
  ['repayment.way', 'Error'],
  ['repayment.commit', 'Error'],
  ['repayment.confirm', 'Error'],
  ['repayment.huichao', 'Error'],
]);

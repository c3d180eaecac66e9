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

/** The endpoints with `money: true`: only the borrower's tap may call them, each at most defaultCallsPerOpen times per opening. */
export const moneyEndpointSet: ReadonlySet<string> = new Set([
  'complaint.save',
  'loanConfirm.push',
  'legacy.push',
  'repayment.commit',
  'repayment.confirm',
  'repayment.huichao',
  'repayment.generate',
  'bindCard.save',
  'bindCard.saveForOrder',
  'promotion.register',
]);

/** The endpoints with a side effect (they change the borrower's account or cost money to send), with their rule. */
export const sideEffectRules: ReadonlyMap<string, TapRule> = new Map<string, TapRule>([
  ['complaint.uploadImage', { effect: 'account', perOpen: 30 }],
  ['complaint.saveScore', { effect: 'account', perOpen: defaultCallsPerOpen }],
  ['loanDetails.googleScore', { effect: 'account', perOpen: defaultCallsPerOpen }],
  ['promotion.sms', { effect: 'cost', perOpen: 5 }],
]);

/** The tap rule of an endpoint (endpoints.ts tapRuleOf, from this table): money, a side effect, or none. */
export function endpointTapRule(name: string): TapRule | undefined {
  return sideEffectRules.get(name) ?? (moneyEndpointSet.has(name) ? { effect: 'money', perOpen: defaultCallsPerOpen } : undefined);
}

/** The endpoints' own `networkError` messages (shown when a request never got an answer). */
export const endpointNetworkErrors: ReadonlyMap<string, string> = new Map([
  ['repayment.way', 'Error'],
  ['repayment.commit', 'Error'],
  ['repayment.confirm', 'Error'],
  ['repayment.huichao', 'Error'],
]);

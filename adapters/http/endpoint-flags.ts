/**
 * The slice of the endpoint catalog (endpoints.ts) the app needs before its lender API chunk arrives: which names
 * exist, which move money, and the network messages of their own. The catalog itself (paths, encodings, failure
 * messages) stays in that lazy chunk; tests/unit/adapters/endpoint-flags.test.ts fails when this no longer matches it.
 */

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

/** The endpoints with `money: true`: only the borrower's own tap may call them. */
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

/** The endpoints' own `networkError` messages (shown when a request never got an answer). */
export const endpointNetworkErrors: ReadonlyMap<string, string> = new Map([
  ['repayment.way', 'Error'],
  ['repayment.commit', 'Error'],
  ['repayment.confirm', 'Error'],
  ['repayment.huichao', 'Error'],
]);

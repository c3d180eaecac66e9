/** The sandbox handlers of the loan confirmation, order-details, joint-login and tracking endpoints. */
import type { LenderCall } from './lender-routes.ts';
import type { Handler } from './handler-kit.ts';
import { confirmDetail, contractJump, contractList, legacyConfirm, legacyContractList, push } from './loan-confirm.ts';
import { googleScore, orderDetail, productClick, saveEvent, unionErrorInfo } from './order-details.ts';

/** The loan endpoints. Legacy ones read and answer real names; the sandbox substitutes the wire names around them. */
export const loanHandlers = {
  'loanConfirm.detail': confirmDetail,
  'loanConfirm.push': push,
  'contract.list': contractList,
  'contract.jump': contractJump,
  'loanDetails.detail': orderDetail,
  'loanDetails.googleScore': googleScore,
  'event.save': saveEvent,
  'unionError.info': unionErrorInfo,
  'legacy.confirm': legacyConfirm,
  'legacy.contract': legacyContractList,
  'legacy.contractJump': contractJump,
  'legacy.push': push,
  'legacy.productClick': productClick,
} satisfies Partial<Record<LenderCall, Handler>>;

/**
 * The sandbox lender's own routing table, written from the spec (sections 3, 7 and 8) as the lender would publish it:
 * method + path → the call that answers, and the envelope its answers travel in. Deliberately not derived from the
 * client's endpoint catalog (adapters/http/endpoints.ts): when the client misreads the spec, the sandbox disagrees
 * and a test fails, instead of both agreeing on the same mistake (tests/contract/ checks the two against each other).
 */

/** How the lender wraps an answer. */
export type Envelope =
  /** `{ code, message, <slot> }` with the success code and the failure code it uses by default. */
  | { kind: 'code'; success: number | string; failure: number | string; slot: 'data' | 'tabs' }
  /** v3: `{ success, code, message, data }` judged by the boolean flag (spec section 7: "v3 calls use a boolean success flag"). */
  | { kind: 'flag'; slot: 'data' }
  /** Legacy: substituted names everywhere, result code '00', the payload in the attach object (spec section 7). */
  | { kind: 'legacy'; slot: 'attach' };

/** One route of the lender. */
export interface LenderRoute {
  method: 'GET' | 'POST';
  /** The path as the spec writes it (no leading slash); also answered under /published. */
  path: string;
  envelope: Envelope;
}

/** Numeric code 0 (spec section 7: "Success means code equals 0 (numeric)"). */
const code0: Envelope = { kind: 'code', success: 0, failure: 1, slot: 'data' };
/** Text code '00' (save-score and the image upload, spec sections 7 and 8). */
const code00: Envelope = { kind: 'code', success: '00', failure: '01', slot: 'data' };
/** Text code '0' (promotion get-sms and register, spec section 8; the other promotion calls answer alike). */
const codeText0: Envelope = { kind: 'code', success: '0', failure: '1', slot: 'data' };
const v3: Envelope = { kind: 'flag', slot: 'data' };
const legacy: Envelope = { kind: 'legacy', slot: 'attach' };

/** The prefix under which calls carry the common query string; the sandbox answers every path with and without it. */
export const publishedPath = '/published';

/** Every call the sandbox lender answers, by the name its handler has. */
export const lenderRoutes = {
  'contact.info': { method: 'POST', path: 'v3/personal-center/contact-kf-info', envelope: v3 },
  'complaint.init': { method: 'POST', path: 'user-problem/problem-init', envelope: code0 },
  'complaint.initGet': { method: 'GET', path: 'user-problem/problem-init', envelope: code0 },
  'complaint.uploadImage': { method: 'POST', path: 'user-problem/upload-problem-img', envelope: code00 },
  'complaint.save': { method: 'POST', path: 'user-problem/problem-save', envelope: code0 },
  // Spec section 7: "res.tabs" — the list travels beside code and message, not under data.
  'complaint.list': { method: 'POST', path: 'user-problem/problem-list', envelope: { ...code0, slot: 'tabs' } },
  'complaint.detail': { method: 'POST', path: 'user-problem/problem-detail', envelope: code0 },
  'complaint.saveScore': { method: 'POST', path: 'user-problem/save-score', envelope: code00 },
  'loanConfirm.detail': { method: 'POST', path: 'v3/loan-confirm/loan-detail-confirm', envelope: v3 },
  'loanConfirm.push': { method: 'POST', path: 'v3/loan-confirm/loan-detail-push', envelope: v3 },
  // Spec section 7: "data.data agreement list" — the handler answers { data: [...] } under data.
  'contract.list': { method: 'POST', path: 'v3/contract/contract', envelope: v3 },
  'contract.jump': { method: 'POST', path: 'v3/contract/contract-jump', envelope: v3 },
  'loanDetails.detail': { method: 'POST', path: 'v3/loan-details/loan-details', envelope: v3 },
  'loanDetails.googleScore': { method: 'POST', path: 'v3/loan-details/google-score', envelope: v3 },
  'event.save': { method: 'POST', path: 'service/event/save', envelope: code0 },
  'unionError.info': { method: 'POST', path: 'service/new/union-error-info', envelope: code0 },
  'legacy.confirm': { method: 'POST', path: 'lgc/qd-confirm', envelope: legacy },
  'legacy.contract': { method: 'GET', path: 'lgc/qd-contract', envelope: legacy },
  'legacy.contractJump': { method: 'GET', path: 'lgc/qd-contract-jump', envelope: legacy },
  'legacy.push': { method: 'POST', path: 'lgc/qd-push', envelope: legacy },
  'legacy.productClick': { method: 'POST', path: 'lgc/qd-product-click', envelope: legacy },
  'repayment.way': { method: 'POST', path: 'service/loan/repayment-way', envelope: code0 },
  'repayment.commit': { method: 'POST', path: 'service/loan/repayment-commit', envelope: code0 },
  'repayment.confirm': { method: 'POST', path: 'service/loan/repayment-confirm', envelope: code0 },
  'repayment.huichao': { method: 'POST', path: 'service/loan/repayment-huichao', envelope: code0 },
  'repayment.instalment': { method: 'POST', path: 'v3/installment/loan-play-detail', envelope: v3 },
  'repayment.rollover': { method: 'POST', path: 'consumerism/fai', envelope: v3 },
  'repayment.generate': { method: 'POST', path: 'v3/loan-details/generate-vcode', envelope: v3 },
  'bindCard.init': { method: 'POST', path: 'bind-card/card-init', envelope: code0 },
  'bindCard.save': { method: 'POST', path: 'bind-card/bind-card-new', envelope: code0 },
  'bindCard.saveForOrder': { method: 'POST', path: 'bind-card/bind-card-loan', envelope: code0 },
  'promotion.template': { method: 'GET', path: 'channel/channel-template', envelope: codeText0 },
  'promotion.trackVisit': { method: 'GET', path: 'promotion/track-visit', envelope: codeText0 },
  'promotion.sid': { method: 'GET', path: 'promotion/get-sid', envelope: codeText0 },
  'promotion.captcha': { method: 'GET', path: 'promotion/get-captcha', envelope: codeText0 },
  'promotion.sms': { method: 'POST', path: 'promotion/get-sms', envelope: codeText0 },
  'promotion.trackClick': { method: 'GET', path: 'promotion/track-click', envelope: codeText0 },
  'promotion.register': { method: 'POST', path: 'promotion/register', envelope: codeText0 },
} as const satisfies Record<string, LenderRoute>;

/** The name of a call the sandbox lender answers. */
export type LenderCall = keyof typeof lenderRoutes;

/** All the sandbox lender's calls. */
export const lenderCalls = Object.keys(lenderRoutes) as LenderCall[];

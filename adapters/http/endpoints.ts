/**
 * The lender endpoint catalog, as data. Screens name these entries; paths are written exactly as
 * spec section 7 gives them and are resolved against the configurable base URL.
 */
import { tapRuleOf, type TapRule } from '../../renderer/core/tap-only.ts';
import type { LenderClient } from './clients.ts';

export { tapRuleOf };

/** How the success of an answer is judged: numeric code 0, code '00', code '0', or a boolean `success` flag. */
export type SuccessRule = 'zero' | '00' | '0' | 'flag';

/** How the payload travels: JSON body, form-encoded body, multipart form, or query string (GET). */
export type PayloadEncoding = 'json' | 'form' | 'multipart' | 'query';

/** One endpoint of the catalog. */
export interface EndpointSpec {
  method: 'GET' | 'POST';
  /** The path exactly as spec section 7 writes it, relative to the base URL. */
  path: string;
  /** Client one sends the building/gather headers; client two sends form bodies and the swift/eyes headers. */
  client: LenderClient;
  /** Under the fixed /published prefix, with the common query string of device and session parameters. */
  published?: boolean;
  /** Carries the common query string of device and session parameters without the /published prefix (legacy calls). */
  commonQuery?: boolean;
  /** Field names on the wire are substituted: 'legacy' applies the table in field-aliases.ts both ways. */
  aliases?: 'legacy';
  encoding: PayloadEncoding;
  success: SuccessRule;
  /** Where the useful payload is: 'body' (the whole answer), 'data', or a (dotted) field name such as 'tabs'. */
  pick: string;
  /** Payload fields always sent with this call; they win over the screen's payload. */
  fixed?: Record<string, string | number>;
  /** Messages for known failure codes (spec section 8); they win over the server's message. */
  errors?: Record<string, string>;
  /** Shown when a failed answer carries no message of its own. */
  defaultError: string;
  /** Shown instead of the generic network message when the request never got an answer (timeouts keep theirs). */
  networkError?: string;
  /**
   * The call must not take effect twice: it carries an Idempotency-Key header, the same for a retry of the same
   * payload until a definitive answer (success or business failure) arrives (adapters/http/idempotency-keys.ts).
   */
  idempotent?: boolean;
  /**
   * The lender answers a picture, not an envelope (the promotion captcha): screens never `call` it (the API port refuses
   * it without sending) but show its address, `endpointAddress` in encode-request.ts (`<apiBase>/<path>?<payload>`),
   * as an image source. GET only.
   */
  image?: boolean;
  /** Moves money or changes the borrower's account: runs only from the borrower's own tap or submit (issue 17). */
  money?: boolean;
  /**
   * Not money, but the call changes the borrower's account or the lender's records for them ('account': a rating, a
   * complaint's picture) or costs money to send ('cost': an SMS). Like money it runs only from the borrower's own tap
   * (issue 29 item 5); a screen that calls it is not a money screen (review rules stay as they are).
   */
  sideEffect?: 'account' | 'cost';
  /**
   * How many times one opening of a screen may call this money or side-effect endpoint (default defaultCallsPerOpen,
   * renderer/core/tap-only.ts); a call past it is refused without being sent.
   */
  perOpen?: number;
  /**
   * A tracking call (visits, clicks, events): its payload is redacted by name and by value before it is sent
   * (adapters/redact-sensitive.ts), so a screen cannot make one carry a phone, card or session value.
   */
  tracking?: boolean;
  /**
   * Fields of the payload holding the lender's own words for the borrower (a joint-login error): shown folded and
   * capped, or as '' when one looks technical (adapters/http/borrower-text.ts), like a failure's message.
   */
  borrowerTexts?: readonly string[];
}

// Success rules: spec section 7 makes numeric 0 the rule and notes '00' for save-score and the image
// upload; v3 calls use a boolean success flag. The complaint calls travel on client one as JSON (the
// spec gives client two's form bodies only to that client); v3, /service and legacy calls go on client two (form).
// The legacy paths stand for the spec's "prefix of substituted names"; its "one fixed extra field" is source=h5.
/** What every v3 call shares: a form post on client two judged by the boolean success flag. */
const v3Call = { method: 'POST', client: 'two', encoding: 'form', success: 'flag', pick: 'data' } as const;

/** What every /service call (and bank-binding call) shares: a form post on client two with numeric code 0 for success. */
const serviceCall = { method: 'POST', client: 'two', encoding: 'form', success: 'zero', pick: 'data' } as const;

/** What every legacy call shares: substituted field names, the common query string, result code '00'. */
const legacyCall = { client: 'two', commonQuery: true, aliases: 'legacy', success: '00', pick: 'attach' } as const;

/**
 * What every promotion call shares (spec sections 2 promotion templates, 4 and 8 Registration, 7). Spec section 8 gives
 * get-sms and register the text code '0' for success; the other promotion calls (and channel-template, which the
 * promotion page loads) are taken to answer in the same envelope (code, message, data), so they share the rule. The
 * spec names no client for them: they go on client two like every other call of the lender's newer API, posts
 * form-encoded (spec section 7: client two sends form bodies) and GETs with the payload in the query string. Failure
 * codes of this envelope are text too ('11', '101', '-1'); screens compare them with `==`, which matches 101 and '101'.
 */
const promotionCall = { client: 'two', success: '0', pick: 'data' } as const;

/** Every endpoint the screens can call, by name. */
export const endpoints = {
  'contact.info': {
    ...v3Call,
    path: 'v3/personal-center/contact-kf-info',
    fixed: { overall: 30 },
    defaultError: 'Customer service details could not be loaded. Please try again.',
  },
  'complaint.init': {
    method: 'POST',
    path: 'user-problem/problem-init',
    client: 'one',
    encoding: 'json',
    success: 'zero',
    pick: 'data',
    defaultError: 'Complaint types could not be loaded. Please try again.',
  },
  'complaint.initGet': {
    method: 'GET',
    path: 'user-problem/problem-init',
    client: 'one',
    encoding: 'query',
    success: 'zero',
    pick: 'data',
    defaultError: 'Complaint types could not be loaded. Please try again.',
  },
  'complaint.uploadImage': {
    method: 'POST',
    path: 'user-problem/upload-problem-img',
    client: 'one',
    encoding: 'multipart',
    success: '00',
    pick: 'data',
    defaultError: 'The image could not be uploaded. Please try again.',
    // Each upload stores a picture with the lender: the borrower's pick only. Up to 9 pictures, each tried a few times.
    sideEffect: 'account',
    perOpen: 30,
  },
  // Not money, but a complaint sent twice (a retry after a lost answer) would open two cases with the lender: the key
  // lets the lender recognise the retry. The same holds for promotion.register below (a retry would otherwise be told
  // "already registered", code 11).
  'complaint.save': {
    method: 'POST',
    path: 'user-problem/problem-save',
    client: 'one',
    encoding: 'json',
    success: 'zero',
    pick: 'data',
    idempotent: true,
    defaultError: 'Your complaint could not be sent. Please try again.',
    money: true,
  },
  'complaint.list': {
    method: 'POST',
    path: 'user-problem/problem-list',
    client: 'one',
    encoding: 'json',
    success: 'zero',
    pick: 'tabs',
    defaultError: 'Your complaints could not be loaded. Please try again.',
  },
  'complaint.detail': {
    method: 'POST',
    path: '/user-problem/problem-detail',
    client: 'one',
    encoding: 'json',
    success: 'zero',
    pick: 'data',
    defaultError: 'This complaint could not be loaded. Please try again.',
  },
  'complaint.saveScore': {
    method: 'POST',
    path: '/user-problem/save-score',
    client: 'one',
    encoding: 'json',
    success: '00',
    pick: 'data',
    defaultError: 'Your rating could not be sent. Please try again.',
    sideEffect: 'account',
  },
  'loanConfirm.detail': {
    ...v3Call,
    path: '/v3/loan-confirm/loan-detail-confirm',
    defaultError: 'The loan details could not be loaded. Please try again.',
  },
  'loanConfirm.push': {
    ...v3Call,
    path: '/v3/loan-confirm/loan-detail-push',
    fixed: { source: 'h5' },
    idempotent: true,
    defaultError: 'Your loan could not be submitted. Please try again.',
    money: true,
  },
  'contract.list': {
    method: 'POST',
    path: '/v3/contract/contract',
    client: 'two',
    encoding: 'form',
    success: 'flag',
    pick: 'data.data',
    fixed: { scene: 3 },
    defaultError: 'The agreements could not be loaded. Please try again.',
  },
  'contract.jump': {
    ...v3Call,
    path: '/v3/contract/contract-jump',
    fixed: { scene: 3, source: 'h5' },
    defaultError: 'The agreement could not be opened. Please try again.',
  },
  'loanDetails.detail': {
    ...v3Call,
    path: '/v3/loan-details/loan-details',
    defaultError: 'Your order could not be loaded. Please try again.',
  },
  'loanDetails.googleScore': {
    ...v3Call,
    path: '/v3/loan-details/google-score',
    fixed: { score: 5 },
    defaultError: 'Your rating could not be sent. Please try again.',
    sideEffect: 'account',
  },
  'event.save': {
    ...serviceCall,
    path: '/service/event/save',
    tracking: true,
    defaultError: 'Something went wrong. Please try again.',
  },
  'unionError.info': {
    ...serviceCall,
    path: '/service/new/union-error-info',
    borrowerTexts: ['errMessage', 'noticeMessage'],
    defaultError: 'The details could not be loaded. Please try again.',
  },
  'legacy.confirm': {
    ...legacyCall,
    method: 'POST',
    path: 'lgc/qd-confirm',
    encoding: 'form',
    defaultError: 'The loan details could not be loaded. Please try again.',
  },
  'legacy.contract': {
    ...legacyCall,
    method: 'GET',
    path: 'lgc/qd-contract',
    encoding: 'query',
    pick: 'attach.list',
    fixed: { scene: 3 },
    defaultError: 'The agreements could not be loaded. Please try again.',
  },
  'legacy.contractJump': {
    ...legacyCall,
    method: 'GET',
    path: 'lgc/qd-contract-jump',
    encoding: 'query',
    fixed: { scene: 3, source: 'h5' },
    defaultError: 'The agreement could not be opened. Please try again.',
  },
  'legacy.push': {
    ...legacyCall,
    method: 'POST',
    path: 'lgc/qd-push',
    encoding: 'form',
    fixed: { source: 'h5' },
    idempotent: true,
    defaultError: 'Your loan could not be submitted. Please try again.',
    money: true,
  },
  'legacy.productClick': {
    ...legacyCall,
    method: 'POST',
    path: 'lgc/qd-product-click',
    tracking: true,
    encoding: 'form',
    defaultError: 'This product could not be opened. Please try again.',
  },
  // Repayment (spec sections 3, 4 Card repayment, 7 and 8). The four repayment-way calls show "Error" when the
  // network fails (spec section 8: "Network failure shows error").
  'repayment.way': {
    ...serviceCall,
    path: '/service/loan/repayment-way',
    networkError: 'Error',
    defaultError: 'Your bank cards could not be loaded. Please try again.',
  },
  'repayment.commit': {
    ...serviceCall,
    path: '/service/loan/repayment-commit',
    idempotent: true,
    networkError: 'Error',
    defaultError: 'Processing failed',
    money: true,
  },
  'repayment.confirm': {
    ...serviceCall,
    path: '/service/loan/repayment-confirm',
    idempotent: true,
    errors: { '800006': 'Wrong verification code', '800005': 'Do not submit the payment request twice' },
    networkError: 'Error',
    defaultError: 'Processing failed',
    money: true,
  },
  'repayment.huichao': {
    ...serviceCall,
    path: '/service/loan/repayment-huichao',
    networkError: 'Error',
    defaultError: 'The e-wallet payment could not be started. Please try again.',
    money: true,
  },
  'repayment.instalment': {
    ...v3Call,
    path: '/v3/installment/loan-play-detail',
    defaultError: 'Your repayment details could not be loaded. Please try again.',
  },
  'repayment.rollover': {
    ...v3Call,
    path: '/consumerism/fai',
    defaultError: 'Your rollover details could not be loaded. Please try again.',
  },
  'repayment.generate': {
    ...v3Call,
    path: '/v3/loan-details/generate-vcode',
    idempotent: true,
    defaultError: 'Your payment could not be started. Please try again.',
    money: true,
  },
  // Bank binding (spec sections 2, 3 Bank form item, 4 Bank binding, 5 and 7). Not /published calls: spec section 7
  // writes these paths without the prefix, exactly as it writes the complaint paths, and says only that calls *under*
  // /published carry the common query; it never puts any path under it, and this catalog writes paths as the spec
  // gives them and marks no call published (a guessed prefix would miss a lender serving the paths as written). What
  // section 7 gives them is what the /service calls share: the numeric-code-0 envelope of section 3 (code, message,
  // data) and form-encoded posts of "form values plus product_id", so they travel like those. The session parameters
  // the page has go along anyway (encode-request.ts), and the sandbox answers under /published too.
  // Spec section 8 leaves network errors of these calls unhandled (the call never settles); here they fail with the
  // generic network message like every other call.
  'bindCard.init': {
    ...serviceCall,
    path: 'bind-card/card-init',
    defaultError: 'The payment account form could not be loaded. Please try again.',
  },
  'bindCard.save': {
    ...serviceCall,
    path: 'bind-card/bind-card-new',
    idempotent: true,
    defaultError: 'Your payment account could not be saved. Please try again.',
    money: true,
  },
  // The spec's "different path when source is loanDetail" names no path: this one is ours. It takes the same payload
  // (plus orderId, when the order page sent one) and answers like bindCard.save.
  'bindCard.saveForOrder': {
    ...serviceCall,
    path: 'bind-card/bind-card-loan',
    idempotent: true,
    defaultError: 'Your payment account could not be saved. Please try again.',
    money: true,
  },
  // Promotion sign-up (spec sections 2 Promotion register template, 3 Promotion landing config, 4 and 5 Registration,
  // 7 and 8). The visitor is anonymous: no session beyond what the page query carries. Spec section 7 writes the
  // template and track-visit paths with an elided prefix (".../channel/channel-template", ".../promotion/track-visit")
  // and the others without one; the prefix is unknown, so the paths are written without it, like the other promotion
  // paths (a guessed prefix would miss a lender serving them as written).
  'promotion.template': {
    ...promotionCall,
    method: 'GET',
    path: 'channel/channel-template',
    encoding: 'query',
    defaultError: 'This promotion could not be loaded. Please try again.',
  },
  'promotion.trackVisit': {
    ...promotionCall,
    method: 'GET',
    path: 'promotion/track-visit',
    tracking: true,
    encoding: 'query',
    fixed: { page_type: 1 },
    defaultError: 'Something went wrong. Please try again.',
  },
  'promotion.sid': {
    ...promotionCall,
    method: 'GET',
    path: 'promotion/get-sid',
    encoding: 'query',
    defaultError: 'The page could not be prepared. Please try again.',
  },
  // The graphic captcha of a sid: the lender answers the picture itself (sid, timestamp in the query; a new timestamp
  // draws new characters). Not called: screens show endpointAddress(apiBase, endpoints['promotion.captcha'], { sid,
  // timestamp }) — `<apiBase>/promotion/get-captcha?sid=…&timestamp=…` — as an image source.
  'promotion.captcha': {
    ...promotionCall,
    method: 'GET',
    path: 'promotion/get-captcha',
    encoding: 'query',
    image: true,
    defaultError: 'The graphic code could not be loaded. Please try again.',
  },
  // Code 101: wrong graphic code (the server's message shows; the screen refreshes the captcha: its onError sees
  // error.code). Code 11: already registered (the product's message, then the download page).
  'promotion.sms': {
    ...promotionCall,
    method: 'POST',
    path: 'promotion/get-sms',
    encoding: 'form',
    errors: { '11': 'You have registered, please download the app to log in' },
    defaultError: 'The SMS code could not be sent. Please try again.',
    // Every request sends a paid SMS: the borrower's tap only, and at most 5 per opening (the resend waits 60 s).
    sideEffect: 'cost',
    perOpen: 5,
  },
  'promotion.trackClick': {
    ...promotionCall,
    method: 'GET',
    path: 'promotion/track-click',
    tracking: true,
    encoding: 'query',
    defaultError: 'Something went wrong. Please try again.',
  },
  // Code -1: wrong graphic code (message shows, the screen refreshes the captcha); 11: already registered.
  'promotion.register': {
    ...promotionCall,
    method: 'POST',
    path: 'promotion/register',
    encoding: 'form',
    idempotent: true,
    errors: { '11': 'You have registered, please download the app to log in' },
    defaultError: 'Registration failed. Please try again.',
    money: true,
  },
} satisfies Record<string, EndpointSpec>;

/** An endpoint name of the catalog. */
export type EndpointName = keyof typeof endpoints;

/** All endpoint names of the catalog. */
export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The names of the catalog's money and account endpoints (`money: true`): only the borrower's tap may call them, and a screen reaching one needs review. */
export const moneyEndpointNames: readonly EndpointName[] = endpointNames.filter((name) => (endpoints[name] as EndpointSpec).money === true);

/** Every endpoint only the borrower's tap may call (money and side effects), with its rule. */
export const tapRules: Readonly<Record<string, TapRule>> = Object.fromEntries(
  endpointNames.flatMap((name) => {
    const rule = tapRuleOf(endpoints[name] as EndpointSpec);
    return rule ? [[name, rule]] : [];
  }),
);

/** The catalog entry for a name, or undefined when the catalog has no such endpoint. */
export function findEndpoint(catalog: Readonly<Record<string, EndpointSpec>>, name: string): EndpointSpec | undefined {
  return Object.prototype.hasOwnProperty.call(catalog, name) ? catalog[name] : undefined;
}

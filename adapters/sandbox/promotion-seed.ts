/**
 * The sandbox's promotion data (spec sections 2 promotion templates, 3 Promotion landing config, 4, 5, 8 and 9
 * Registration): the landing configs (channel-template), the sids and their graphic codes, the SMS codes sent (the
 * tester SMS log) and the registered mobile numbers, with the scenario flags and the lender's codes and messages.
 *
 * Sids, graphic codes and SMS codes come from a small seeded generator per scenario data: different on every call,
 * the same sequence after every reset (QA fixtures and Playwright can rely on the first ones).
 */
import type { PromotionTemplate } from '../../schemas/generated/entities.ts';

/** What the promotion scenarios switch on. The default scenario has none of them. */
export interface PromotionFlags {
  /** promotion-template-fails: promotion.template fails with this message. */
  templateFailure?: string;
  /** promotion-sms-fails: promotion.sms fails (code 500) with this message once phone and graphic code are fine. */
  smsFailure?: string;
}

/** The graphic code of one sid: the latest picture drawn for it (a new timestamp draws a new one). */
export interface PromotionSid {
  sid: string;
  /** The timestamp of the latest picture; '' before the first one. */
  timestamp: string;
  /** The characters the latest picture shows; '' before the first picture and once used up or retired. */
  text: string;
}

/** One SMS code sent (GET <base>/sandbox/sms lists them, oldest first). */
export interface SentSms {
  phone: string;
  code: string;
  /** Manila time, YYYY-MM-DD HH:MM:SS. */
  at: string;
}

/** One registered mobile number (GET <base>/sandbox/registrations lists them, oldest first). */
export interface PromotionRegistration {
  phone: string;
  /** Manila time, YYYY-MM-DD HH:MM:SS. */
  at: string;
  /** Every field the lender received (query and body), exactly as received; empty for the seeded number. */
  fields: Record<string, unknown>;
}

/** The promotion part of a scenario's data. */
export interface PromotionState {
  flags: PromotionFlags;
  /** The sids handed out, oldest first (at most maxSids). */
  sids: PromotionSid[];
  /** SMS codes sent, oldest first (at most maxSmsLog). */
  sms: SentSms[];
  /**
   * The latest SMS code sent to each number and when (milliseconds, for the 60 s countdown); the code is '' once a
   * registration used it.
   */
  lastSms: Record<string, { code: string; sentAt: number }>;
  /** The registered mobile numbers, oldest first; the first is the seeded one. */
  registrations: PromotionRegistration[];
  /** The seeded generator's state. */
  seed: number;
}

/** The seeded registered mobile number: get-sms and register answer code 11 for it. */
export const registeredPhone = '13912345678';

/** How many sids, and SMS log entries, a scenario remembers (a dev server runs for hours); the oldest go first. */
export const maxSids = 500;
export const maxSmsLog = 500;

/** Spec section 9: the SMS resend countdown. */
export const smsCountdownMs = 60_000;

/** Spec section 9: 6-digit SMS codes; graphic codes of at most 4 characters (always 4 here). */
export const smsCodeLength = 6;
export const captchaLength = 4;

/**
 * The characters of graphic codes: capital letters and digits without the ones read alike (0/O/Q/D, 1/I/L, 2/Z, 5/S,
 * 8/B). The check ignores case.
 */
export const captchaAlphabet = 'ACEFGHJKMNPRTUVWXY34679';

/** Spec section 5: 11 digits, starting with 1, second digit 3 to 9. */
export const mobilePattern = /^1[3-9]\d{9}$/;

/** The lender's failure codes of the promotion calls (text, like the success code '0'). */
export const promotionCodes = {
  /** Missing or malformed fields, unknown promotion or sid, the template-fails scenario. */
  invalid: '1',
  /** get-sms and register: the number is registered already. */
  registered: '11',
  /** get-sms: wrong graphic code. */
  smsWrongCaptcha: '101',
  /** register: wrong graphic code. */
  registerWrongCaptcha: '-1',
  /** register: wrong SMS code (or none was sent to the number). */
  wrongSmsCode: '102',
  /** get-sms: asked again within the 60 s countdown. */
  tooSoon: '103',
  /** get-sms under promotion-sms-fails. */
  smsServiceBusy: '500',
} as const;

/** Messages of the promotion calls. */
export const promotionTexts = {
  unknownTemplate: 'This promotion could not be found.',
  templateFails: 'This promotion has ended.',
  noPhone: 'Please enter your mobile number.',
  badPhone: 'Please enter a valid 11-digit mobile number.',
  noCaptcha: 'Please enter the graphic code.',
  noSid: 'This page has expired. Please refresh it.',
  noTimestamp: 'The graphic code needs a timestamp.',
  smsWrongCaptcha: 'The graphic code is wrong. Please try again.',
  registerWrongCaptcha: 'The graphic code is wrong.',
  /** The lender's own words for code 11 (the catalog shows the product's message instead). */
  registered: 'This mobile number is already registered.',
  tooSoon: 'Please wait before asking for another code.',
  smsFails: 'SMS service is busy. Please try again later.',
  noSmsCode: 'Please enter the SMS code.',
  wrongSmsCode: 'The SMS code is wrong.',
} as const;

/** The seed of every scenario's generator. */
const initialSeed = 0x4861_7469; // "Hati"

/** A fresh promotion state with the given flags: one registered number, no sids, no SMS sent. */
export function seedPromotion(flags: PromotionFlags = {}): PromotionState {
  return {
    flags,
    sids: [],
    sms: [],
    lastSms: {},
    registrations: [{ phone: registeredPhone, at: '2025-03-01 09:30:00', fields: {} }],
    seed: initialSeed,
  };
}

/** The next number in [0, 1) of the state's generator (mulberry32). */
export function nextRandom(state: PromotionState): number {
  state.seed = (state.seed + 0x6d2b79f5) | 0;
  let t = state.seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** `length` characters drawn from `alphabet` with the state's generator. */
export function randomText(state: PromotionState, alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[Math.floor(nextRandom(state) * alphabet.length)];
  return out;
}

/** The landing configs, by template id; the banner and pages are served by the sandbox under `baseURL`. */
export function promotionTemplates(baseURL: string): Readonly<Record<string, PromotionTemplate>> {
  const downloadUrl = `${baseURL}/sandbox/download`;
  // Position 1 of the agreements (contract-pages.ts) is the Privacy Policy Authorization.
  const agreementUrl = `${baseURL}/sandbox/contracts/1`;
  return {
    '1': {
      id: '1',
      title: 'Borrow up to ₱20.000,00 in minutes',
      subtitle: 'Register with your mobile number and get your first loan within 1 to 3 days.',
      bannerUrl: `${baseURL}/sandbox/assets/promotion-banner.svg`,
      buttonText: 'Register now',
      agreementTitle: 'Privacy Policy Authorization',
      agreementUrl,
      downloadUrl,
      appName: 'Hatid',
    },
    '2': {
      id: '2',
      title: 'First loan interest-free for 7 days',
      subtitle: 'New borrowers only. Sign up today and cash out to GCash or your bank.',
      bannerUrl: `${baseURL}/sandbox/assets/promotion-banner-gcash.svg`,
      buttonText: 'Get my loan',
      agreementTitle: 'Privacy Policy Authorization',
      agreementUrl,
      downloadUrl,
      appName: 'Hatid',
    },
  };
}

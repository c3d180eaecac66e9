/**
 * The promotion sign-up endpoints (spec sections 2, 3, 4, 5, 7 and 8 Registration): the landing config
 * (channel-template), the visit and click tracking, sids and their graphic codes, the SMS code and registration.
 *
 * Graphic codes: get-sid hands out a sid; each get-captcha with that sid and a NEW timestamp draws new characters for
 * the sid (refreshing the picture is asking again with a new timestamp; the same timestamp shows the same picture
 * again). get-sms and register check the typed code, ignoring case, against the sid's latest picture. A wrong code
 * retires the picture (the next try needs a new one, as the screen refreshes it anyway); a right one stays good for
 * register after get-sms and is used up by a successful registration.
 *
 * SMS codes: get-sms sends a 6-digit code to a valid, unregistered number at most once per 60 s (spec section 9); the
 * code is written to the tester SMS log (GET <base>/sandbox/sms) and nowhere else. register takes the latest code sent
 * to the number; a registered number answers code 11 to both calls.
 */
import type { LenderCall } from './lender-routes.ts';
import { captchaImageHeaders, captchaSvg } from './captcha-image.ts';
import { fail, ok, okFile, text, type Handler, type HandlerContext, type HandlerResult } from './handler-kit.ts';
import {
  captchaAlphabet,
  captchaLength,
  maxSids,
  maxSmsLog,
  mobilePattern,
  promotionCodes as codes,
  promotionTemplates,
  promotionTexts as t,
  randomText,
  smsCodeLength,
  smsCountdownMs,
  type PromotionSid,
  type PromotionState,
} from './promotion-seed.ts';
import { describePayload } from './read-payload.ts';
import { manilaTime } from './seed-data.ts';

/** promotion.template: the landing config of templateId. */
function template({ state, payload, baseURL }: HandlerContext): HandlerResult {
  const failure = state.promotion.flags.templateFailure;
  if (failure !== undefined) return fail(failure);
  const found = promotionTemplates(baseURL)[text(payload, 'templateId')];
  return found ? ok({ ...found }) : fail(t.unknownTemplate, codes.invalid);
}

/** Records a tracking call with every field received (the tracking calls' field names are the page's own). */
function track(endpoint: 'promotion.trackVisit' | 'promotion.trackClick'): Handler {
  return (ctx) => {
    const fields = Object.fromEntries(Object.keys(ctx.payload).map((k) => [k, text(ctx.payload, k)]));
    ctx.state.loan.events.push({ endpoint, fields, time: manilaTime(ctx.now()) });
    return ok(null);
  };
}

/** promotion.sid: a new sid, without a picture yet. */
function newSid({ state }: HandlerContext): HandlerResult {
  const { sids } = state.promotion;
  const sid = randomText(state.promotion, '0123456789abcdef', 32);
  if (sids.length >= maxSids) sids.splice(0, sids.length - maxSids + 1);
  sids.push({ sid, timestamp: '', text: '' });
  return ok({ sid });
}

const findSid = (promotion: PromotionState, sid: string): PromotionSid | undefined =>
  sid === '' ? undefined : promotion.sids.find((s) => s.sid === sid);

/** promotion.captcha: the picture of the sid's graphic code; a new timestamp (or a retired code) draws a new one. */
function captcha({ state, payload }: HandlerContext): HandlerResult {
  const entry = findSid(state.promotion, text(payload, 'sid'));
  if (!entry) return fail(t.noSid, codes.invalid);
  const timestamp = text(payload, 'timestamp');
  if (timestamp === '') return fail(t.noTimestamp, codes.invalid);
  if (timestamp !== entry.timestamp || entry.text === '') {
    entry.timestamp = timestamp;
    entry.text = randomText(state.promotion, captchaAlphabet, captchaLength);
  }
  return okFile(captchaSvg(entry.text, `${entry.sid}\n${timestamp}`), { ...captchaImageHeaders });
}

/** The first problem with the mobile number, if any (spec section 5). */
function phoneProblem(phone: string): HandlerResult | undefined {
  if (phone === '') return fail(t.noPhone, codes.invalid);
  return mobilePattern.test(phone) ? undefined : fail(t.badPhone, codes.invalid);
}

/**
 * Checks the typed graphic code against the sid's latest picture: undefined when right; otherwise the failure
 * (`wrong` for a wrong code, which also retires the picture).
 */
function captchaProblem(promotion: PromotionState, payload: HandlerContext['payload'], wrong: HandlerResult): HandlerResult | undefined {
  const typed = text(payload, 'capcode');
  if (typed === '') return fail(t.noCaptcha, codes.invalid);
  const entry = findSid(promotion, text(payload, 'sid'));
  if (!entry) return fail(t.noSid, codes.invalid);
  if (entry.text !== '' && typed.toUpperCase() === entry.text) return undefined;
  entry.text = '';
  return wrong;
}

const isRegistered = (promotion: PromotionState, phone: string) => promotion.registrations.some((r) => r.phone === phone);

/** promotion.sms: sends a 6-digit code to the number (into the tester SMS log). */
function sendSms({ state, payload, now }: HandlerContext): HandlerResult {
  const promotion = state.promotion;
  const phone = text(payload, 'phone');
  const problem = phoneProblem(phone) ?? captchaProblem(promotion, payload, fail(t.smsWrongCaptcha, codes.smsWrongCaptcha));
  if (problem) return problem;
  if (isRegistered(promotion, phone)) return fail(t.registered, codes.registered);
  const at = now();
  const last = promotion.lastSms[phone];
  if (last && at - last.sentAt < smsCountdownMs) return fail(t.tooSoon, codes.tooSoon);
  if (promotion.flags.smsFailure !== undefined) return fail(promotion.flags.smsFailure, codes.smsServiceBusy);
  const code = randomText(promotion, '0123456789', smsCodeLength);
  promotion.lastSms[phone] = { code, sentAt: at };
  if (promotion.sms.length >= maxSmsLog) promotion.sms.splice(0, promotion.sms.length - maxSmsLog + 1);
  promotion.sms.push({ phone, code, at: manilaTime(at) });
  return ok(null);
}

/** promotion.register: registers the number with the SMS code sent to it. */
function register({ state, payload, now }: HandlerContext): HandlerResult {
  const promotion = state.promotion;
  const phone = text(payload, 'phone');
  const problem = phoneProblem(phone) ?? captchaProblem(promotion, payload, fail(t.registerWrongCaptcha, codes.registerWrongCaptcha));
  if (problem) return problem;
  if (isRegistered(promotion, phone)) return fail(t.registered, codes.registered);
  const smsCode = text(payload, 'smsCode');
  if (smsCode === '') return fail(t.noSmsCode, codes.invalid);
  const last = promotion.lastSms[phone];
  if (!last || last.code === '' || last.code !== smsCode) return fail(t.wrongSmsCode, codes.wrongSmsCode);
  last.code = '';
  const entry = findSid(promotion, text(payload, 'sid'));
  if (entry) entry.text = '';
  promotion.registrations.push({ phone, at: manilaTime(now()), fields: describePayload(payload) });
  return ok(null);
}

/** The promotion endpoints. */
export const promotionHandlers = {
  'promotion.template': template,
  'promotion.trackVisit': track('promotion.trackVisit'),
  'promotion.sid': newSid,
  'promotion.captcha': captcha,
  'promotion.sms': sendSms,
  'promotion.trackClick': track('promotion.trackClick'),
  'promotion.register': register,
} satisfies Partial<Record<LenderCall, Handler>>;

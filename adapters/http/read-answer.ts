/** Judging a lender answer against its catalog entry: success rule, payload pick and failure message. */
import type { CallResult } from '../../renderer/core/ports.ts';
import { borrowerText, failureMessages, genericErrorText } from './borrower-text.ts';
import type { EndpointSpec, SuccessRule } from './endpoints.ts';
import { aliasTableOf, renameKeys } from './field-aliases.ts';

export { failureMessages } from './borrower-text.ts';

type Envelope = Record<string, unknown>;

/** Whether a parsed answer meets the endpoint's success rule. */
export function isSuccess(rule: SuccessRule, body: Envelope): boolean {
  switch (rule) {
    case 'zero':
      return body.code === 0;
    case '00':
      return body.code === '00';
    case '0':
      return body.code === '0';
    case 'flag':
      return body.success === true;
  }
}

/** The useful part of an answer: 'body' is all of it, otherwise a dotted field path such as 'data' or 'tabs'. */
export function pickPayload(body: Envelope, pick: string): unknown {
  if (pick === 'body') return body;
  let at: unknown = body;
  for (const key of pick.split('.')) {
    if (!at || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, key)) return undefined;
    at = (at as Envelope)[key];
  }
  return at;
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A payload with the lender texts the catalog names (spec.borrowerTexts) made fit to show, or '' where they cannot be. */
function withBorrowerTexts(data: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields || !data || typeof data !== 'object' || Array.isArray(data)) return data;
  const out: Envelope = { ...(data as Envelope) };
  for (const field of fields) if (typeof out[field] === 'string') out[field] = borrowerText(out[field], '');
  return out;
}

/** Reads the raw text of an answer (any HTTP status) into a CallResult. Never throws. */
export function readAnswer(spec: EndpointSpec, status: number, raw: unknown): CallResult {
  const text = (typeof raw === 'string' ? raw : '').replace(/^\uFEFF/, '').trim();
  if (text === '') return { ok: false, kind: 'invalid', message: failureMessages.empty };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'invalid', message: failureMessages.unreadable };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { ok: false, kind: 'invalid', message: failureMessages.unreadable };
  }
  const aliases = aliasTableOf(spec);
  const body = (aliases ? renameKeys(parsed, aliases.fromWire) : parsed) as Envelope;
  if (status >= 200 && status < 300 && isSuccess(spec.success, body)) {
    return { ok: true, data: withBorrowerTexts(pickPayload(body, spec.pick), spec.borrowerTexts) };
  }
  const code = body.code ?? body.success;
  // A message the catalog names for a code (spec section 8) is the product's wording, so it wins. The server's own is
  // shown folded and capped, or replaced by the endpoint's wording when it is missing or looks technical.
  const known = spec.errors && code !== undefined ? spec.errors[String(code)] : undefined;
  const message = known ?? borrowerText(nonEmpty(body.message) ?? nonEmpty(body.msg), spec.defaultError || genericErrorText);
  const field = refusedField(body.data);
  return field === undefined ? { ok: false, kind: 'business', message, code } : { ok: false, kind: 'business', message, code, field };
}

/**
 * The form field a refusal is about, when the answer names one in `data.field` (a form item's code, such as
 * "bankCardNo"): a short name only, never shown, so a screen can put the message under that field.
 */
function refusedField(data: unknown): string | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const field = (data as Envelope).field;
  return typeof field === 'string' && /^[\w.-]{1,64}$/.test(field) ? field : undefined;
}

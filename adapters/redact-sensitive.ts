/**
 * Keeps personal data out of logs, the native call log and tracking calls, by field name and by value: the session
 * parameters (deviceId, userId, sessionId, sid, merchantNumber, mobilePhone, …) under any of their names, and wherever
 * they appear, Philippine mobile numbers, card numbers (Luhn-valid, 13 to 19 digits), other numbers of 10 or more digits,
 * and session ids or tokens (runs of 24 or more hex or base64url characters).
 */

/** What a redacted value is replaced by. */
export const redactedMark = '[redacted]';

/** Names (compared lower-case without _ and -) whose values are personal or identify the session. */
const sensitiveNames = new Set([
  'deviceid',
  'userid',
  'uid',
  'sessionid',
  'session',
  'sid',
  'merchantnumber',
  'mobilephone',
  'mobile',
  'phone',
  'phonenumber',
  'telephone',
  'username',
  'cardno',
  'cardnumber',
  'bankcard',
  'bankcardno',
  'accountno',
  'accountnumber',
  'idcard',
  'idno',
  'token',
  'repaytoken',
  'accesstoken',
  'password',
  'smscode',
  'capcode',
]);

/** Whether a field or query parameter of this name holds personal or session data. */
export function isSensitiveName(name: string): boolean {
  return sensitiveNames.has(name.toLowerCase().replace(/[_-]/g, ''));
}

/** `name=value` in a query string, a form body or free text such as "(sid=…, …)" (the value percent-encoded or not). */
const queryValue = /(^|[^\w-])([A-Za-z_][\w-]*)=([^&#;\s"'(),]*)/g;

/** `"name": "value"` or `"name": 123` in JSON text. */
const jsonValue = /"([A-Za-z_][\w-]*)"(\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]\s]+)/g;

/** A standalone number, maybe with a + and grouped by spaces, dots or dashes into groups of 3 or more digits. */
const groupedNumber = /(?<![\w+])\+?\d+(?:[ .-]\d{3,})*(?!\w)/g;

/** 10 or more digits: a phone or card number (an order id, an amount or a date has fewer, or shorter groups). */
const isLongNumber = (text: string) => text.replace(/\D/g, '').length >= 10;

/** A Philippine mobile number (09…, 639…, +639…, maybe grouped by spaces or dashes), also inside a word. */
const philippineMobile = /(?<!\d)(?:\+?63|0)[ -]?9\d{2}[ -]?\d{3}[ -]?\d{4}(?!\d)/g;

/** 13 to 19 digits, maybe grouped by single spaces or dashes, also inside a word: a card number when Luhn-valid. */
const cardCandidate = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g;

/** Whether digits pass the Luhn check that every payment card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** A run of base64url characters (letters, digits, - and _) standing alone. */
const tokenCandidate = /(?<![\w-])[\w-]{24,}(?![\w-])/g;

/**
 * Whether a run is a session id or token: 24 or more hex digits (dashes allowed, as in a UUID) mixing digits and
 * letters, or base64url mixing digits with upper- and lower-case letters in a stretch of 16 or more between dashes or
 * underscores. Names made of words, such as `validate-answer-rollover-info-Ab12Cd34`, are not tokens.
 */
export function isSessionToken(run: string): boolean {
  if (run.length < 24) return false;
  if (/^[0-9a-f]+(?:-[0-9a-f]+)*$/i.test(run)) return run.replace(/-/g, '').length >= 24 && /\d/.test(run) && /[a-f]/i.test(run);
  const longest = Math.max(...run.split(/[-_]/).map((part) => part.length));
  return longest >= 16 && /\d/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run);
}

/** Whether a text holds a session id or token (isSessionToken) anywhere. */
export function hasSessionToken(text: string): boolean {
  return (text.match(tokenCandidate) ?? []).some(isSessionToken);
}

/** A text with the values that are personal or identify a session replaced, whatever field (if any) holds them. */
export function redactValues(text: string): string {
  return text
    .replace(/%2B(?=\d)/gi, '+')
    .replace(tokenCandidate, (run) => (isSessionToken(run) ? redactedMark : run))
    .replace(philippineMobile, redactedMark)
    .replace(cardCandidate, (run) => (passesLuhn(run.replace(/\D/g, '')) ? redactedMark : run))
    .replace(groupedNumber, (number) => (isLongNumber(number) ? redactedMark : number));
}

/** A text with sensitive query parameters and JSON fields, phone numbers, card numbers and session tokens replaced. */
export function redactText(text: string): string {
  return redactValues(
    text
      .replace(queryValue, (whole, lead: string, name: string, value: string) =>
        value !== '' && isSensitiveName(name) ? `${lead}${name}=${redactedMark}` : whole,
      )
      .replace(jsonValue, (whole, name: string, colon: string, value: string) =>
        value !== '""' && value !== 'null' && isSensitiveName(name) ? `"${name}"${colon}"${redactedMark}"` : whole,
      ),
  );
}

/** A copy of a value (text, list or record, any depth) with sensitive fields and numbers redacted. */
export function redactSensitive(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 1e9 ? redactedMark : value;
  if (value instanceof Error) return redactText(value.stack ?? `${value.name}: ${value.message}`);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= 8) return redactedMark;
  if (Array.isArray(value)) return value.map((item) => redactSensitive(item, depth + 1));
  return redactRecord(Object.fromEntries(Object.entries(value)), depth);
}

/** A record's copy with sensitive fields and numbers redacted (native call arguments, log details). */
export function redactRecord(record: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    const present = item !== '' && item !== null && item !== undefined;
    out[key] = isSensitiveName(key) && present ? redactedMark : redactSensitive(item, depth + 1);
  }
  return out;
}

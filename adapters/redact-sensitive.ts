/**
 * Keeps personal data out of logs and the developer console: phone numbers, card numbers and the session parameters
 * (deviceId, userId, sessionId, merchantNumber, mobilePhone, …) are replaced before anything is logged.
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

/** `name=value` in a query string or a form body (the value percent-encoded or not). */
const queryValue = /(^|[?&;\s])([A-Za-z_][\w-]*)=([^&#;\s"']*)/g;

/** `"name": "value"` or `"name": 123` in JSON text. */
const jsonValue = /"([A-Za-z_][\w-]*)"(\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]\s]+)/g;

/** A standalone number, maybe with a + and grouped by spaces, dots or dashes into groups of 3 or more digits. */
const groupedNumber = /(?<![\w+])\+?\d+(?:[ .-]\d{3,})*(?!\w)/g;

/** 10 or more digits: a phone or card number (an order id, an amount or a date has fewer, or shorter groups). */
const isLongNumber = (text: string) => text.replace(/\D/g, '').length >= 10;

/** A text with sensitive query parameters and JSON fields, phone numbers and card numbers replaced. */
export function redactText(text: string): string {
  return text
    .replace(queryValue, (whole, lead: string, name: string, value: string) =>
      value !== '' && isSensitiveName(name) ? `${lead}${name}=${redactedMark}` : whole,
    )
    .replace(jsonValue, (whole, name: string, colon: string, value: string) =>
      value !== '""' && value !== 'null' && isSensitiveName(name) ? `"${name}"${colon}"${redactedMark}"` : whole,
    )
    .replace(/%2B(?=\d)/gi, '+')
    .replace(groupedNumber, (number) => (isLongNumber(number) ? redactedMark : number));
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

/**
 * The borrower's session values (the page query's device, user and session ids, phone and merchant number) may go only
 * to the lender API, through `call`: never in a picture's address (a request to this site or an image host writes them
 * into access logs and caches) and never stored on the phone by `save` (issue 29 item 10). These helpers find them by
 * value, as written, percent-encoded (once or more), in another case or, for a phone, with separators.
 */
import { fullyDecoded } from './url-policy.ts';

/** The session parameters that identify the borrower or the session (appVersion, appName and clientType do not). */
export const identifyingSessionNames: readonly string[] = ['deviceId', 'userId', 'sessionId', 'merchantNumber', 'mobilePhone'];

/**
 * The identifying values of a page's session worth looking for, lower-case: at least 4 characters, and 6 for one made
 * only of digits (a short number turns up in ordinary addresses by chance).
 */
export function sessionSecrets(session: Readonly<Record<string, unknown>>): string[] {
  return identifyingSessionNames
    .map((name) => String(session[name] ?? '').toLowerCase())
    .filter((value) => value.length >= (/^\d+$/.test(value) ? 6 : 4));
}

/** Whether a text carries one of the secrets: as written, percent-encoded, in another case, or with separators taken out. */
export function carriesSecret(text: string, secrets: readonly string[]): boolean {
  const plain = (fullyDecoded(text) ?? text).toLowerCase();
  const joined = plain.replace(/[\s().+-]/g, '');
  return secrets.some((secret) => plain.includes(secret) || joined.includes(secret));
}

/** Whether any text in a value (nested records and lists, their keys too) carries one of the secrets. */
export function holdsSecret(value: unknown, secrets: readonly string[]): boolean {
  return secrets.length > 0 && carriesSecret(JSON.stringify(value) ?? '', secrets);
}

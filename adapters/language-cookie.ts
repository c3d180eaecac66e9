/**
 * The borrower's language, kept where the server reads it too: the app keeps its choice on the device (the storage
 * port, renderer/core/i18n/language.ts) and, beside it, in a cookie of the whole site (`hatid-lang=fil; Path=/`), so a
 * later page opened without `lang` arrives from the server drawn in the language the app then chooses, and is hydrated
 * rather than drawn again (server/http/first-view-pages.ts). It holds only the language ('en' or 'fil'), no session value.
 */
import type { Language } from '../renderer/core/i18n/language.ts';
import { cookieValue } from './cookie-value.ts';

/** The cookie's name. */
export const languageCookieName = 'hatid-lang';

/** A year, as the choice kept on the device. */
const maxAge = 365 * 24 * 3600;

/** The cookie as `document.cookie` takes it (Secure on https). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Keeps the language chosen and kept on the device for the server (nothing kept on the device: nothing written). */
export function keepLanguageCookie(language: Language | undefined): void {
  if (language !== 'en' && language !== 'fil') return;
  try {
    document.cookie = languageCookie(language, location.protocol === 'https:');
  } catch {
    // A sandboxed frame may refuse cookies: a later page then arrives in the language of its `lang` or the browser's.
  }
}

/** The language cookie's value in a request's Cookie header as written (the server reads it with languageOf), or undefined. */
export const languageInCookies = (header: string | undefined): string | undefined => cookieValue(header, languageCookieName);

/**
 * The borrower's language kept for the server (issue 31): the app keeps its choice in a cookie of the whole site, so a
 * later page opened without `lang` is drawn by the server in that language and hydrated; the server reads it back.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { keepLanguageCookie, languageCookie, languageInCookies } from '../../../adapters/language-cookie.ts';
import { createStorage } from '../../../adapters/storage.ts';
import { chooseLanguage, languageKey, languageOf } from '../../../renderer/core/i18n/language.ts';

const forget = () => {
  document.cookie = 'hatid-lang=; Path=/; Max-Age=0';
};
afterEach(() => {
  forget();
  window.history.replaceState(null, '', '/');
});

describe('the language cookie', () => {
  it("keeps the choice made by a page's lang for every later page of the site, which the server reads back", () => {
    window.history.replaceState(null, '', '/aboutUs?lang=fil');
    const storage = createStorage({ backing: null, sessionBacking: null });
    expect(chooseLanguage({ lang: 'fil' }, storage, 'en-US')).toBe('fil');
    keepLanguageCookie(languageOf(storage.get(languageKey)));
    expect(document.cookie).toContain('hatid-lang=fil');
    // Path=/: sent with another page too.
    window.history.replaceState(null, '', '/loanDetails?productId=7');
    expect(languageInCookies(`a=1; ${document.cookie}`)).toBe('fil');
    // A later choice replaces it.
    keepLanguageCookie('en');
    expect(languageInCookies(document.cookie)).toBe('en');
  });

  it("writes nothing when nothing is kept on the device (the server then goes by the browser's language)", () => {
    keepLanguageCookie(languageOf(createStorage({ backing: null, sessionBacking: null }).get(languageKey)));
    keepLanguageCookie('de' as never);
    expect(document.cookie).not.toContain('hatid-lang');
    expect(languageInCookies(undefined)).toBeUndefined();
    expect(languageInCookies('hatid-language=fil; xhatid-lang=fil')).toBeUndefined();
  });

  it('is a long-lived, site-wide, SameSite=Lax cookie holding only the language (Secure on https)', () => {
    expect(languageCookie('fil', true)).toBe('hatid-lang=fil; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(languageCookie('en', false)).toBe('hatid-lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

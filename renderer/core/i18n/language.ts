/**
 * The borrower's language: English (the spec's wording, and what every untranslated text falls back to) or Filipino.
 * The native app's launcher may say which with the page's `lang` query value; the choice is kept on the device, so later
 * pages opened without it keep it; without either, the browser's language decides.
 */
import type { StoragePort } from '../ports.ts';

/** A language the app speaks. */
export type Language = 'en' | 'fil';

/** Where the choice is kept on the device (the storage port). */
export const languageKey = 'hatid.lang';

/** The language a tag names ('fil', 'fil-PH', 'tl' and 'tl-PH' are Filipino; 'en', 'en-US' English), else undefined. */
export function languageOf(tag: unknown): Language | undefined {
  const t = typeof tag === 'string' ? tag.toLowerCase() : '';
  return /^(fil|tl)\b/.test(t) ? 'fil' : /^en\b/.test(t) ? 'en' : undefined;
}

/** The page's `lang` (then kept on the device), else the kept one, else the browser's language, else English. */
export function chooseLanguage(query: Readonly<Record<string, string>>, storage: StoragePort, browser?: string): Language {
  const asked = languageOf(query.lang);
  if (asked) storage.set(languageKey, asked);
  return asked ?? languageOf(storage.get(languageKey)) ?? languageOf(browser) ?? 'en';
}

let current: Language = 'en';

/** The page's language, as the app's start chose it (English until then; the server passes its own). */
export const currentLanguage = (): Language => current;

/** Sets the page's language (the app's start; stories and fixtures). */
export function setLanguage(language: Language): void {
  current = language;
}

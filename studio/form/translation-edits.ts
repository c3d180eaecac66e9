/**
 * Edits of a text written in English and Filipino (renderer/core/i18n/translations.ts): a Filipino is stamped with the
 * fingerprint of the English it was written from, so changing the English afterwards leaves it stale until checked.
 */
import { needsFilipino } from '../../renderer/core/i18n/translation-check.ts';
import { fingerprint, isTranslations, type Translations } from '../../renderer/core/i18n/translations.ts';

/** The translations a value holds: a plain string is its English; nothing is an empty English. */
export function asTranslations(value: unknown): Translations {
  if (isTranslations(value)) return value;
  return { en: typeof value === 'string' ? value : '' };
}

/** What is stored: a plain string while there is neither a Filipino nor ICU values, else the translations. */
function stored(t: Translations): string | Translations {
  return t.fil === undefined && t.values === undefined ? t.en : t;
}

/** The text with a new English; a Filipino stays as written (stale until checked). */
export function withEnglish(value: unknown, en: string): string | Translations {
  return stored({ ...asTranslations(value), en });
}

/** The text with a new Filipino, written from the current English; an empty Filipino is removed. */
export function withFilipino(value: unknown, fil: string): string | Translations {
  const { fil: _fil, filFrom: _from, ...rest } = asTranslations(value);
  return stored(fil === '' ? rest : { ...rest, fil, filFrom: fingerprint(rest.en) });
}

/** The text with its Filipino marked as checked against the current English. */
export function withFilipinoChecked(value: unknown): string | Translations {
  const t = asTranslations(value);
  return stored(t.fil === undefined ? t : { ...t, filFrom: fingerprint(t.en) });
}

/** Where the Filipino stands: written from this English, stale, missing (words with no Filipino), or not needed. */
export function filipinoState(value: unknown): 'written' | 'stale' | 'missing' | 'not-needed' {
  const t = asTranslations(value);
  if (t.fil) return t.filFrom === fingerprint(t.en) ? 'written' : 'stale';
  return needsFilipino(t.en) ? 'missing' : 'not-needed';
}

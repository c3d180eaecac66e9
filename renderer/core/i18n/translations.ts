/** A text in English and Filipino (defs.schema.json#/definitions/translations), and the fingerprint of its English. */
import type { Translations } from '../../../schemas/generated/types.ts';
import type { Language } from './language.ts';

export type { Translations };

const keys: ReadonlySet<string> = new Set(['en', 'fil', 'filFrom', 'values']);

/** True for a JSON object shaped as translations: an English string and nothing but en, fil, filFrom and values. */
export function isTranslations(value: unknown): value is Translations {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  if (typeof v.en !== 'string') return false;
  for (const key in v) if (!keys.has(key)) return false;
  return true;
}

/** The text a language reads: its own when written (not empty), else the English. */
export function textIn(value: Translations, language: Language): { text: string; language: Language } {
  const own = language === 'fil' ? value.fil : value.en;
  return own !== undefined && own !== '' ? { text: own, language } : { text: value.en, language: 'en' };
}

/**
 * The fingerprint of an English text (FNV-1a, 32 bits, 8 hex digits): stored beside the Filipino as filFrom, so an
 * English changed after the Filipino was written shows as a stale translation. Not a security measure.
 */
export function fingerprint(en: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < en.length; i++) {
    hash ^= en.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

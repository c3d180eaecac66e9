/**
 * Which texts of a screen document still need their Filipino: a text with words for the borrower (not only the spec's
 * kept words, payment channels' names or data) that has no Filipino is missing one; a Filipino written from another
 * English (filFrom is not the English's fingerprint) is stale. The studio warns of both, and on money screens
 * (checks/money-screen.ts) refuses them; tests/unit/i18n/screens-fil.test.ts keeps the translated screens complete.
 */
import { documentTexts } from './document-texts.ts';
import { isSpecWord } from './spec-words.ts';
import { fingerprint, type Translations } from './translations.ts';

/** Names the borrower reads as they are in every language: payment channels on the repayment screens, the lender's own. */
export const keptNames: readonly string[] = [
  '7-Eleven',
  'Cebuana Lhuillier',
  'M Lhuillier',
  'Palawan Express',
  'Bayad Center',
  'Hatid',
  'Hatid Lending',
  'Hatid Lending Corporation',
];

const names: ReadonlySet<string> = new Set(keptNames);

/** The words of a text: the text itself, or an expression's string literals that are shown (not compared, not keys). */
export function wordsOf(text: string): string[] {
  if (!text.startsWith('=')) return [text];
  const out: string[] = [];
  for (const m of text.matchAll(/'((?:[^'\\]|\\.)*)'/g)) {
    const before = text.slice(0, m.index).trimEnd();
    const after = text.slice((m.index ?? 0) + m[0].length).trimStart();
    if (/[=!]=$/.test(before) || /^[=!]=/.test(after) || after.startsWith(',')) continue;
    out.push(m[1]!.replace(/\\(.)/g, '$1'));
  }
  return out;
}

/** True when a text (English, as written in a document) has words that need a Filipino. */
export function needsFilipino(text: string): boolean {
  return wordsOf(text).some((w) => /\p{L}{2}/u.test(w) && !isSpecWord(w) && !names.has(w.trim()));
}

/** A text of a document that lacks its Filipino (missing) or has one written from another English (stale). */
export interface TranslationProblem {
  pointer: string;
  en: string;
  kind: 'missing' | 'stale';
}

/** True when any text of a document has its Filipino written (the screen has begun to be translated). */
export function hasFilipino(doc: unknown): boolean {
  return documentTexts(doc).some(({ value }) => typeof value !== 'string' && Boolean(value.fil));
}

/** The translation problems of a document, in document order. */
export function translationProblems(doc: unknown): TranslationProblem[] {
  const out: TranslationProblem[] = [];
  for (const { pointer, value } of documentTexts(doc)) {
    const t: Translations = typeof value === 'string' ? { en: value } : value;
    if (!t.fil) {
      if (needsFilipino(t.en)) out.push({ pointer, en: t.en, kind: 'missing' });
    } else if (t.filFrom !== fingerprint(t.en)) out.push({ pointer, en: t.en, kind: 'stale' });
  }
  return out;
}

/** What the studio and `npm run validate` say of a translation problem (the fix included: filFrom to set once checked). */
export function translationMessage(problem: TranslationProblem): string {
  const en = problem.en.length > 60 ? `${problem.en.slice(0, 59)}…` : problem.en;
  return problem.kind === 'missing'
    ? `No Filipino for “${en}”: add it beside the English`
    : `The Filipino of “${en}” was written for another English: check it, then set filFrom to "${fingerprint(problem.en)}"`;
}

/** True when a problem's message is translationMessage's (it concerns the Filipino, not the English). */
export function isTranslationMessage(message: string): boolean {
  return message.startsWith('No Filipino for “') || message.startsWith('The Filipino of “');
}

/**
 * Every text a borrower reads in a screen document, found through the generated text-place table (widgets' texts,
 * actions' toasts and loading lines, the screen title), each with its JSON pointer: for the translation checks, the
 * studio's side-by-side fields and its search.
 */
import { textPlaces } from '../../../schemas/generated/text-places.ts';
import { isTranslations, type Translations } from './translations.ts';

/** One text of a document: where it is (a JSON pointer), and its value (a string, or English and Filipino). */
export interface DocumentText {
  pointer: string;
  value: string | Translations;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The values at a slash path ('[]' any entry, '*' any property) below an object, with their pointers. */
function valuesAt(value: unknown, steps: readonly string[], pointer: string, out: DocumentText[]): void {
  if (steps.length === 0) {
    if (typeof value === 'string' || isTranslations(value)) out.push({ pointer, value });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const [step, ...rest] = steps;
  if (step === '[]') {
    if (Array.isArray(value)) value.forEach((v, i) => valuesAt(v, rest, `${pointer}/${i}`, out));
  } else if (step === '*') {
    if (!Array.isArray(value)) for (const [k, v] of Object.entries(value)) valuesAt(v, rest, `${pointer}/${escape(k)}`, out);
  } else if (!Array.isArray(value) && step !== undefined && step in value) {
    valuesAt((value as Record<string, unknown>)[step], rest, `${pointer}/${escape(step)}`, out);
  }
}

/** The places of an object: a widget's (by `type`), an action's (by `do`), or none. */
function placesOf(value: Record<string, unknown>): readonly string[] {
  if (typeof value.type === 'string') return textPlaces.widgets[value.type] ?? [];
  if (typeof value.do === 'string') return textPlaces.actions[value.do] ?? [];
  return [];
}

/** Every text of a screen document (or of any part of one), in document order. */
export function documentTexts(doc: unknown): DocumentText[] {
  const out: DocumentText[] = [];
  const visit = (value: unknown, pointer: string, root: boolean) => {
    if (typeof value !== 'object' || value === null || isTranslations(value)) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${pointer}/${i}`, false));
      return;
    }
    const object = value as Record<string, unknown>;
    for (const place of root ? textPlaces.screen : placesOf(object)) valuesAt(object, place.split('/'), pointer, out);
    for (const [key, v] of Object.entries(object)) visit(v, `${pointer}/${escape(key)}`, false);
  };
  visit(doc, '', true);
  return out;
}

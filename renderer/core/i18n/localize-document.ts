/**
 * A screen document in one language: every text written in English and Filipino ({"en": …, "fil": …}) becomes the
 * language's text (the English where the Filipino is missing), so the renderer, its actions and the server's first
 * view only ever see strings. A text with `values` (an ICU message, for plurals and variables) becomes an expression
 * calling icu(), formatted by intl-messageformat, which is loaded (its own chunk) only for a document that has one.
 *
 * Translations are recognised by their shape wherever they are (isTranslations): the schema allows them at texts, and in
 * free values (a `set` of a text the screen shows later) they are picked the same way. Unchanged parts keep their
 * objects, and a document without translations is returned as it is.
 */
import { setMessageFormat } from '../expressions/message-hook.ts';
import type { Language } from './language.ts';
import { isTranslations, textIn, type Translations } from './translations.ts';

/** A JSON string literal of the expression language (single-quoted). */
const quoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** An ICU text as an expression: icu('message', 'fil', 'name', (value), …). */
function messageExpression(value: Translations, language: Language): string {
  const { text, language: used } = textIn(value, language);
  const args = [quoted(text), quoted(used)];
  for (const [name, v] of Object.entries(value.values ?? {})) {
    args.push(quoted(name), typeof v === 'string' ? (v.startsWith('=') ? `(${v.slice(1)})` : quoted(v)) : String(v));
  }
  return `=icu(${args.join(', ')})`;
}

/** The document (or any JSON value) in one language; `messages` is true when it holds an ICU text. */
export function localizeDocument<T>(doc: T, language: Language): { document: T; messages: boolean } {
  let messages = false;
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      let changed = false;
      const out = value.map((v) => {
        const next = visit(v);
        if (next !== v) changed = true;
        return next;
      });
      return changed ? out : value;
    }
    if (typeof value !== 'object' || value === null) return value;
    if (isTranslations(value)) {
      if (!value.values) return textIn(value, language).text;
      messages = true;
      return messageExpression(value, language);
    }
    let out: Record<string, unknown> | undefined;
    for (const [key, v] of Object.entries(value)) {
      const next = visit(v);
      if (next !== v) (out ??= { ...value })[key] = next;
    }
    return out ?? value;
  };
  return { document: visit(doc) as T, messages };
}

let formatLoad: Promise<void> | undefined;

/** Loads the ICU formatter (intl-messageformat, its own chunk) once; a failed load is tried again next time. */
export function loadMessageFormat(): Promise<void> {
  formatLoad ??= import('./message-format.ts').then(
    (m) => setMessageFormat(m.formatMessage),
    (err: unknown) => {
      formatLoad = undefined;
      throw err;
    },
  );
  return formatLoad;
}

// Each document put in each language once: a page's copy readied twice (the first view hydrated, then the same copy as
// the screen's own) is the same object both times, so the app sees one document, not two equal ones to compare.
const localized = new WeakMap<object, Partial<Record<Language, Promise<unknown>>>>();

/** The document in one language, with the ICU formatter loaded when it needs it (the same object for the same document). */
export function localizeScreen<T>(doc: T, language: Language): Promise<T> {
  const byLanguage = typeof doc === 'object' && doc !== null ? (localized.get(doc) ?? {}) : {};
  if (typeof doc === 'object' && doc !== null) localized.set(doc, byLanguage);
  const make = async () => {
    const { document, messages } = localizeDocument(doc, language);
    // A formatter that could not be had is asked for again by the next readying of the same document.
    if (messages) await loadMessageFormat().catch(() => delete byLanguage[language]);
    return document;
  };
  return (byLanguage[language] ??= make()) as Promise<T>;
}

/** Where icu() finds the ICU formatter: set when a document with an ICU text is localized (i18n/localize-document.ts). */

/** Formats icu()'s arguments: the message, its language, then names and values. */
export type MessageFormat = (args: unknown[]) => string;

let format: MessageFormat | undefined;

/** Hands icu() the formatter. */
export function setMessageFormat(next: MessageFormat): void {
  format = next;
}

/** icu('message', 'fil', 'name', value, …): the message formatted; without the formatter a RangeError (reported, read as empty). */
export function icu(args: unknown[]): string {
  if (!format) throw new RangeError('icu(): the message formatter is not loaded');
  return format(args);
}

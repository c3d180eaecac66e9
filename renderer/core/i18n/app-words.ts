/**
 * The app's own words (loading lines, failure messages, labels of its buttons), written in English in the code and
 * looked up in the Filipino table (fil-words.ts, its own chunk, loaded only when the language is Filipino). A text that
 * is not in the table is shown in English.
 */

let table: Readonly<Record<string, string>> | undefined;

/** One of the app's own English texts in the page's language. */
export const words = (en: string): string => table?.[en] ?? en;

/** Sets the table words() reads (undefined: English). */
export function setWordTable(next: Readonly<Record<string, string>> | undefined): void {
  table = next;
}

/** Puts values into the numbered places of one of the app's texts: fill(w(…), 2, 3) puts 2 and 3 in '{0} of {1}'. */
export const fill = (text: string, ...values: unknown[]): string => text.replace(/\{(\d)\}/g, (_, i: string) => String(values[Number(i)]));

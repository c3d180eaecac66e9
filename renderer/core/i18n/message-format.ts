/**
 * ICU messages (plurals and variables) formatted by intl-messageformat: its own chunk, loaded only for a document with a
 * text that has `values` (localize-document.ts). Each message is parsed once per language.
 */
import { IntlMessageFormat } from 'intl-messageformat';

const parsed = new Map<string, IntlMessageFormat>();

/** icu()'s arguments: a message, its language ('en' or 'fil', for its plural rules), then names and values. */
export function formatMessage(args: unknown[]): string {
  const [message, language] = [String(args[0]), String(args[1])];
  const values: Record<string, unknown> = {};
  for (let i = 2; i + 1 < args.length; i += 2) values[String(args[i])] = args[i + 1];
  const key = `${language}\u0000${message}`;
  try {
    let format = parsed.get(key);
    if (!format) {
      if (parsed.size > 500) parsed.clear();
      format = new IntlMessageFormat(message, language);
      parsed.set(key, format);
    }
    return String(format.format(values as Record<string, string | number | boolean>));
  } catch (err) {
    // A message that does not parse, or a value it cannot take: a refused argument, as other functions' (reported, read as empty).
    throw new RangeError(`icu(): ${err instanceof Error ? err.message : String(err)}`);
  }
}

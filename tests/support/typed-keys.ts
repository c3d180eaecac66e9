/**
 * A fixture's typed text in testing-library's keyboard syntax (`{Backspace}`, `[ShiftLeft]`, `{{` for a brace) as
 * plain text and named key presses, for drivers that type through a real keyboard (Playwright).
 */

/** Text typed as is, or one key pressed by name. */
export type TypedPart = { text: string } | { key: string };

/** Splits typed text into text runs and key presses. */
export function typedKeys(text: string): TypedPart[] {
  const parts: TypedPart[] = [];
  let run = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i] ?? '';
    const close = c === '{' ? '}' : c === '[' ? ']' : undefined;
    if (close && text[i + 1] === c) {
      run += c;
      i += 1;
      continue;
    }
    const end = close ? text.indexOf(close, i + 1) : -1;
    if (!close || end < 0) {
      run += c;
      continue;
    }
    if (run) parts.push({ text: run });
    run = '';
    parts.push({ key: text.slice(i + 1, end) });
    i = end;
  }
  if (run) parts.push({ text: run });
  return parts;
}

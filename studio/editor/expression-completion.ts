/**
 * Completion inside an expression, as plain data: after `data.` the screen's loads, after `data.order.` the fields of
 * the order details answer, after `item.` the fields of the list's entry, each with its type and description (from the
 * entity schemas of schemas/api/ and the document); at the start of a name, the names in scope and the functions.
 */
import { functions } from '../../renderer/core/expressions/functions.ts';
import { readPath, type ScopeShapes } from '../../renderer/core/validation/path-shapes.ts';
import { typeWords, type ValueShape } from '../../renderer/core/validation/value-shape.ts';

/** One name that can be written at the cursor. */
export interface PathOption {
  label: string;
  /** "text", "number or text", "list", "function"… */
  detail: string;
  info?: string;
}

/** The options at the end of `before` (the expression up to the cursor), and where the name being typed starts. */
export interface PathCompletions {
  /** Offset in `before` where the typed part of the name starts. */
  from: number;
  /** The path before the last dot ("data.order"), '' at the start of a name. */
  parent: string;
  options: PathOption[];
}

/** True when the end of `text` is inside a quoted text ('…' or "…"). */
function insideQuotes(text: string): boolean {
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
  }
  return quote !== null;
}

/** The options for the fields of a value. */
function fieldOptions(shape: ValueShape): PathOption[] {
  return Object.entries(shape.fields ?? {}).map(([name, field]) => ({
    label: name,
    detail: typeWords(field),
    ...(field.description ? { info: field.description } : {}),
  }));
}

const functionNames = Object.keys(functions).sort();

/** The names and fields that can be written at the end of `before` (an expression's text, with or without its "="). */
export function pathCompletions(before: string, scope: ScopeShapes, explicit = false): PathCompletions | null {
  if (insideQuotes(before)) return null;
  const match = /(?:^|[^\w$.\]])((?:[A-Za-z_$][\w$]*\.)*)([\w$]*)$/.exec(before);
  if (!match) return null;
  const parentText = (match[1] ?? '').replace(/\.$/, '');
  const typed = match[2] ?? '';
  const from = before.length - typed.length;
  if (/^\d/.test(typed)) return null;
  let options: PathOption[];
  if (parentText === '') {
    if (typed === '' && !explicit) return null;
    const names = Object.entries(scope).map(([name, shape]) => ({
      label: name,
      detail: typeWords(shape),
      ...(shape.description ? { info: shape.description } : {}),
    }));
    options = [...names, ...functionNames.map((name) => ({ label: name, detail: 'function' }))];
  } else {
    const [root = '', ...steps] = parentText.split('.');
    const reading = readPath({ root, steps }, scope);
    if (!reading.shape?.fields) return null;
    options = fieldOptions(reading.shape);
  }
  const lower = typed.toLowerCase();
  const shown = options.filter((o) => o.label.toLowerCase().startsWith(lower));
  return shown.length ? { from, parent: parentText, options: shown } : null;
}

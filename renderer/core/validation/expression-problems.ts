/** The errors one expression of a document gets from a check of its syntax tree (one per distinct message). */
import type { DocumentError } from './describe-errors.ts';
import { toPointer } from './json-pointer.ts';

/**
 * Parses `source` (at `keys` in the document) and adds to `errors` each distinct message `check` finds in its tree.
 * An expression that does not parse is left to the syntax check.
 */
export function addExpressionProblems(
  errors: DocumentError[],
  source: string,
  keys: readonly (string | number)[],
  parse: (source: string) => unknown,
  check: (ast: unknown, out: string[]) => void,
): void {
  let ast: unknown;
  try {
    ast = parse(source);
  } catch {
    return;
  }
  const messages: string[] = [];
  check(ast, messages);
  const pointer = toPointer(keys);
  for (const message of new Set(messages)) errors.push({ pointer, message });
}

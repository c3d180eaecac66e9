/**
 * The static twin of the run-time session rules (session-values.ts): a picture's address may not be built from the
 * borrower's session values, and `save` may not keep them on the device. An expression reads a session value when it
 * reads `session` (other than its appVersion, appName or clientType), or the page query's or the screen parameters'
 * identifying names (`query.sessionId`, `params.userId`). Checked by `npm run validate`, the studio and publishing; the
 * page relies on the run-time rules (values that travel through the screen state are caught there).
 */
import { identifyingSessionNames } from '../session-values.ts';
import { widgetSources } from '../widget-sources.ts';
import type { DocumentError } from './describe-errors.ts';
import { toPointer } from './json-pointer.ts';
import { isJsonObject, walkDocument } from './node-slots.ts';
import { pathOf, pathText } from './path-shapes.ts';

const identifying = new Set(identifyingSessionNames);

/** Whether a whole path (`session.sessionId`, `query[k]`) reads a session value, as its text, or undefined. */
function pathRead(root: string, first: string | number | null | undefined, text: () => string): string | undefined {
  if (root === 'session' && (first === undefined || first === null || identifying.has(String(first)))) return text();
  if ((root === 'query' || root === 'params') && (first === null || (first !== undefined && identifying.has(String(first))))) return text();
  return undefined;
}

/** The first session value an AST reads, as a path text ("session.sessionId"), or undefined when it reads none. */
function sessionRead(node: unknown, depth = 0): string | undefined {
  if (!isJsonObject(node) || depth > 200) return undefined;
  const path = pathOf(node);
  if (path) {
    const read = pathRead(path.root, path.steps[0], () => pathText(path, 1));
    if (read) return read;
    // The chain itself is judged whole; only its computed keys (state.form[session.userId]) are read further.
    for (let link: unknown = node; isJsonObject(link) && link.type === 'MemberExpression'; link = link.object) {
      const found = link.computed ? sessionRead(link.property, depth + 1) : undefined;
      if (found) return found;
    }
    return undefined;
  }
  for (const child of Object.values(node)) {
    for (const entry of Array.isArray(child) ? child : [child]) {
      const found = sessionRead(entry, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** Every expression inside a value, with its keys below the value. */
function expressionsIn(value: unknown, keys: string[], visit: (source: string, keys: string[]) => void): void {
  if (typeof value === 'string') {
    if (value.startsWith('=')) visit(value.slice(1), keys);
  } else if (Array.isArray(value)) {
    value.forEach((entry, i) => expressionsIn(entry, [...keys, String(i)], visit));
  } else if (isJsonObject(value)) {
    for (const [key, entry] of Object.entries(value)) expressionsIn(entry, [...keys, key], visit);
  }
}

/** The message for a picture address built from a session value. */
export function sessionPictureMessage(read: string): string {
  return `a picture's address may not carry the borrower's session values (it reads \`${read}\`): they may go only to the lender API, through \`call\``;
}

/** The message for a device save of a session value. */
export function sessionSaveMessage(read: string): string {
  return `\`save\` may not keep the borrower's session values on the device (it reads \`${read}\`); keep it for the session ("keep": "session") or leave the value out`;
}

/** Checks a document against the session rules; `parse` reads an expression's text (after '='). */
export function checkSessionReach(doc: unknown, parse: (source: string) => unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  const check = (value: unknown, keys: readonly string[], message: (read: string) => string) =>
    expressionsIn(value, [...keys], (source, at) => {
      let ast: unknown;
      try {
        ast = parse(source);
      } catch {
        return; // Syntax errors are reported by the expression check.
      }
      const read = sessionRead(ast);
      if (read) errors.push({ pointer: toPointer(at), message: message(read) });
    });
  walkDocument(doc, {
    node(node, keys) {
      const sources = Object.hasOwn(widgetSources, node.type) ? widgetSources[node.type] : undefined;
      for (const source of sources ?? []) {
        if (source.kind !== 'image' || source.shape === 'binding' || !Object.hasOwn(node, source.prop)) continue;
        const value = node[source.prop];
        // A literal list's entries hold the address in `field`; an expression (or a plain address) is checked whole.
        if (source.shape === 'list' && Array.isArray(value)) {
          value.forEach((entry: unknown, i) => {
            const address = source.field && isJsonObject(entry) ? entry[source.field] : entry;
            check(address, [...keys, source.prop, String(i), ...(source.field && isJsonObject(entry) ? [source.field] : [])], sessionPictureMessage);
          });
        } else {
          check(value, [...keys, source.prop], sessionPictureMessage);
        }
      }
    },
    action(action, keys) {
      if (action.do === 'save' && action.keep === 'device') check(action.value, [...keys, 'value'], sessionSaveMessage);
    },
  });
  return errors;
}

/**
 * mailto: and tel: links take a fixed address (written out in the document) or one the lender supplied: an
 * expression may only join text with fields of the lender's answers (`data.…`, `result.…`), and what it makes carries
 * no query. So `"='mailto:' + data.contact.email"` opens, while a link whose query or address a screen built from
 * session values (`"='mailto:x@evil.example?body=' + session.sessionId"`) is refused before anything opens.
 */
import { isExpression, parseExpression, type Expr } from './expressions/parse.ts';

/** The roots whose values come from the lender: the screen's loads and a call's answer. */
const lenderRoots = new Set(['data', 'result']);

/** True for an address or tel:/mailto: link (case and leading spaces ignored). */
export function isContactLink(url: string): boolean {
  return /^\s*(mailto|tel):/i.test(url);
}

/** A plain path into the lender's answers: data.contact.email, result['url']. */
function lenderPath(node: Expr): boolean {
  if (node.type === 'Identifier') return lenderRoots.has(String(node.name));
  if (node.type !== 'MemberExpression') return false;
  const property = node.property as Expr;
  if (node.computed && property.type !== 'Literal') return false;
  return lenderPath(node.object as Expr);
}

/** Text literals and lender paths joined with +, nothing else. */
function lenderBuilt(node: Expr): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string' || typeof node.value === 'number';
  if (node.type === 'BinaryExpression') return node.operator === '+' && lenderBuilt(node.left as Expr) && lenderBuilt(node.right as Expr);
  return lenderPath(node);
}

/**
 * Why a mailto: or tel: address may not be opened, or undefined when it may: `raw` is the document's value (a fixed
 * text or an expression), `resolved` what it gave. Other addresses are not this rule's business (undefined).
 */
export function contactLinkProblem(raw: unknown, resolved: string): string | undefined {
  if (!isContactLink(resolved) || !isExpression(raw)) return undefined;
  if (/[?#]/.test(resolved)) return 'a mailto: or tel: address made by an expression may not carry a query (?…); write a fixed address out in full';
  let ast: Expr;
  try {
    ast = parseExpression(raw.slice(1));
  } catch {
    return 'the expression of this mailto: or tel: address cannot be read';
  }
  return lenderBuilt(ast)
    ? undefined
    : "a mailto: or tel: address made by an expression may only join text with the lender's answers (data.…, result.…), such as \"='mailto:' + data.contact.email\"";
}

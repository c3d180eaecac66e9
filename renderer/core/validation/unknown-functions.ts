/**
 * Calls of functions the expression evaluator does not have (renderer/core/expressions/functions.ts): an error that
 * blocks publishing, since no build can work the value out and the widget would silently go blank for borrowers.
 * A function this build has but an older released build lacks is a capability warning instead (check-capabilities.ts).
 */
import type { DocumentError } from './describe-errors.ts';
import { forEachExpression } from './expression-strings.ts';
import { addExpressionProblems } from './expression-problems.ts';
import { isJsonObject } from './node-slots.ts';
import { nearestName } from './nearest-name.ts';

/** Names from spreadsheets and programming languages that staff try, and the catalog function that does that job. */
const usualNames: Readonly<Record<string, string>> = {
  contains: 'includes',
  has: 'includes',
  length: 'count',
  size: 'count',
  concat: 'join',
  push: 'append',
  coalesce: 'default',
  ifempty: 'default',
  ifnull: 'default',
  isnull: 'default',
  tostring: 'string',
  str: 'string',
  text: 'string',
  int: 'number',
  parseint: 'number',
  parsefloat: 'number',
  tonumber: 'number',
  tolowercase: 'lower',
  lowercase: 'lower',
  formatmoney: 'money',
  formatcurrency: 'money',
  formatdate: 'date',
  today: 'now',
  formatphone: 'phoneNumber',
  phone: 'phoneNumber',
  keys: 'entries',
  match: 'check',
  test: 'check',
  validate: 'check',
};

/** The known function a misspelt or borrowed name most likely means, if any. */
export function likelyFunction(name: string, known: readonly string[]): string | undefined {
  const near = nearestName(name, known);
  if (near !== undefined) return near;
  const usual = usualNames[name.toLowerCase()];
  return usual !== undefined && known.includes(usual) ? usual : undefined;
}

/** The message for a call of a function no build has: "Unknown function `contains`; did you mean `includes`?". */
export function unknownFunctionMessage(name: string, known: readonly string[]): string {
  const meant = likelyFunction(name, known);
  if (meant !== undefined) return `Unknown function \`${name}\`; did you mean \`${meant}\`?`;
  return `Unknown function \`${name}\`; expressions can use ${[...known].sort().join(', ')}`;
}

/** A dotted path's text ("data.items"), or undefined for anything else. */
function pathText(node: unknown): string | undefined {
  if (!isJsonObject(node)) return undefined;
  if (node.type === 'Identifier' && typeof node.name === 'string') return node.name;
  if (node.type !== 'MemberExpression' || node.computed || !isJsonObject(node.property)) return undefined;
  const head = pathText(node.object);
  return head !== undefined && typeof node.property.name === 'string' ? `${head}.${node.property.name}` : undefined;
}

/** The message for a method call such as `data.items.contains(x)`, which expressions cannot make. */
function methodCallMessage(callee: Record<string, unknown>, known: readonly string[]): string {
  const method = isJsonObject(callee.property) && typeof callee.property.name === 'string' ? callee.property.name : undefined;
  const target = pathText(callee.object);
  const shown = target !== undefined && method !== undefined ? `${target}.${method}` : (method ?? 'this');
  const meant = method === undefined ? undefined : known.includes(method) ? method : likelyFunction(method, known);
  const hint =
    meant !== undefined && target !== undefined
      ? `did you mean \`${meant}(${target}, …)\`?`
      : `expressions call functions by name, such as \`${known[0] ?? 'money'}(…)\``;
  return `Unknown function \`${shown}\`; ${hint}`;
}

/** Every call in an expression tree whose function is not in `known`, as messages. */
function unknownCalls(node: unknown, known: readonly string[], out: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) unknownCalls(item, known, out);
    return;
  }
  if (!isJsonObject(node)) return;
  const callee = node.callee;
  if (node.type === 'CallExpression' && isJsonObject(callee)) {
    if (callee.type === 'Identifier' && typeof callee.name === 'string') {
      if (!known.includes(callee.name)) out.push(unknownFunctionMessage(callee.name, known));
    } else {
      out.push(methodCallMessage(callee, known));
    }
  }
  for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) unknownCalls(value, known, out);
}

/**
 * An error for every expression that calls a function not in `known` (the evaluator's catalog) or calls a method.
 * Expressions that do not parse are left to the syntax check.
 */
export function checkFunctionNames(doc: unknown, known: readonly string[], parse: (source: string) => unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  forEachExpression(doc, (source, keys) => addExpressionProblems(errors, source, keys, parse, (ast, out) => unknownCalls(ast, known, out)));
  return errors;
}

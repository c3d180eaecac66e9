/**
 * Turns a place written as a binding, such as "=state.form[item.code]", into the key path it names: one grammar for the
 * places inputs bind (under state) and the places actions write (under state or data).
 */
import type { FunctionEnv } from './functions.ts';
import type { Expr } from './parse.ts';
import { ExpressionError, parseExpression } from './parse.ts';
import { evaluate, type Scope } from './evaluate.ts';

const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);

/** The key path of a binding ("state", then keys); throws ExpressionError when it is not a place in state. */
export function resolvePath(binding: string, scope: Scope, env: FunctionEnv): (string | number)[] {
  return resolveParsedPath(parseExpression(binding.replace(/^=/, '')), scope, env);
}

const bindingRoots: ReadonlySet<string> = new Set(['state']);
const actionRoots: ReadonlySet<string> = new Set(['state', 'data']);

/** The key path of a place an action writes ("state" or "data", then keys), read as a binding is. */
export function resolvePlace(path: string, scope: Scope, env: FunctionEnv): (string | number)[] {
  return resolveParsedPath(parseExpression(path.replace(/^=/, '')), scope, env, actionRoots);
}

/** resolvePath for a binding already parsed (the text after its optional '='). */
export function resolveParsedPath(parsed: Expr, scope: Scope, env: FunctionEnv, roots = bindingRoots): (string | number)[] {
  const keys: (string | number)[] = [];
  let node: Expr = parsed;
  while (node.type === 'MemberExpression') {
    const property = node.property as Expr;
    const key = node.computed ? evaluate(property, scope, env) : property.name;
    if (typeof key !== 'string' && typeof key !== 'number') throw new ExpressionError('a bound place needs a text or number key');
    if (unsafeKeys.has(String(key))) throw new ExpressionError(`an input cannot be bound to \`${String(key)}\``);
    keys.unshift(key);
    node = node.object as Expr;
  }
  const root = node.type === 'Identifier' ? String(node.name) : '';
  if (!roots.has(root)) {
    throw new ExpressionError(
      roots === bindingRoots
        ? 'an input can only be bound to a place under state'
        : `only state and data can be changed, not \`${root || 'an expression'}\``,
    );
  }
  return [root, ...keys];
}

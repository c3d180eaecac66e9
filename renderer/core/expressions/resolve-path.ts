/** Turns a binding expression such as "=state.form[item.code]" into the key path it names. */
import type { FunctionEnv } from './functions.ts';
import type { Expr } from './parse.ts';
import { ExpressionError, parseExpression } from './parse.ts';
import { evaluate, type Scope } from './evaluate.ts';

const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);

/** The key path of a binding ("state", then keys); throws ExpressionError when it is not a place in state. */
export function resolvePath(binding: string, scope: Scope, env: FunctionEnv): (string | number)[] {
  return resolveParsedPath(parseExpression(binding.replace(/^=/, '')), scope, env);
}

/** resolvePath for a binding already parsed (the text after its optional '='). */
export function resolveParsedPath(parsed: Expr, scope: Scope, env: FunctionEnv): (string | number)[] {
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
  if (node.type !== 'Identifier' || node.name !== 'state') throw new ExpressionError('an input can only be bound to a place under state');
  return ['state', ...keys];
}

/** The whitelist interpreter: evaluates a parsed expression over named roots, with no access to prototypes or globals. */
import type { Expr } from './parse.ts';
import { ExpressionError, isExpression, parseExpression } from './parse.ts';
import { functions, type FunctionEnv } from './functions.ts';

/** The named values an expression can read: params, query, session, state, data, saved, item, index, event, result, error. */
export type Scope = Readonly<Record<string, unknown>>;

const forbiddenKeys = new Set([
  '__proto__',
  'prototype',
  'constructor',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);
const maxStringLength = 100_000;

/** Reads an own property of a plain value; anything else (prototype members, functions) reads as undefined. */
export function readProperty(target: unknown, key: unknown): unknown {
  if (target === null || target === undefined) return undefined;
  if (typeof key !== 'string' && typeof key !== 'number') throw new ExpressionError('a property name must be text or a number');
  const name = String(key);
  if (forbiddenKeys.has(name)) throw new ExpressionError(`\`${name}\` cannot be read`);
  if (name === 'length' && (Array.isArray(target) || typeof target === 'string')) return target.length;
  if (typeof target === 'string') return /^\d+$/.test(name) ? target[Number(name)] : undefined;
  if (typeof target !== 'object') return undefined;
  if (!Object.hasOwn(target, name)) return undefined;
  const value = (target as Record<string, unknown>)[name];
  return typeof value === 'function' ? undefined : value;
}

/** Loose equality for screen rules: "174" == 174 is true, null == undefined is true, objects compare by identity. */
export function looseEquals(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'object' || typeof b === 'object') return false;
  return String(a) === String(b);
}

function compare(op: string, a: unknown, b: unknown): boolean {
  const bothText = typeof a === 'string' && typeof b === 'string';
  const x = bothText ? a : Number(a);
  const y = bothText ? b : Number(b);
  switch (op) {
    case '<':
      return x < y;
    case '>':
      return x > y;
    case '<=':
      return x <= y;
    default:
      return x >= y;
  }
}

function arithmetic(op: string, a: unknown, b: unknown): unknown {
  if (op === '+' && (typeof a === 'string' || typeof b === 'string')) {
    const text = String(a ?? '') + String(b ?? '');
    if (text.length > maxStringLength) throw new ExpressionError('text is too long');
    return text;
  }
  const x = Number(a);
  const y = Number(b);
  switch (op) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return x / y;
    default:
      return x % y;
  }
}

/**
 * A function's text result, refused when it is longer than maxStringLength and than every text it was given (alone or
 * in a list): long texts from data pass through, but nesting join or withQuery cannot build one that exhausts memory.
 */
function checkBuiltText(result: unknown, args: readonly unknown[]): unknown {
  if (typeof result !== 'string' || result.length <= maxStringLength) return result;
  const given = args.flatMap((a) => (Array.isArray(a) ? a : [a])).reduce<number>((n, a) => (typeof a === 'string' ? Math.max(n, a.length) : n), 0);
  if (result.length > given) throw new ExpressionError('text is too long');
  return result;
}

/** Evaluates a parsed expression. Throws ExpressionError for anything outside the whitelist. */
export function evaluate(node: Expr, scope: Scope, env: FunctionEnv): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return Object.hasOwn(scope, node.name as string) ? scope[node.name as string] : undefined;
    case 'MemberExpression': {
      const object = evaluate(node.object as Expr, scope, env);
      const property = node.property as Expr;
      const key = node.computed ? evaluate(property, scope, env) : property.name;
      return readProperty(object, key);
    }
    case 'CallExpression': {
      const callee = node.callee as Expr;
      const fn = callee.type === 'Identifier' && Object.hasOwn(functions, callee.name as string) ? functions[callee.name as string] : undefined;
      if (!fn) throw new ExpressionError(`\`${callee.type === 'Identifier' ? String(callee.name) : 'this'}\` is not a known function`);
      const args = (node.arguments as Expr[]).map((arg) => evaluate(arg, scope, env));
      return checkBuiltText(fn(args, env), args);
    }
    case 'UnaryExpression': {
      const value = evaluate(node.argument as Expr, scope, env);
      if (node.operator === '!') return !value;
      if (node.operator === '-') return -Number(value);
      if (node.operator === '+') return Number(value);
      break;
    }
    case 'BinaryExpression': {
      const op = node.operator as string;
      if (op === '&&') return evaluate(node.left as Expr, scope, env) && evaluate(node.right as Expr, scope, env);
      if (op === '||') return evaluate(node.left as Expr, scope, env) || evaluate(node.right as Expr, scope, env);
      if (op === '??') return evaluate(node.left as Expr, scope, env) ?? evaluate(node.right as Expr, scope, env);
      const left = evaluate(node.left as Expr, scope, env);
      const right = evaluate(node.right as Expr, scope, env);
      if (op === '==') return looseEquals(left, right);
      if (op === '!=') return !looseEquals(left, right);
      if (op === '<' || op === '>' || op === '<=' || op === '>=') return compare(op, left, right);
      if (op === '+' || op === '-' || op === '*' || op === '/' || op === '%') return arithmetic(op, left, right);
      throw new ExpressionError(`the operator \`${op}\` is not supported`);
    }
    case 'LogicalExpression': {
      const op = node.operator as string;
      const left = evaluate(node.left as Expr, scope, env);
      if (op === '&&') return left && evaluate(node.right as Expr, scope, env);
      if (op === '||') return left || evaluate(node.right as Expr, scope, env);
      return left ?? evaluate(node.right as Expr, scope, env);
    }
    case 'ConditionalExpression':
      return evaluate(node.test as Expr, scope, env) ? evaluate(node.consequent as Expr, scope, env) : evaluate(node.alternate as Expr, scope, env);
    case 'ArrayExpression':
      return (node.elements as (Expr | null)[]).map((el) => (el ? evaluate(el, scope, env) : null));
  }
  throw new ExpressionError(`\`${node.type}\` is not allowed in an expression`);
}

/** Evaluates a JSON value: '=' strings are expressions, arrays and objects are evaluated deeply, the rest is literal. */
export function resolveValue(value: unknown, scope: Scope, env: FunctionEnv): unknown {
  if (isExpression(value)) return evaluate(parseExpression(value.slice(1)), scope, env);
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, scope, env));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!forbiddenKeys.has(k)) out[k] = resolveValue(v, scope, env);
    }
    return out;
  }
  return value;
}

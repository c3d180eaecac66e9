/** Parsing of expression sources into ASTs, once per distinct source (jsep's trees, restricted to what the evaluator knows). */
import type jsep from 'jsep';
import { readExpression } from './read-expression.ts';

/** An expression AST node (jsep's shape). */
export type Expr = jsep.Expression;

/** A syntax or evaluation error inside an expression. */
export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

/** Longest accepted expression source; longer ones are refused before parsing. */
export const maxExpressionLength = 2000;
const maxDepth = 40;

const cache = new Map<string, Expr>();
/** The most parsed sources kept; past it the cache starts over, so a stream of distinct sources cannot grow memory. */
const maxCached = 10_000;

/** True when a JSON string is an expression (starts with '='). */
export function isExpression(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('=');
}

/** Parses an expression source (the text after '='); cached, throws ExpressionError with a readable message. */
export function parseExpression(source: string): Expr {
  const hit = cache.get(source);
  if (hit) return hit;
  if (source.length > maxExpressionLength) {
    throw new ExpressionError(`expression is longer than ${maxExpressionLength} characters`);
  }
  const path = simplePath(source);
  if (path) {
    if (cache.size >= maxCached) cache.clear();
    cache.set(source, path);
    return path;
  }
  let ast: Expr;
  try {
    ast = readExpression(source);
  } catch (err) {
    throw new ExpressionError(`cannot read expression: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (depth(ast) > maxDepth) throw new ExpressionError(`expression is nested more than ${maxDepth} levels deep`);
  if (ast.type === 'Compound' || ast.type === 'SequenceExpression') {
    throw new ExpressionError('an expression must be a single value (no ; or , between parts)');
  }
  if (cache.size >= maxCached) cache.clear();
  cache.set(source, ast);
  return ast;
}

const pathPattern = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const notNames = new Set(['true', 'false', 'null', 'this']);

/**
 * The tree jsep gives a plain dotted path ("data.order.name"), built without running the parser: most expressions
 * of a screen are such paths. Anything else (and a path of more than 20 steps) is left to the reader.
 */
function simplePath(source: string): Expr | undefined {
  if (!pathPattern.test(source)) return undefined;
  const [head, ...rest] = source.split('.');
  if (head === undefined || notNames.has(head) || rest.length >= 20) return undefined;
  let node: Expr = { type: 'Identifier', name: head };
  for (const name of rest) node = { type: 'MemberExpression', computed: false, object: node, property: { type: 'Identifier', name } };
  return node;
}

function depth(node: unknown, level = 0): number {
  if (level > maxDepth) return level;
  if (!node || typeof node !== 'object') return level;
  let max = level;
  for (const value of Object.values(node)) {
    const items = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item && typeof item === 'object' && 'type' in item) max = Math.max(max, depth(item, level + 1));
    }
  }
  return max;
}

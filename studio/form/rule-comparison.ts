/**
 * The visibility builder's rule as data: a field (a data path), a comparison and a value, written as an expression
 * (`=data.order.orderStatus == '200'`) and read back from one, plus the paths a screen offers for the field.
 */
import { parseExpression } from '../../renderer/core/expressions/parse.ts';
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import { pathOf, pathText, type ScopeShapes } from '../../renderer/core/validation/path-shapes.ts';
import { typeWords, type ValueShape } from '../../renderer/core/validation/value-shape.ts';

/** The comparisons the builder offers, with their words. */
export const comparisonWords = {
  '==': 'is',
  '!=': 'is not',
  '<': 'is less than',
  '>': 'is more than',
  '<=': 'is at most',
  '>=': 'is at least',
} as const;

/** One of the builder's comparisons. */
export type Comparison = keyof typeof comparisonWords;

/** A rule the builder shows: a field, a comparison, and the value as typed. */
export interface BuiltRule {
  field: string;
  comparison: Comparison;
  value: string;
}

/** A path the field can be, with its type and description. */
export interface FieldChoice {
  path: string;
  type: string;
  description?: string;
  shape: ValueShape;
}

const isComparison = (op: unknown): op is Comparison => typeof op === 'string' && Object.hasOwn(comparisonWords, op);

/** The rule an expression holds when it is one comparison of a path with a literal; undefined otherwise. */
export function readRule(expression: unknown): BuiltRule | undefined {
  if (typeof expression !== 'string' || !expression.startsWith('=')) return undefined;
  let ast: unknown;
  try {
    ast = parseExpression(expression.slice(1));
  } catch {
    return undefined;
  }
  if (!isJsonObject(ast) || ast.type !== 'BinaryExpression' || !isComparison(ast.operator)) return undefined;
  const path = pathOf(ast.left);
  const right = ast.right;
  if (!path || path.steps.some((s) => s === null) || !isJsonObject(right) || right.type !== 'Literal') return undefined;
  const value = right.value;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
  return { field: pathText(path), comparison: ast.operator, value: String(value) };
}

/** The value as the field's type writes it: text quoted ('200' for a status code that is text), numbers and yes/no bare. */
export function literalFor(value: string, shape: ValueShape | undefined): string {
  const types = shape?.types ?? [];
  const trimmed = value.trim();
  const numeric = /^-?\d+(\.\d+)?$/.test(trimmed);
  const quoted = `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (types.includes('string')) return quoted;
  if (numeric && (types.length === 0 || types.includes('number') || types.includes('integer'))) return trimmed;
  if ((trimmed === 'true' || trimmed === 'false') && (types.length === 0 || types.includes('boolean'))) return trimmed;
  return quoted;
}

/** The expression of a rule. */
export function writeRule(rule: BuiltRule, shape: ValueShape | undefined): string {
  return `=${rule.field} ${rule.comparison} ${literalFor(rule.value, shape)}`;
}

const scalar = (shape: ValueShape) => !shape.fields && !shape.types.includes('array') && !shape.types.includes('object');

/** The paths of values a rule can test: loaded data, state, parameters, saved values and a list's entry, a few levels deep. */
export function fieldChoices(scope: ScopeShapes): FieldChoice[] {
  const out: FieldChoice[] = [];
  const walk = (path: string, shape: ValueShape, depth: number) => {
    if (scalar(shape)) {
      out.push({ path, type: typeWords(shape), ...(shape.description ? { description: shape.description } : {}), shape });
      return;
    }
    if (depth >= 4) return;
    for (const [name, field] of Object.entries(shape.fields ?? {})) if (/^[A-Za-z_$][\w$]*$/.test(name)) walk(`${path}.${name}`, field, depth + 1);
  };
  for (const root of ['data', 'state', 'params', 'saved', 'item']) {
    const shape = scope[root];
    if (shape?.fields) for (const [name, field] of Object.entries(shape.fields)) walk(`${root}.${name}`, field, 1);
  }
  return out;
}

/** The choices whose path or description hold every word typed ("status" finds data.order.orderStatus). */
export function matchingChoices(choices: readonly FieldChoice[], typed: string): FieldChoice[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const rank = (c: FieldChoice) => {
    const path = c.path.toLowerCase();
    const last = path.slice(path.lastIndexOf('.') + 1);
    return words.every((w) => last.includes(w)) ? 0 : words.every((w) => path.includes(w)) ? 1 : 2;
  };
  return choices
    .filter((c) => words.every((w) => c.path.toLowerCase().includes(w) || (c.description ?? '').toLowerCase().includes(w)))
    .map((c, i) => ({ c, i, r: rank(c) }))
    .sort((a, b) => a.r - b.r || a.c.path.length - b.c.path.length || a.i - b.i)
    .map(({ c }) => c);
}

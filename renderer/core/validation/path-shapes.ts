/**
 * Reading a dotted path of an expression (`data.order.orderStatus`, `item.value`, `state.form[item.code]`) against the
 * shapes of the values in scope: where it stops being known, and where it reads a field that is not there.
 */
import { isJsonObject } from './node-slots.ts';
import { anyShape, type ValueShape } from './value-shape.ts';

/** The named values an expression can read at one place, with their shapes. */
export type ScopeShapes = Readonly<Record<string, ValueShape>>;

/** One step of a path: a field name, an entry number, or a computed key nothing is known about (null). */
export type PathStep = string | number | null;

/** A path read by an expression: the name it starts from and its steps. */
export interface ExpressionPath {
  root: string;
  steps: PathStep[];
}

/** The path an AST node reads (`data.order.orderStatus`), or undefined when it is not a path. */
export function pathOf(node: unknown): ExpressionPath | undefined {
  if (!isJsonObject(node)) return undefined;
  if (node.type === 'Identifier' && typeof node.name === 'string') return { root: node.name, steps: [] };
  if (node.type !== 'MemberExpression') return undefined;
  const head = pathOf(node.object);
  if (!head || !isJsonObject(node.property)) return undefined;
  const property = node.property;
  let step: PathStep = null;
  if (!node.computed && typeof property.name === 'string') step = property.name;
  else if (node.computed && property.type === 'Literal' && (typeof property.value === 'string' || typeof property.value === 'number')) {
    step = property.value;
  }
  return { root: head.root, steps: [...head.steps, step] };
}

/** The text of a path's first `count` steps: "data.order.status", "item[0]". */
export function pathText(path: ExpressionPath, count = path.steps.length): string {
  let text = path.root;
  for (const step of path.steps.slice(0, count)) {
    text += typeof step === 'string' && /^[A-Za-z_$][\w$]*$/.test(step) ? `.${step}` : step === null ? '[…]' : `[${JSON.stringify(step)}]`;
  }
  return text;
}

/** A path that reads something that is not there: at which step, on which value, and why. */
export interface PathMiss {
  /** How many steps were read before the missing one (0: the root name itself is unknown). */
  at: number;
  /** The value whose field is missing (undefined for an unknown root). */
  parent?: ValueShape;
  /** What is wrong: 'field' (no such field), 'list' (a field read on a list), 'scalar' (a field read on text or a number). */
  kind: 'root' | 'field' | 'list' | 'scalar';
}

/** The outcome of reading a path: the shape of what it reads, or where it misses. */
export type PathReading = { shape: ValueShape; miss?: undefined } | { miss: PathMiss; shape?: undefined };

const scalarTypes = new Set(['string', 'number', 'integer', 'boolean']);

/** The shape of a field of `shape`, or the reason it cannot be there. */
function stepInto(shape: ValueShape, step: PathStep): ValueShape | PathMiss['kind'] {
  if (step === null) return anyShape;
  const isIndex = typeof step === 'number' || /^\d+$/.test(step);
  if (step === 'length' && shape.types.some((t) => t === 'array' || t === 'string')) return { types: ['integer'] };
  if (isIndex) return shape.entry ?? anyShape;
  if (shape.fields) return Object.hasOwn(shape.fields, step) ? (shape.fields[step] as ValueShape) : 'field';
  if (shape.types.length > 0 && shape.types.every((t) => t === 'array' || t === 'null')) return 'list';
  if (shape.fromSchema && shape.types.length > 0 && shape.types.every((t) => scalarTypes.has(t) || t === 'null')) return 'scalar';
  return anyShape;
}

/** Reads a path against the shapes in scope. */
export function readPath(path: ExpressionPath, scope: ScopeShapes): PathReading {
  if (!Object.hasOwn(scope, path.root)) return { miss: { at: 0, kind: 'root' } };
  let shape = scope[path.root] as ValueShape;
  for (const [index, step] of path.steps.entries()) {
    const next = stepInto(shape, step);
    if (typeof next === 'string') return { miss: { at: index, parent: shape, kind: next } };
    shape = next;
  }
  return { shape };
}

/** The shape of what an expression gives: a path's, `default(path, …)`'s, an entry of `find(list, …)`; else anything. */
export function expressionShape(node: unknown, scope: ScopeShapes): ValueShape {
  const path = pathOf(node);
  if (path) return readPath(path, scope).shape ?? anyShape;
  if (isJsonObject(node) && node.type === 'CallExpression' && isJsonObject(node.callee)) {
    const first = Array.isArray(node.arguments) ? node.arguments[0] : undefined;
    if (node.callee.name === 'default') return expressionShape(first, scope);
    if (node.callee.name === 'find') return expressionShape(first, scope).entry ?? anyShape;
  }
  return anyShape;
}

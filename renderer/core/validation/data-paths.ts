/**
 * Paths an expression reads that are not there (`data.order.status` where the order answer has `orderStatus`), and
 * comparisons of a lender field with a value of another type (`data.order.orderStatus == 200`, a text compared with a
 * number): errors that block publishing, each with a did-you-mean, since the widget would otherwise silently show or
 * hide for every borrower. The shapes come from screen-scope.ts; expressions that do not parse are left to the syntax
 * check.
 */
import type { DocumentError } from './describe-errors.ts';
import { addExpressionProblems } from './expression-problems.ts';
import { nearestName } from './nearest-name.ts';
import { isJsonObject } from './node-slots.ts';
import { expressionShape, pathOf, pathText, readPath, type ExpressionPath, type PathMiss, type ScopeShapes } from './path-shapes.ts';
import { forEachScopedExpression, type DataCatalog } from './screen-scope.ts';
import { typeWords, type ValueShape } from './value-shape.ts';

/** The candidate a misread name most likely means: the nearest spelling, else one containing it (status → orderStatus). */
export function likelyField(name: string, candidates: readonly string[]): string | undefined {
  const near = nearestName(name, candidates);
  if (near !== undefined) return near;
  const lower = name.toLowerCase();
  if (lower.length < 3) return undefined;
  const containing = candidates.filter((c) => c.toLowerCase().includes(lower) || (c.length >= 3 && lower.includes(c.toLowerCase())));
  return containing.sort((a, b) => a.length - b.length)[0];
}

const listNames = 'repeat, tabs, picker, folding-list or withEach';

/** Why the first missing step is not there, in words, with what was meant when a likely name exists. */
function missReason(path: ExpressionPath, miss: PathMiss, roots: readonly string[]): string {
  const known = path.root;
  if (miss.kind === 'root') {
    if (known === 'item' || known === 'index') return `\`${known}\` is only known inside a list's entries (${listNames})`;
    const meant = likelyField(known, roots);
    return meant ? `no value is named \`${known}\`; did you mean \`${meant}\`?` : `expressions read ${roots.join(', ')}`;
  }
  const parent = pathText(path, miss.at);
  const step = String(path.steps[miss.at]);
  if (miss.kind === 'list') return `\`${parent}\` is a list: read its entries with a repeat or \`find(${parent}, …)\``;
  if (miss.kind === 'scalar') return `\`${parent}\` is ${typeWords(miss.parent ?? { types: [] })}, with no fields`;
  const fields = Object.keys(miss.parent?.fields ?? {});
  const meant = likelyField(step, fields);
  const where =
    miss.at === 0
      ? ({
          data: `the screen has no load named \`${step}\``,
          state: `the screen's state has no \`${step}\` (declare it under state)`,
          params: `the screen has no parameter \`${step}\` (declare it under params)`,
          saved: `\`${step}\` is not listed under saved`,
        }[known] ?? `\`${parent}\` has no field \`${step}\``)
      : `\`${parent}\` has no field \`${step}\``;
  if (meant) return `${where}; did you mean \`${parent}.${meant}\`?`;
  const shown = fields.slice(0, 12).join(', ');
  return fields.length ? `${where}; it has ${shown}${fields.length > 12 ? ', …' : ''}` : where;
}

/** The message for a path that reads something that is not there. */
export function missingPathMessage(path: ExpressionPath, miss: PathMiss, roots: readonly string[]): string {
  const shown = miss.kind === 'root' ? path.root : pathText(path, miss.at + 1);
  return `\`${shown}\` does not exist: ${missReason(path, miss, roots)}`;
}

const comparisons = new Set(['==', '!=', '<', '>', '<=', '>=']);

/** The JSON type of a literal as the schemas name it. */
function literalType(value: unknown): string | undefined {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return undefined;
}

/** The literal the author likely meant, written in the field's type: 200 for a text field is '200'. */
function sameValueIn(shape: ValueShape, value: string | number | boolean): string | undefined {
  const numeric = shape.types.includes('number') || shape.types.includes('integer');
  if (typeof value === 'boolean') return numeric ? (value ? '1' : '0') : undefined;
  if (typeof value === 'number') return shape.types.includes('string') ? `'${value}'` : undefined;
  if (numeric && /^-?\d+(\.\d+)?$/.test(value)) return value;
  if (shape.types.includes('boolean') && (value === 'true' || value === 'false')) return value;
  return undefined;
}

const literalWords: Readonly<Record<string, string>> = { string: 'the text', number: 'the number', boolean: 'the yes/no value' };

/** The message for a lender field compared with a literal of another type, or undefined when the types agree. */
export function comparisonMessage(path: ExpressionPath, shape: ValueShape, literal: unknown): string | undefined {
  const type = literalType(literal);
  if (type === undefined || !shape.fromSchema || shape.types.length === 0) return undefined;
  if (shape.types.some((t) => t === type || (type === 'number' && t === 'integer'))) return undefined;
  const shownLiteral = typeof literal === 'string' ? `'${literal}'` : String(literal);
  const meant = sameValueIn(shape, literal as string | number | boolean);
  const hint = meant ? `; did you mean ${meant}?` : '';
  return `\`${pathText(path)}\` is ${typeWords(shape)}, compared with ${literalWords[type] ?? ''} ${shownLiteral}${hint}`;
}

/** Every comparison and path of an expression tree, checked against the scope. */
function checkTree(node: unknown, scope: ScopeShapes, out: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) checkTree(item, scope, out);
    return;
  }
  if (!isJsonObject(node)) return;
  const path = pathOf(node);
  if (path) {
    const reading = readPath(path, scope);
    if (reading.miss) out.push(missingPathMessage(path, reading.miss, Object.keys(scope)));
    // The computed keys of a path (`state.form[item.code]`) are expressions of their own.
    if (node.type === 'MemberExpression') checkComputedKeys(node, scope, out);
    return;
  }
  if (node.type === 'CallExpression') {
    checkTree(node.arguments, scope, out);
    return;
  }
  if (node.type === 'MemberExpression') {
    checkFieldOfCall(node, scope, out);
    return;
  }
  if (node.type === 'BinaryExpression' && typeof node.operator === 'string' && comparisons.has(node.operator)) {
    for (const [side, other] of [
      [node.left, node.right],
      [node.right, node.left],
    ]) {
      const sidePath = pathOf(side);
      const reading = sidePath && readPath(sidePath, scope);
      if (sidePath && reading?.shape && isJsonObject(other) && other.type === 'Literal') {
        const message = comparisonMessage(sidePath, reading.shape, other.value);
        if (message) out.push(message);
      }
    }
  }
  for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object' && value !== null) checkTree(value, scope, out);
}

/** The innermost value a chain of field reads starts from (`find(…)` of `find(…).note.text`). */
function chainBase(node: Record<string, unknown>): unknown {
  return isJsonObject(node.object) && node.object.type === 'MemberExpression' ? chainBase(node.object) : node.object;
}

/** A field read on a call's value (`find(data.form.items, 'code', 'cardType').note`): checked against the entry's shape. */
function checkFieldOfCall(node: Record<string, unknown>, scope: ScopeShapes, out: string[]): void {
  const base = chainBase(node);
  checkTree(base, scope, out);
  checkComputedKeys(node, scope, out);
  if (!isJsonObject(base) || base.type !== 'CallExpression' || !isJsonObject(base.callee)) return;
  const name = `${String(base.callee.name)}(…)`;
  const path = pathOf(replaceBase(node, name));
  if (!path) return;
  const reading = readPath(path, { ...scope, [name]: expressionShape(base, scope) });
  if (reading.miss) out.push(missingPathMessage(path, reading.miss, Object.keys(scope)));
}

/** A copy of a chain of field reads whose innermost value is the name `name`. */
function replaceBase(node: Record<string, unknown>, name: string): Record<string, unknown> {
  const inner = isJsonObject(node.object) && node.object.type === 'MemberExpression' ? replaceBase(node.object, name) : { type: 'Identifier', name };
  return { ...node, object: inner };
}

/** Checks the expressions inside the computed keys of a path. */
function checkComputedKeys(node: Record<string, unknown>, scope: ScopeShapes, out: string[]): void {
  if (node.computed && isJsonObject(node.property) && node.property.type !== 'Literal') checkTree(node.property, scope, out);
  if (isJsonObject(node.object) && node.object.type === 'MemberExpression') checkComputedKeys(node.object, scope, out);
}

/** An error for every expression path of a document that is not there, and every mismatched comparison. */
export function checkDataPaths(doc: unknown, catalog: DataCatalog, parse: (source: string) => unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  forEachScopedExpression(doc, catalog, (source, keys, scope) =>
    addExpressionProblems(errors, source, keys, parse, (ast, out) => checkTree(ast, scope, out)),
  );
  return errors;
}

/**
 * A small satisfiability check over screen rules: an expression becomes a formula of comparisons of paths with literals
 * (==, !=, <, >, <=, >=, includes([…], path), a switch's case) joined by &&, ||, ! and ?:, and a formula is satisfiable
 * unless every way to make it true asks one path for values no single value has. Anything the check does not model is
 * taken as possibly true, so "never true" is only said when it is proven (under the evaluator's loose equality: 174 ==
 * '174', null == undefined; a switch compares its value as text).
 */
import { isJsonObject } from './node-slots.ts';
import { pathOf, pathText } from './path-shapes.ts';

/** One comparison of a path (its text) that a formula asks to hold (`pos`) or not. */
export type Atom =
  | { kind: 'eq'; path: string; value: string | null; pos: boolean }
  | { kind: 'in'; path: string; values: string[]; pos: boolean }
  | { kind: 'case'; path: string; values: string[]; pos: boolean }
  | { kind: 'num'; path: string; op: '<' | '>' | '<=' | '>='; n: number; pos: boolean }
  | { kind: 'truthy'; path: string; pos: boolean };

/** A formula in negation normal form. */
export type Formula = { t: 'and' | 'or'; parts: Formula[] } | { t: 'atom'; atom: Atom } | { t: 'const'; value: boolean };

const yes: Formula = { t: 'const', value: true };
const no: Formula = { t: 'const', value: false };
const and = (...parts: Formula[]): Formula => ({ t: 'and', parts });
const or = (...parts: Formula[]): Formula => ({ t: 'or', parts });

/** The text of a path with only known steps (`data.order.orderStatus`), else undefined. */
function pathKey(node: unknown): string | undefined {
  const path = pathOf(node);
  return path && path.steps.every((s) => s !== null) ? pathText(path) : undefined;
}

function literalOf(node: unknown): { value: unknown } | undefined {
  return isJsonObject(node) && node.type === 'Literal' ? { value: node.value } : undefined;
}

const flipped = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const;

/** The formula an expression's truth is (negated when `neg`); what is not modelled is `true` (possibly either). */
export function ruleFormula(ast: unknown, neg = false): Formula {
  if (!isJsonObject(ast)) return yes;
  const op = ast.operator;
  if (ast.type === 'Literal') return ast.value ? (neg ? no : yes) : neg ? yes : no;
  if (ast.type === 'UnaryExpression' && op === '!') return ruleFormula(ast.argument, !neg);
  if ((ast.type === 'LogicalExpression' || ast.type === 'BinaryExpression') && (op === '&&' || op === '||')) {
    const parts = [ruleFormula(ast.left, neg), ruleFormula(ast.right, neg)];
    return (op === '&&') !== neg ? and(...parts) : or(...parts);
  }
  if (ast.type === 'ConditionalExpression') {
    return or(and(ruleFormula(ast.test), ruleFormula(ast.consequent, neg)), and(ruleFormula(ast.test, true), ruleFormula(ast.alternate, neg)));
  }
  if (ast.type === 'BinaryExpression' && typeof op === 'string') return comparison(op, ast.left, ast.right, neg);
  if (ast.type === 'CallExpression' && isJsonObject(ast.callee) && ast.callee.name === 'includes' && Array.isArray(ast.arguments)) {
    const [list, value] = ast.arguments as unknown[];
    const path = pathKey(value);
    const elements = isJsonObject(list) && list.type === 'ArrayExpression' && Array.isArray(list.elements) ? list.elements.map(literalOf) : [];
    if (!path || !elements.length || elements.some((e) => e === undefined)) return yes;
    return { t: 'atom', atom: { kind: 'in', path, values: elements.map((e) => String(e?.value)), pos: !neg } };
  }
  const path = pathKey(ast);
  return path ? { t: 'atom', atom: { kind: 'truthy', path, pos: !neg } } : yes;
}

function comparison(op: string, left: unknown, right: unknown, neg: boolean): Formula {
  const swap = !pathKey(left);
  const path = pathKey(swap ? right : left);
  const literal = literalOf(swap ? left : right);
  if (!path || !literal) return yes;
  const { value } = literal;
  if (op === '==' || op === '!=') {
    if (typeof value === 'object' && value !== null) return yes;
    const text = value === null || value === undefined ? null : String(value);
    return { t: 'atom', atom: { kind: 'eq', path, value: text, pos: (op === '==') !== neg } };
  }
  if ((op === '<' || op === '>' || op === '<=' || op === '>=') && typeof value === 'number') {
    return { t: 'atom', atom: { kind: 'num', path, op: swap ? flipped[op] : op, n: value, pos: !neg } };
  }
  return yes;
}

/** The formula "the switch's value `on` is (inside) or is not one of `values`", compared as text. */
export function caseFormula(on: unknown, values: string[], inside: boolean): Formula {
  if (!isJsonObject(on)) return yes;
  if (on.type === 'Literal') return values.includes(on.value === null || on.value === undefined ? '' : String(on.value)) === inside ? yes : no;
  if (on.type === 'ConditionalExpression') {
    return or(
      and(ruleFormula(on.test), caseFormula(on.consequent, values, inside)),
      and(ruleFormula(on.test, true), caseFormula(on.alternate, values, inside)),
    );
  }
  const path = pathKey(on);
  return path ? { t: 'atom', atom: { kind: 'case', path, values, pos: inside } } : yes;
}

/** Every path a formula compares. */
export function formulaPaths(f: Formula): string[] {
  if (f.t === 'atom') return [f.atom.path];
  if (f.t === 'const') return [];
  return f.parts.flatMap(formulaPaths);
}

const maxWays = 512;

/** The ways (conjunctions of atoms) a formula can be true, or undefined past `maxWays`. */
function ways(f: Formula): Atom[][] | undefined {
  if (f.t === 'const') return f.value ? [[]] : [];
  if (f.t === 'atom') return [[f.atom]];
  const each = f.parts.map(ways);
  if (each.some((w) => w === undefined)) return undefined;
  const lists = each as Atom[][][];
  if (f.t === 'or') {
    const all = lists.flat();
    return all.length > maxWays ? undefined : all;
  }
  let out: Atom[][] = [[]];
  for (const list of lists) {
    out = out.flatMap((a) => list.map((b) => [...a, ...b]));
    if (out.length > maxWays) return undefined;
  }
  return out;
}

/** Whether a concrete value (a text, or null for null/undefined) meets an atom. `unsure` when the text's type decides. */
function meets(atom: Atom, x: string | null): boolean {
  let holds: boolean;
  switch (atom.kind) {
    case 'eq':
      holds = atom.value === null ? x === null : x === atom.value;
      break;
    case 'in':
      holds = atom.values.includes(x === null ? 'null' : x);
      break;
    case 'case':
      holds = atom.values.includes(x ?? '');
      break;
    case 'num': {
      // null reads as 0, undefined as NaN: either may be meant, so a null candidate meets any comparison.
      if (x === null || x === 'true' || x === 'false') return true;
      const v = Number(x);
      const n = atom.n;
      holds = atom.op === '<' ? v < n : atom.op === '>' ? v > n : atom.op === '<=' ? v <= n : v >= n;
      break;
    }
    default:
      // '0' and 'false' may be the number or boolean (falsy) or the text (truthy).
      if (x !== null && x !== '' && (x === '0' || x === 'false' || x === 'NaN')) return true;
      holds = x !== null && x !== '';
  }
  return holds === atom.pos;
}

/** Whether the atoms about one path can all hold at once. */
function pathPossible(atoms: Atom[]): boolean {
  const seen = new Map<string, boolean>();
  for (const { pos, ...rest } of atoms) {
    const key = JSON.stringify(rest);
    if (seen.get(key) === !pos) return false;
    seen.set(key, pos);
  }
  const finite = atoms.filter((a) => a.pos && (a.kind === 'eq' || a.kind === 'in' || a.kind === 'case'));
  if (finite.length) {
    const candidates = new Set<string | null>();
    for (const a of finite) {
      if (a.kind === 'eq') candidates.add(a.value);
      else if (a.kind === 'in' || a.kind === 'case') for (const v of a.values) candidates.add(v);
      if ((a.kind === 'in' && a.values.includes('null')) || (a.kind === 'case' && a.values.includes(''))) candidates.add(null);
    }
    return [...candidates].some((x) => atoms.every((a) => meets(a, x)));
  }
  let lo = -Infinity;
  let loStrict = false;
  let hi = Infinity;
  let hiStrict = false;
  for (const a of atoms) {
    if (a.kind !== 'num' || !a.pos) continue;
    if ((a.op === '>' || a.op === '>=') && (a.n > lo || (a.n === lo && a.op === '>'))) [lo, loStrict] = [a.n, a.op === '>'];
    if ((a.op === '<' || a.op === '<=') && (a.n < hi || (a.n === hi && a.op === '<'))) [hi, hiStrict] = [a.n, a.op === '<'];
  }
  return lo < hi || (lo === hi && !loStrict && !hiStrict);
}

/** Whether all the formulas can be true together (true when it cannot be decided). */
export function satisfiable(formulas: Formula[]): boolean {
  const all = ways(and(...formulas));
  if (all === undefined) return true;
  return all.some((atoms) => {
    const byPath = new Map<string, Atom[]>();
    for (const a of atoms) byPath.set(a.path, [...(byPath.get(a.path) ?? []), a]);
    return [...byPath.values()].every(pathPossible);
  });
}

/** Evaluates a node's data props (texts, flags, numbers, lists, values, bound values) against the screen's values. */
import type { Scope } from './expressions/evaluate.ts';
import { evaluate, resolveValue } from './expressions/evaluate.ts';
import type { FunctionEnv } from './expressions/functions.ts';
import { isExpression, parseExpression, type Expr } from './expressions/parse.ts';
import { resolveParsedPath, resolvePath } from './expressions/resolve-path.ts';
import { getAt } from './paths.ts';
import type { ScreenSnapshot } from './store.ts';
import type { PropKind } from './widget-contract.ts';

/** Kinds whose value comes from the store (and so from a subscription). */
export const dataKinds: ReadonlySet<PropKind> = new Set(['text', 'flag', 'number', 'list', 'value', 'binding']);

function hasKeys(locals: Scope): boolean {
  for (const _ in locals) return true;
  return false;
}

/** The scope of a node: the store's roots plus the node's local names (item, index…). */
export type ScopeOf = (snapshot: ScreenSnapshot, locals: Scope) => Scope;

/**
 * A screen's scope maker (its controller owns one): scopes are read-only, so one is shared by every evaluation against
 * the same snapshot and the same locals. It remembers the latest snapshot's roots, and per locals object its scope.
 */
export function createScopeCache(): ScopeOf {
  let lastSnapshot: ScreenSnapshot | undefined;
  let base: Scope = {};
  const withLocals = new WeakMap<Scope, { snapshot: ScreenSnapshot; scope: Scope }>();
  return (snapshot, locals) => {
    if (snapshot !== lastSnapshot) {
      const { params, query, session, state, data, saved } = snapshot;
      base = { params, query, session, state, data, saved };
      lastSnapshot = snapshot;
    }
    if (!hasKeys(locals)) return base;
    const hit = withLocals.get(locals);
    if (hit && hit.snapshot === snapshot) return hit.scope;
    const scope = { ...base, ...locals };
    withLocals.set(locals, { snapshot, scope });
    return scope;
  };
}

/** Coerces an evaluated value to what a prop of this kind promises the component. */
export function coerce(kind: PropKind, value: unknown): unknown {
  switch (kind) {
    case 'text':
      return value === null || value === undefined ? '' : typeof value === 'object' ? '' : String(value);
    case 'flag':
      return Boolean(value);
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'list':
      return Array.isArray(value) ? value : [];
    default:
      return value;
  }
}

/** Reports an expression failure once per place. */
export type ReportError = (message: string, pointer: string) => void;

const emptyBinding = () => ({ keys: null, value: undefined });

/** Evaluates one prop; failures are reported and read as empty. */
export function evaluateProp(kind: PropKind, raw: unknown, scope: Scope, env: FunctionEnv, report: ReportError, pointer: string): unknown {
  // A plain literal needs no expression machinery.
  if (kind !== 'binding' && typeof raw !== 'object' && !isExpression(raw)) return coerce(kind, raw);
  try {
    if (kind === 'binding') {
      const keys = resolvePath(String(raw), scope, env);
      return { keys, value: getAt(scope, keys) };
    }
    return coerce(kind, resolveValue(raw, scope, env));
  } catch (err) {
    report(err instanceof Error ? err.message : String(err), pointer);
    return kind === 'binding' ? emptyBinding() : coerce(kind, undefined);
  }
}

/** A data prop prepared once per node: a value that reads nothing from the store is evaluated here, once. */
export interface PreparedProp {
  /** The prop's name (the last step of its JSON Pointer). */
  name: string;
  kind: PropKind;
  raw: unknown;
  /** True when the value reads the store (an '=' string anywhere in it, or a binding). */
  dynamic: boolean;
  /** The coerced value of a static prop. */
  value: unknown;
  /** The parsed expression of a top-level '=' string or of a binding, kept after its first evaluation. */
  parsed?: Expr;
}

/** True when a JSON value holds an expression anywhere. */
export function hasExpression(value: unknown): boolean {
  if (typeof value === 'string') return isExpression(value);
  if (Array.isArray(value)) return value.some(hasExpression);
  if (value && typeof value === 'object') return Object.values(value).some(hasExpression);
  return false;
}

const noScope: Scope = {};
// A static prop holds no expression: nothing reads its env.
const noEnv: FunctionEnv = { query: {}, clock: { wallTime: () => NaN } };

/** Prepares a data prop of a node. */
export function prepareProp(name: string, kind: PropKind, raw: unknown): PreparedProp {
  const dynamic = kind === 'binding' || hasExpression(raw);
  return { name, kind, raw, dynamic, value: dynamic ? undefined : coerce(kind, resolveValue(raw, noScope, noEnv)) };
}

/**
 * Evaluates a prepared prop as evaluateProp would (same values, same reported messages); the failure is reported at
 * `${at}/${name}`. A binding gives { keys, value }.
 */
export function evaluatePrepared(prop: PreparedProp, scope: Scope, env: FunctionEnv, report: ReportError, at: string): unknown {
  if (!prop.dynamic) return prop.value;
  const { kind, raw } = prop;
  try {
    if (kind === 'binding') {
      const keys = resolveParsedPath((prop.parsed ??= parseExpression(String(raw).replace(/^=/, ''))), scope, env);
      return { keys, value: getAt(scope, keys) };
    }
    if (typeof raw === 'string') return coerce(kind, evaluate((prop.parsed ??= parseExpression(raw.slice(1))), scope, env));
    return coerce(kind, resolveValue(raw, scope, env));
  } catch (err) {
    report(err instanceof Error ? err.message : String(err), `${at}/${prop.name}`);
    return kind === 'binding' ? emptyBinding() : coerce(kind, undefined);
  }
}

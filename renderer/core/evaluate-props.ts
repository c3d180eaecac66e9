/** Evaluates a node's data props (texts, flags, numbers, lists, values, bound values) against the screen's values. */
import type { Scope } from './expressions/evaluate.ts';
import { resolveValue } from './expressions/evaluate.ts';
import { resolvePath } from './expressions/resolve-path.ts';
import { getAt } from './paths.ts';
import { valuesOf, type ScreenSnapshot } from './store.ts';
import type { PropKind } from './widget-contract.ts';

/** Kinds whose value comes from the store (and so from a subscription). */
export const dataKinds: ReadonlySet<PropKind> = new Set(['text', 'flag', 'number', 'list', 'value', 'binding']);

/** The scope of a node: the store's roots plus the node's local names (item, index…). */
export function nodeScope(snapshot: ScreenSnapshot, locals: Scope): Scope {
  return { ...valuesOf(snapshot), ...locals };
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

/** Evaluates one prop; failures are reported and read as empty. */
export function evaluateProp(kind: PropKind, raw: unknown, scope: Scope, query: Record<string, string>, report: ReportError, pointer: string): unknown {
  try {
    if (kind === 'binding') {
      const keys = resolvePath(String(raw), scope, { query });
      return { keys, value: getAt(scope, keys) };
    }
    return coerce(kind, resolveValue(raw, scope, { query }));
  } catch (err) {
    report(err instanceof Error ? err.message : String(err), pointer);
    return kind === 'binding' ? { keys: null, value: undefined } : coerce(kind, undefined);
  }
}

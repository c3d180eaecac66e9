/**
 * Whether a named action list can call the lender: the runner lets such a list run inside itself only once. Every
 * object inside the list is looked at, whatever holds it (then/else, onSuccess/onError, onDone, …): a `with` value that
 * merely looks like a call counts too, which only errs on the safe side. No slot table is used, so the generated one
 * stays in the lazy validation chunk instead of joining the entry.
 */
import type { Action } from '../../../schemas/generated/types.ts';

type Named = Readonly<Record<string, readonly Action[]>>;

const known = new WeakMap<Named, Map<string, boolean>>();

function holdsCall(value: unknown, named: Named, seen: Set<string>): boolean {
  if (Array.isArray(value)) return value.some((v) => holdsCall(v, named, seen));
  if (typeof value !== 'object' || value === null) return false;
  const { do: kind, name } = value as { do?: unknown; name?: unknown };
  if (kind === 'call') return true;
  if (kind === 'run' && typeof name === 'string' && namedCalls(name, named, seen)) return true;
  return Object.values(value).some((v) => holdsCall(v, named, seen));
}

function namedCalls(name: string, named: Named, seen: Set<string>): boolean {
  if (seen.has(name) || !Object.hasOwn(named, name)) return false;
  seen.add(name);
  return holdsCall(named[name], named, seen);
}

/** Whether the named list `name` can make a call, directly, in a nested list or through a list it runs (cached). */
export function namedListMakesCalls(name: string, named: Named): boolean {
  let cache = known.get(named);
  if (!cache) known.set(named, (cache = new Map()));
  let answer = cache.get(name);
  if (answer === undefined) cache.set(name, (answer = namedCalls(name, named, new Set())));
  return answer;
}

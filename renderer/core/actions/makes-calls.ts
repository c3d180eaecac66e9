/**
 * Whether a named action list can call the lender: the runner lets such a list run inside itself only once; and whether
 * a tap's actions still to run can call a money or account endpoint (a chunk that cannot come then says nothing was
 * sent). Every object inside the list is looked at, whatever holds it (then/else, onSuccess/onError, onDone, …): a
 * `with` value that merely looks like a call counts too, which only errs on the safe side. No slot table is used, so
 * the generated one stays in the lazy validation chunk instead of joining the entry.
 */
import type { Action } from '../../../schemas/generated/types.ts';

type Named = Readonly<Record<string, readonly Action[]>>;

const known = new WeakMap<Named, Map<string, boolean>>();

/** Which calls count: every call, or those of some endpoints. */
type Counts = (endpoint: unknown) => boolean;

const anyCall: Counts = () => true;

function holdsCall(value: unknown, named: Named, seen: Set<string>, counts: Counts): boolean {
  if (Array.isArray(value)) return value.some((v) => holdsCall(v, named, seen, counts));
  if (typeof value !== 'object' || value === null) return false;
  const { do: kind, name, endpoint } = value as { do?: unknown; name?: unknown; endpoint?: unknown };
  if (kind === 'call' && counts(endpoint)) return true;
  if (kind === 'run' && typeof name === 'string' && namedCalls(name, named, seen, counts)) return true;
  return Object.values(value).some((v) => holdsCall(v, named, seen, counts));
}

function namedCalls(name: string, named: Named, seen: Set<string>, counts: Counts): boolean {
  if (seen.has(name) || !Object.hasOwn(named, name)) return false;
  seen.add(name);
  return holdsCall(named[name], named, seen, counts);
}

/** Whether `actions` can call one of the endpoints `counts` accepts, directly, nested or through a named list they run. */
export function actionsCall(actions: readonly Action[], named: Named, counts: Counts): boolean {
  return holdsCall(actions, named, new Set(), counts);
}

/** Whether the named list `name` can make a call, directly, in a nested list or through a list it runs (cached). */
export function namedListMakesCalls(name: string, named: Named): boolean {
  let cache = known.get(named);
  if (!cache) known.set(named, (cache = new Map()));
  let answer = cache.get(name);
  if (answer === undefined) cache.set(name, (answer = namedCalls(name, named, new Set(), anyCall)));
  return answer;
}

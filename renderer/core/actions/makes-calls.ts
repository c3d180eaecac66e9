/** Whether a named action list can call the lender: the runner lets such a list run inside itself only once. */
import type { Action } from '../../../schemas/generated/types.ts';
import { actionSlots, isJsonObject, resolveSlot } from '../validation/node-slots.ts';

type Named = Readonly<Record<string, readonly Action[]>>;

const known = new WeakMap<Named, Map<string, boolean>>();

function listCalls(list: unknown, named: Named, seen: Set<string>): boolean {
  if (!Array.isArray(list)) return false;
  return list.some((action: unknown) => {
    if (!isJsonObject(action) || typeof action.do !== 'string') return false;
    if (action.do === 'call') return true;
    if (action.do === 'run' && typeof action.name === 'string') return namedCalls(action.name, named, seen);
    const slots = Object.hasOwn(actionSlots.actions, action.do) ? (actionSlots.actions[action.do] ?? []) : [];
    return slots.some((path) => resolveSlot(action, path).some(({ value }) => listCalls(value, named, seen)));
  });
}

function namedCalls(name: string, named: Named, seen: Set<string>): boolean {
  if (seen.has(name) || !Object.hasOwn(named, name)) return false;
  seen.add(name);
  return listCalls(named[name], named, seen);
}

/** Whether the named list `name` can make a call, directly, in a nested list or through a list it runs (cached). */
export function namedListMakesCalls(name: string, named: Named): boolean {
  let cache = known.get(named);
  if (!cache) known.set(named, (cache = new Map()));
  let answer = cache.get(name);
  if (answer === undefined) cache.set(name, (answer = namedCalls(name, named, new Set())));
  return answer;
}

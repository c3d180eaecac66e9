/**
 * The action runner: runs an action list in order; a failing action is logged with its pointer and stops its list.
 * A screen's named action list (an operation such as a loan push or a payment) runs at most once at a time: a second
 * start while it runs, from another button or a button drawn anew, is dropped and stops the list that asked for it.
 */
import type { Action } from '../../../schemas/generated/types.ts';
import type { Scope } from '../expressions/evaluate.ts';
import type { Ports } from '../ports.ts';
import type { ScreenStore } from '../store.ts';
import type { ActionContext } from './context.ts';
import { handlers, type HandlerRegistry } from './handlers.ts';

/** What a screen shares with all its action runs. */
export interface RunnerScope {
  store: ScreenStore;
  ports: Ports;
  signal: AbortSignal;
  timers: Map<string, unknown>;
  handlers?: HandlerRegistry;
  /** The screen's named action lists (its "actions"), run by the run action. */
  named?: Readonly<Record<string, readonly Action[]>>;
  /** How many named lists are running inside each other (guards against a list that runs itself). */
  depth?: number;
  /** The named lists this run is inside, outermost first (a list that runs itself is not a second start). */
  inside?: readonly string[];
}

/** How deeply named action lists may run inside each other. */
export const maxNamedDepth = 8;

/** The named lists running now, per screen (each screen has its own store). */
const runningNamed = new WeakMap<ScreenStore, Set<string>>();

/** Stops a list whose named list is already running: a double submit, not a failure, so nothing is logged. */
class AlreadyRunning extends Error {}

function runningOn(store: ScreenStore): Set<string> {
  let running = runningNamed.get(store);
  if (!running) runningNamed.set(store, (running = new Set()));
  return running;
}

function dispatch<K extends Action['do']>(registry: HandlerRegistry, action: Extract<Action, { do: K }>, ctx: ActionContext) {
  const handler: HandlerRegistry[K] = registry[action.do as K];
  return handler(action, ctx);
}

/** Runs `actions` in order with the given local names; never throws. */
export async function runActions(actions: readonly Action[] | undefined, locals: Scope, pointer: string, shared: RunnerScope): Promise<void> {
  if (!actions) return;
  const registry = shared.handlers ?? handlers;
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    if (!action || shared.signal.aborted) return;
    const at = `${pointer}/${i}`;
    const ctx: ActionContext = {
      store: shared.store,
      ports: shared.ports,
      locals,
      pointer: at,
      signal: shared.signal,
      timers: shared.timers,
      run: (nested, extra, nestedPointer) => runActions(nested, { ...locals, ...extra }, nestedPointer, shared),
      runNamed(name) {
        const list = shared.named && Object.hasOwn(shared.named, name) ? shared.named[name] : undefined;
        if (!list) throw new Error(`the screen has no actions named \`${name}\``);
        const depth = (shared.depth ?? 0) + 1;
        if (depth > maxNamedDepth) throw new Error(`named actions run inside each other more than ${maxNamedDepth} times`);
        const inside = shared.inside ?? [];
        const nested = { ...shared, depth, inside: [...inside, name] };
        if (inside.includes(name)) return runActions(list, locals, `/actions/${name}`, nested);
        const running = runningOn(shared.store);
        if (running.has(name)) throw new AlreadyRunning(name);
        running.add(name);
        return runActions(list, locals, `/actions/${name}`, nested).finally(() => running.delete(name));
      },
    };
    try {
      if (!Object.hasOwn(registry, action.do)) throw new Error(`unknown action \`${String(action.do)}\``);
      await dispatch(registry, action, ctx);
    } catch (err) {
      if (err instanceof AlreadyRunning) return;
      shared.ports.logger.error(`action \`${String(action.do)}\` failed: ${err instanceof Error ? err.message : String(err)}`, at, err);
      return;
    }
  }
}

/**
 * The action runner: runs an action list in order; a failing action is logged with its pointer and stops its list.
 * A screen's named action list (an operation such as a loan push or a payment) runs at most once at a time: a second
 * start while it runs, from another button or a button drawn anew, is dropped and stops the list that asked for it.
 * A named list that can call the lender runs inside itself at most once more (a countdown or onSuccess that runs its own
 * list again); the next time it is refused and logged. Every run carries its chain: what started it (a tap, onLoad, …).
 */
import type { Action } from '../../../schemas/generated/types.ts';
import type { Scope } from '../expressions/evaluate.ts';
import type { FunctionEnv } from '../expressions/functions.ts';
import type { Ports } from '../ports.ts';
import type { ScreenStore } from '../store.ts';
import type { ActionChain, ActionContext, ActionOutcome } from './context.ts';
import { handlers, handlersReady, type HandlerRegistry } from './handlers.ts';
import { actionsCall, namedListMakesCalls } from './makes-calls.ts';

/** What a screen shares with all its action runs. */
export interface RunnerScope {
  store: ScreenStore;
  ports: Ports;
  /** What expression functions read besides their arguments: the screen's query and its ports' clock. */
  env: FunctionEnv;
  signal: AbortSignal;
  timers: Map<string, unknown>;
  /** The screen's named lists running now (a second start of one while it runs is dropped); the screen owns it. */
  running: Set<string>;
  /** Calls of each tap-only endpoint made since the screen opened (bounded per opening); the screen owns it. */
  sent: Map<string, number>;
  handlers?: HandlerRegistry;
  /** The screen's named action lists (its "actions"), run by the run action. */
  named?: Readonly<Record<string, readonly Action[]>>;
  /** How many named lists are running inside each other (guards against a list that runs itself). */
  depth?: number;
  /** The named lists this run is inside, outermost first (a list that runs itself is not a second start). */
  inside?: readonly string[];
  /** The chain this run belongs to (what started it); left out, the run counts as no tap. */
  chain?: ActionChain;
}

/** How deeply named action lists may run inside each other. */
export const maxNamedDepth = 8;

/** How many times a named list that can call the lender may run again inside itself. */
export const maxCallingReentries = 1;

/** Stops a list whose named list is already running: a double submit, not a failure, so nothing is logged. */
class AlreadyRunning extends Error {}

function dispatch<K extends Action['do']>(registry: HandlerRegistry, action: Extract<Action, { do: K }>, ctx: ActionContext) {
  const handler: HandlerRegistry[K] = registry[action.do as K];
  return handler(action, ctx);
}

/**
 * Runs `actions` in order with the given local names; never throws. Resolves with how the list ended: a failed action
 * that threw stops the list; one that reports `failed` (a refused call, after its onError) lets the list go on, and
 * the list ends `failed`.
 */
export async function runActions(
  actions: readonly Action[] | undefined,
  locals: Scope,
  pointer: string,
  shared: RunnerScope,
): Promise<ActionOutcome> {
  if (!actions) return shared.signal.aborted ? 'stopped' : 'done';
  // One chain object for the whole run, so a wait anywhere in it ends the tap for everything after it.
  if (!shared.chain) shared = { ...shared, chain: { trigger: 'other' } };
  const chain = shared.chain as ActionChain;
  const registry = shared.handlers ?? handlers;
  let outcome: ActionOutcome = 'done';
  for (let i = 0; i < actions.length; i++) {
    const action = actions[i];
    if (shared.signal.aborted) return 'stopped';
    if (!action) continue;
    const at = `${pointer}/${i}`;
    const ctx: ActionContext = {
      store: shared.store,
      ports: shared.ports,
      env: shared.env,
      locals,
      pointer: at,
      signal: shared.signal,
      timers: shared.timers,
      chain,
      sent: shared.sent,
      run: (nested, extra, nestedPointer, start) =>
        runActions(nested, { ...locals, ...extra }, nestedPointer, start ? { ...shared, chain: { trigger: start } } : shared),
      runNamed(name) {
        const list = shared.named && Object.hasOwn(shared.named, name) ? shared.named[name] : undefined;
        if (!list) throw new Error(`the screen has no actions named \`${name}\``);
        const depth = (shared.depth ?? 0) + 1;
        if (depth > maxNamedDepth) throw new Error(`named actions run inside each other more than ${maxNamedDepth} times`);
        const inside = shared.inside ?? [];
        const nested = { ...shared, depth, inside: [...inside, name] };
        const entries = inside.filter((n) => n === name).length;
        if (entries > maxCallingReentries && namedListMakesCalls(name, shared.named ?? {})) {
          throw new Error(`the named list \`${name}\` calls the lender, so it may run inside itself only ${maxCallingReentries} more time`);
        }
        if (entries > 0) return runActions(list, locals, `/actions/${name}`, nested);
        const { running } = shared;
        if (running.has(name)) throw new AlreadyRunning(name);
        running.add(name);
        return runActions(list, locals, `/actions/${name}`, nested).finally(() => running.delete(name));
      },
      handlersReady: (unsent) => handlersReady(registry, ctx, unsent),
      tapOnlyCallAhead: () =>
        actionsCall(
          actions.slice(i),
          shared.named ?? {},
          (endpoint) => typeof endpoint === 'string' && shared.ports.api.tapRule(endpoint) !== undefined,
        ),
    };
    try {
      if (!Object.hasOwn(registry, action.do)) throw new Error(`unknown action \`${String(action.do)}\``);
      const ended = await dispatch(registry, action, ctx);
      if (ended === 'stopped') return 'stopped';
      if (ended === 'failed') outcome = 'failed';
    } catch (err) {
      if (err instanceof AlreadyRunning) return 'stopped';
      shared.ports.logger.error(`action \`${String(action.do)}\` failed: ${err instanceof Error ? err.message : String(err)}`, at, err);
      return 'failed';
    }
  }
  return shared.signal.aborted ? 'stopped' : outcome;
}

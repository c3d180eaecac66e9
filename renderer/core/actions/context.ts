/** What every action handler receives: the screen store, the ports, the local names in scope, and a way to run nested lists. */
import type { Action } from '../../../schemas/generated/types.ts';
import type { Scope } from '../expressions/evaluate.ts';
import { resolveValue } from '../expressions/evaluate.ts';
import type { FunctionEnv } from '../expressions/functions.ts';
import { resolvePlace } from '../expressions/resolve-path.ts';
import type { Ports } from '../ports.ts';
import type { ActionOutcome } from '../widget-contract.ts';
import { valuesOf, type ScreenStore } from '../store.ts';

/**
 * What started a chain of actions: the borrower's tap or submit on a widget, or something that happened by itself (the
 * screen's onLoad, the native back event, a countdown reaching 0, or a tap's chain going on after a `wait`, when the
 * tap is over). 'other' is a run whose start nobody named: it counts as no tap.
 */
export type Trigger = 'tap' | 'onLoad' | 'onNativeBack' | 'countdown' | 'wait' | 'other';

/** One chain of actions, nested and named lists included; a `wait` turns a tap's chain into a 'wait' one for the rest. */
export interface ActionChain {
  trigger: Trigger;
}

export type { ActionOutcome } from '../widget-contract.ts';

/** The context an action runs in. */
export interface ActionContext {
  store: ScreenStore;
  ports: Ports;
  /** What expression functions read besides their arguments: the screen's query and its ports' clock. */
  env: FunctionEnv;
  /** Names beside the store's roots: item, index, event, result, error. */
  locals: Scope;
  /** JSON Pointer of the action being run, for error reports. */
  pointer: string;
  /** Aborted when the screen goes away: waits and countdowns stop. */
  signal: AbortSignal;
  /** Running countdowns by state path, so a restart replaces the old one. */
  timers: Map<string, unknown>;
  /** The chain this action runs in: what started it. */
  chain: ActionChain;
  /** How many calls of each tap-only endpoint this opening of the screen has made (the bound of tap-only.ts). */
  sent: Map<string, number>;
  /** Runs a nested action list with extra local names, in this chain or, given `start`, as a new chain started so. */
  run(actions: readonly Action[] | undefined, locals: Scope, pointer: string, start?: Trigger): Promise<ActionOutcome>;
  /** Runs one of the screen's named action lists with the current local names; throws when there is none. */
  runNamed(name: string): Promise<ActionOutcome>;
  /**
   * Undefined when every action handler is at hand; else a promise of them (the tap's chunk, handlers.ts), rejected
   * (the borrower told) when they cannot be loaded; `unsent`: a money or account call that waits for them, which then
   * sends nothing, and the borrower is told so by a notice that stays.
   */
  handlersReady(unsent?: boolean): Promise<void> | undefined;
  /** Whether this action or one after it in its list can call a money or account (tap-only) endpoint. */
  tapOnlyCallAhead(): boolean;
}

/** An action handler: one file per action kind. It may report how it ended; nothing reported counts as `done`. */
export type ActionHandler<A extends Action> = (action: A, ctx: ActionContext) => Promise<ActionOutcome | void> | ActionOutcome | void;

/** The full scope expressions see from this context. */
export function scopeOf(ctx: ActionContext): Scope {
  return { ...valuesOf(ctx.store.getSnapshot()), ...ctx.locals };
}

/** Evaluates a JSON value (expressions inside) in this context. */
export function resolve(ctx: ActionContext, value: unknown): unknown {
  return resolveValue(value, scopeOf(ctx), ctx.env);
}

/**
 * The keys of the place an action writes (`set.path`, `countdown.path`, `call.into`, `probe.into`), read with the same
 * grammar as a binding: "=state.ratingOpen", "=data.saved", "=state.form[item.code]".
 */
export function placeOf(ctx: ActionContext, path: string): (string | number)[] {
  return resolvePlace(path, scopeOf(ctx), ctx.env);
}

/** Evaluates a value to display text. */
export function resolveText(ctx: ActionContext, value: unknown): string {
  const v = resolve(ctx, value);
  return v === null || v === undefined ? '' : String(v);
}

/** A store, recording ports and a runner for action tests, without React. */
import type { Action } from '../../../../schemas/generated/types.ts';
import { runActions } from '../../../../renderer/core/actions/run-actions.ts';
import type { Trigger } from '../../../../renderer/core/actions/context.ts';
import type { HandlerRegistry } from '../../../../renderer/core/actions/handlers.ts';
import type { Scope } from '../../../../renderer/core/expressions/evaluate.ts';
import { createScreenStore, type ScreenValues } from '../../../../renderer/core/store.ts';
import { createRecordingPorts, type RecordingPortsOptions } from '../../../../renderer/preview/recording-ports.ts';

/** Options of actionHarness. */
export interface HarnessOptions extends Partial<ScreenValues> {
  ports?: RecordingPortsOptions;
  handlers?: HandlerRegistry;
}

/** Creates a screen's store and ports and a `run` that runs actions as a widget's onTap would. */
export function actionHarness(options: HarnessOptions = {}) {
  const { ports: portOptions, handlers, ...initial } = options;
  const ports = createRecordingPorts(portOptions);
  const store = createScreenStore({ params: {}, query: {}, session: {}, state: {}, data: {}, saved: {}, ...initial });
  const abort = new AbortController();
  const timers = new Map<string, unknown>();
  const sent = new Map<string, number>();
  // Read when an expression runs, so a test may give the ports another clock after this.
  const env = { query: store.getSnapshot().query, clock: { wallTime: () => ports.clock.wallTime() } };
  const shared = handlers
    ? { store, ports, env, signal: abort.signal, timers, running: new Set<string>(), sent, handlers }
    : { store, ports, env, signal: abort.signal, timers, running: new Set<string>(), sent };
  const run = (actions: readonly Action[] | undefined, locals: Scope = {}, pointer = '/body/0/onTap', trigger: Trigger = 'tap') =>
    runActions(actions, locals, pointer, { ...shared, chain: { trigger } });
  return { ports, store, abort, timers, run };
}

/** A promise with its resolve function, for answers that stay pending until the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

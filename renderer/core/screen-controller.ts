/** One screen's life without React: its store, its data loads, its onLoad actions, and running actions for widgets. */
import type { Action, ScreenDocument } from '../../schemas/generated/types.ts';
import type { ActionOutcome, Trigger } from './actions/context.ts';
import { runActions } from './actions/run-actions.ts';
import { createScopeCache, type ReportError, type ScopeOf } from './evaluate-props.ts';
import type { Scope } from './expressions/evaluate.ts';
import { resolveValue } from './expressions/evaluate.ts';
import type { FunctionEnv } from './expressions/functions.ts';
import type { Ports } from './ports.ts';
import { toPointer } from './validation/json-pointer.ts';
import { createScreenStore, valuesOf, type ScreenStore } from './store.ts';
import { refusalWords } from './refusal-words.ts';
import { sessionSecrets } from './session-values.ts';

/** A running screen, owning everything that lives as long as it: store, timers, running named lists, caches, reporters. */
export interface ScreenController {
  store: ScreenStore;
  ports: Ports;
  /** The scope nodes evaluate in (the store's roots and their local names), shared per snapshot and locals. */
  scopeOf: ScopeOf;
  /** What expression functions read besides their arguments: the page's query (fixed for the screen) and the ports' clock. */
  env: FunctionEnv;
  /** Logs an expression that failed while drawing, once per place and message (drawing evaluates on every change). */
  reportExpression: ReportError;
  /** Logs an address the URL policy refused, once per place and message (widgets redraw often). */
  reportSource: ReportError;
  /** The page's session values no picture address may carry (session-values.ts). */
  secrets: readonly string[];
  /**
   * Starts (or restarts after a failure) the data loads, then runs onLoad. A screen with nothing to load and no
   * onLoad is `ready` from its creation (it never shows `loading`).
   */
  start(): Promise<void>;
  /** Runs an action list with extra local names as a chain `trigger` started (a widget's actions: 'tap'); never throws. */
  run(actions: readonly Action[] | undefined, locals: Scope, pointer: string, trigger: Trigger): Promise<ActionOutcome>;
  /** Stops timers and pending actions: the screen went away. */
  dispose(): void;
}

/** The page context a screen opens with. */
export interface ScreenInput {
  query: Record<string, string>;
  session: Record<string, string>;
  /** Data already at hand (previews, tests); loads still run and overwrite their own names. */
  data?: Record<string, unknown>;
}

/** Message shown when a load's own rule (its when or with) cannot be worked out. */
export const loadRuleMessage = 'This page could not be loaded. Please try again later.';

/** Message shown when a required query parameter is missing. */
export const missingParamMessage = 'This page is missing some information. Please go back and try again.';

function paramsOf(doc: ScreenDocument, query: Record<string, string>): { params: Record<string, unknown>; missing: string[] } {
  const params: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, spec] of Object.entries(doc.params ?? {})) {
    const value = query[name];
    if (value !== undefined && value !== '') params[name] = value;
    else if (spec.default !== undefined) params[name] = spec.default;
    else if (spec.required) missing.push(name);
  }
  return { params, missing };
}

/** The saved values a screen declares it reads, from storage. */
function savedValues(doc: ScreenDocument, ports: Ports): Record<string, unknown> {
  const saved: Record<string, unknown> = {};
  for (const key of doc.saved ?? []) {
    const value = ports.storage.get(key);
    if (value !== undefined && value !== null) saved[key] = value;
  }
  return saved;
}

/** A reporter that logs each place and message once. */
function onceReporter(log: (message: string, pointer: string) => void): ReportError {
  const seen = new Set<string>();
  return (message, pointer) => {
    const key = `${pointer} ${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    log(message, pointer);
  };
}

/** Creates the controller of one screen document. */
export function createScreenController(doc: ScreenDocument, input: ScreenInput, ports: Ports): ScreenController {
  const { params, missing } = paramsOf(doc, input.query);
  // A screen with no loads, no onLoad and no missing parameter has nothing to wait for: it is ready from its first
  // render. An onLoad may change what is shown (restore saved values, open a dialog), so it still runs first.
  const nothingToLoad = !missing.length && Object.keys(doc.load ?? {}).length === 0 && !doc.onLoad?.length;
  const store = createScreenStore(
    {
      params,
      query: input.query,
      session: input.session,
      state: structuredClone(doc.state ?? {}) as Record<string, unknown>,
      data: { ...input.data },
      saved: savedValues(doc, ports),
    },
    nothingToLoad ? { phase: 'ready' } : { phase: 'loading' },
  );
  const env: FunctionEnv = { query: input.query, clock: ports.clock };
  const abort = new AbortController();
  const timers = new Map<string, unknown>();
  const shared = {
    store,
    ports,
    env,
    signal: abort.signal,
    timers,
    running: new Set<string>(),
    sent: new Map<string, number>(),
    named: doc.actions ?? {},
  };
  const run = (actions: readonly Action[] | undefined, locals: Scope, pointer: string, trigger: Trigger) =>
    runActions(actions, locals, pointer, { ...shared, chain: { trigger } });
  const onBack = doc.onNativeBack;
  const stopBack = onBack ? ports.native.onBack(() => void run(onBack, {}, '/onNativeBack', 'onNativeBack')) : undefined;

  async function load(): Promise<boolean> {
    const entries = Object.entries(doc.load ?? {});
    const snapshot = store.getSnapshot();
    const scope: Scope = { ...valuesOf(snapshot) };
    const results = await Promise.all(
      entries.map(async ([name, spec]) => {
        let payload: Record<string, unknown>;
        const tapOnly = ports.api.tapRule(spec.call);
        if (tapOnly) {
          // Nothing is sent; the borrower sees the page fail to load as with any failed load.
          const { tapOnlyLoadMessage } = await refusalWords();
          ports.logger.error(tapOnlyLoadMessage(name, spec.call, tapOnly.effect), toPointer(['load', name, 'call']));
          return { name, ok: false as const, message: loadRuleMessage, logged: true };
        }
        try {
          if (spec.when !== undefined && !resolveValue(spec.when, scope, env)) return { name, ok: true as const, data: undefined };
          payload = (resolveValue(spec.with ?? {}, scope, env) ?? {}) as Record<string, unknown>;
        } catch (err) {
          // A rule of the document that fails is the document's fault: logged for its authors, a calm retry for the borrower.
          ports.logger.error(`loading \`${name}\` failed: ${err instanceof Error ? err.message : String(err)}`, toPointer(['load', name]));
          return { name, ok: false as const, message: loadRuleMessage, logged: true };
        }
        const outcome = await ports.api.call(spec.call, payload, { query: snapshot.query });
        return outcome.ok ? { name, ok: true as const, data: outcome.data } : { name, ok: false as const, message: outcome.message };
      }),
    );
    if (abort.signal.aborted) return false;
    const failed = results.find((r) => !r.ok);
    if (failed && !failed.ok) {
      if (!('logged' in failed)) ports.logger.error(`loading \`${failed.name}\` failed: ${failed.message}`, toPointer(['load', failed.name]));
      store.setStatus({ phase: 'failed', message: failed.message, canRetry: true });
      return false;
    }
    for (const r of results) if (r.ok) store.set(['data', r.name], r.data);
    return true;
  }

  return {
    store,
    ports,
    scopeOf: createScopeCache(),
    env,
    reportExpression: onceReporter((message, pointer) => ports.logger.error(`expression failed: ${message}`, pointer)),
    reportSource: onceReporter((message, pointer) => ports.logger.error(message, pointer)),
    secrets: sessionSecrets(input.session),
    run,
    async start() {
      if (missing.length) {
        ports.logger.error(`missing required query parameter(s): ${missing.join(', ')}`, '/params');
        store.setStatus({ phase: 'failed', message: missingParamMessage, canRetry: false });
        return;
      }
      // Only a change is written: a store already loading (a screen's first start) draws nothing again for it.
      if (!nothingToLoad && store.getSnapshot().status.phase !== 'loading') store.setStatus({ phase: 'loading' });
      if (!(await load())) return;
      if (store.getSnapshot().status.phase !== 'ready') store.setStatus({ phase: 'ready' });
      await run(doc.onLoad, {}, '/onLoad', 'onLoad');
    },
    dispose() {
      stopBack?.();
      abort.abort();
      for (const handle of timers.values()) ports.clock.clearTimeout(handle);
      timers.clear();
    },
  };
}

/**
 * A screen's data calls started before the screen is drawn: as soon as a copy of its document is at hand (the device's
 * last good copy, the bundled copy), its `load` calls go out while the fresh document, the validators and the widgets
 * are still on their way. The screen's controller, once drawn, is handed the answer already travelling for a call it
 * would make itself (same endpoint, same payload, same page query); any other call goes out as before.
 */
import type { ApiPort, CallResult, Ports } from '../renderer/core/ports.ts';
import { resolveValue, type Scope } from '../renderer/core/expressions/evaluate.ts';
import type { ScreenInput } from '../renderer/core/screen-controller.ts';

/** The calls started early for one opening of a screen. */
export interface EarlyLoads {
  /** Starts the `load` calls of this copy of the document (only the first copy given counts). */
  start(doc: unknown): void;
  /** The API the screen is drawn with: a call that matches one started early takes its answer (once). */
  api: ApiPort;
  /** Forgets the answers nobody took (the screen's first loads are in). */
  clear(): void;
}

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The key a call is matched by: endpoint, payload and page query as the controller sends them. */
const keyOf = (endpoint: string, payload: unknown, query: unknown) => JSON.stringify([endpoint, payload, query]);

/** The values a screen's `load` rules read when it opens (as createScreenController builds them), or none if it cannot open. */
function openingScope(doc: Row, input: ScreenInput, ports: Ports): Scope | undefined {
  const params: Row = {};
  for (const [name, spec] of Object.entries(isRow(doc.params) ? doc.params : {})) {
    const value = input.query[name];
    if (value !== undefined && value !== '') params[name] = value;
    else if (isRow(spec) && spec.default !== undefined) params[name] = spec.default;
    // A required parameter is missing: the screen will say so and load nothing.
    else if (isRow(spec) && spec.required) return undefined;
  }
  const saved: Row = {};
  for (const key of Array.isArray(doc.saved) ? doc.saved : []) {
    const value = typeof key === 'string' ? ports.storage.get(key) : undefined;
    if (value !== undefined && value !== null) saved[key as string] = value;
  }
  return { params, query: input.query, session: input.session, state: isRow(doc.state) ? doc.state : {}, data: { ...input.data }, saved };
}

/** Creates the early calls of one opening of a screen, for its page input and ports. */
export function createEarlyLoads(input: ScreenInput, ports: Ports): EarlyLoads {
  const started = new Map<string, Promise<CallResult>>();
  let done = false;
  return {
    start(doc) {
      if (done || !isRow(doc) || !isRow(doc.load)) return;
      done = true;
      const scope = openingScope(doc, input, ports);
      if (!scope) return;
      const env = { query: input.query, clock: ports.clock };
      for (const spec of Object.values(doc.load)) {
        // Only what the screen would send itself: a known endpoint that is not tap-only, its rule worked out.
        if (!isRow(spec) || typeof spec.call !== 'string' || !ports.api.has(spec.call) || ports.api.tapRule(spec.call)) continue;
        try {
          if (spec.when !== undefined && !resolveValue(spec.when, scope, env)) continue;
          const payload = resolveValue(spec.with ?? {}, scope, env) ?? {};
          if (!isRow(payload)) continue;
          const key = keyOf(spec.call, payload, input.query);
          if (!started.has(key)) started.set(key, ports.api.call(spec.call, payload, { query: input.query }));
        } catch {
          // A rule that fails here fails again when the screen loads, which reports it.
        }
      }
    },
    api: {
      has: (endpoint) => ports.api.has(endpoint),
      tapRule: (endpoint) => ports.api.tapRule(endpoint),
      call(endpoint, payload, ctx) {
        const key = keyOf(endpoint, payload, ctx.query);
        const early = started.get(key);
        if (!early) return ports.api.call(endpoint, payload, ctx);
        started.delete(key);
        return early;
      },
    },
    clear() {
      done = true;
      started.clear();
    },
  };
}

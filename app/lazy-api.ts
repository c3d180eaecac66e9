/**
 * The lender API with its code out of the entry: the endpoint catalog answers `has` and `tapRule` at once, and the
 * rest (request encoding, answer reading, idempotency keys, the clients) is a lazy chunk requested when the app starts,
 * beside the axios chunk it waits for anyway before its first call, so no call waits one round trip more for it.
 */
import type { ApiOptions } from '../adapters/http/create-api.ts';
import { endpointNameSet, endpointNetworkErrors, endpointTapRule } from '../adapters/http/endpoint-flags.ts';
import type { EndpointSpec } from '../adapters/http/endpoints.ts';
import { tapRuleOf } from '../renderer/core/tap-only.ts';
import { words } from '../renderer/core/i18n/app-words.ts';
import { lazyChunk } from '../renderer/core/import-again.ts';
import type { ApiPort, CallResult, ClockPort } from '../renderer/core/ports.ts';

/** adapters/http/read-answer.ts's failureMessages.network (tests/unit/app/lazy-api.test.ts keeps them the same). */
export const networkMessage = 'Network error. Please check your connection and try again.';

/**
 * Creates the API port; its code starts loading at once. A chunk that failed to load (offline) is tried again next call.
 * `clock` times the wait for it (the app's clock port: adapters/clock.ts).
 */
export function createLazyApi(options: ApiOptions, clock: Pick<ClockPort, 'setTimeout' | 'clearTimeout'>): ApiPort {
  // The app's own catalog stays in the lazy chunk: the entry knows only its names and flags (endpoint-flags.ts).
  const { catalog } = options;
  const spec = (name: string): EndpointSpec | undefined => (catalog && Object.hasOwn(catalog, name) ? catalog[name] : undefined);
  // Asked for at once; a failed load is asked for again, from another address, by the next call (import-again.ts).
  let ready: ApiPort | undefined;
  const load = lazyChunk(
    () => import('../adapters/http/create-api.ts'),
    'hatid-chunk:adapters/http/create-api.ts',
    'createApi',
    import.meta.url,
    (m) => (ready = m.createApi(options)),
  );
  load().catch(() => undefined);
  return {
    has: (name) => (catalog ? spec(name) !== undefined : endpointNameSet.has(name)),
    tapRule: (name) => (catalog ? tapRuleOf(spec(name)) : endpointTapRule(name)),
    async call(name, payload, ctx): Promise<CallResult> {
      if (ready) return ready.call(name, payload, ctx);
      // Waited for as long as a request (spec section 7: 60 s): one that cannot load, or hangs, ends this call as the
      // network would, and the next asks for it again from another address.
      const gaveUp = new AbortController();
      let timer: unknown;
      const bound = new Promise<undefined>((resolve) => {
        timer = clock.setTimeout(() => {
          gaveUp.abort();
          resolve(undefined);
        }, options.timeoutMs ?? 60_000);
      });
      const api = await Promise.race([load(gaveUp.signal), bound]).catch(() => undefined);
      clock.clearTimeout(timer);
      if (api) return api.call(name, payload, ctx);
      // Without the code that makes requests nothing was sent: the lender cannot have acted (error.sent is false); the
      // field reports count it unsent, as create-api.ts counts one whose axios could not come.
      options.report?.({ kind: 'action', outcome: 'unsent', endpoint: name, failure: 'network' });
      return {
        ok: false,
        kind: 'network',
        message: words((catalog ? spec(name)?.networkError : endpointNetworkErrors.get(name)) ?? networkMessage),
        sent: false,
      };
    },
  };
}

/**
 * An API whose first calls of one endpoint fail before anything is sent, as when the code that sends them could not
 * be loaded (`sent: false`, app/lazy-api.ts, adapters/http/create-api.ts): how a screen's "not sent" state is shown in
 * Storybook and tested; the calls after them go to the API as they are.
 */
import type { ApiPort } from '../core/ports.ts';

/** What such an API has done: the calls that failed unsent, and those that reached the API. */
export interface UnsentCount {
  failed: number;
  reached: number;
}

/** `api`, except that the first `times` calls of `endpoint` answer a network failure that was never sent. */
export function unsentFirst(api: ApiPort, endpoint: string, times = 1, seen: UnsentCount = { failed: 0, reached: 0 }): ApiPort {
  return {
    has: (name) => api.has(name),
    tapRule: (name) => api.tapRule(name),
    call(name, payload, ctx) {
      if (name !== endpoint) return api.call(name, payload, ctx);
      if (seen.failed < times) {
        seen.failed++;
        return Promise.resolve({ ok: false, kind: 'network', message: 'Network error. Please check your connection and try again.', sent: false });
      }
      seen.reached++;
      return api.call(name, payload, ctx);
    },
  };
}

/** The sandbox lender behind the real http adapter, in-process, for the sandbox tests. */
import { createApi } from '../../../adapters/http/create-api.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { seedPresent } from '../../../adapters/sandbox/sandbox-today.ts';

/** Where the harness mounts the sandbox. */
export const baseURL = 'http://sandbox.test/api';

/** The page query every call carries (session parameters and client headers). */
export const ctx = { query: { deviceId: 'dev-1', userId: '5512', swift: 's-1', eyes: 'e-1' } };

/** Options of sandboxHarness. */
export interface HarnessOptions {
  /** Loses the answer of the request with this number (1-based) after the sandbox handled it: a network failure. */
  loseAnswerOf?: number;
  /** The sandbox's clock. */
  now?: () => number;
  /** The sandbox's today; seedPresent (the seeded dates as written) by default. */
  today?: string;
  /** The page query the calls carry; the app's session parameters by default. */
  query?: Record<string, string>;
}

/** A sandbox in a scenario, the API port over it, and shortcuts to call endpoints and the sandbox's own routes. */
export function sandboxHarness(scenario = 'default', options: HarnessOptions = {}) {
  // The seeded loan dates as written: the tests pin them.
  const sandbox = createSandbox({ baseURL, scenario, today: options.today ?? seedPresent, ...(options.now ? { now: options.now } : {}) });
  let sent = 0;
  const api = createApi({
    baseURL,
    fetch: async (input, init) => {
      const res = await sandbox.fetch(new Request(input, init));
      if (++sent === options.loseAnswerOf) throw new TypeError('fetch failed');
      return res;
    },
  });
  const page = options.query ? { query: options.query } : ctx;
  const call = async (name: string, payload: Record<string, unknown> = {}) => api.call(name, payload, page);
  /** The useful data of a call that must succeed. */
  const data = async <T = any>(name: string, payload: Record<string, unknown> = {}): Promise<T> => {
    const res = await call(name, payload);
    if (!res.ok) throw new Error(`${name} failed: ${res.message}`);
    return res.data as T;
  };
  /** A request to one of the sandbox's own routes, such as '/sandbox/payments'. */
  const get = (path: string, init?: RequestInit) => sandbox.fetch(new Request(`${baseURL}${path}`, init));
  return { sandbox, api, call, data, get };
}

/** The ApiPort over the endpoint catalog and the two clients. */
import type { ApiPort, CallContext, CallResult } from '../../renderer/core/ports.ts';
import { createClients } from './clients.ts';
import { encodeRequest, endpointAddress } from './encode-request.ts';
import { endpoints, findEndpoint, type EndpointSpec } from './endpoints.ts';
import { createIdempotencyKeys, idempotencyHeader, isDefinitive, requestFingerprint } from './idempotency-keys.ts';
import { failureMessages, readAnswer } from './read-answer.ts';

/** Options of createApi. */
export interface ApiOptions {
  /** Where the lender API lives, such as '/api' or 'https://lender.example/api'. */
  baseURL: string;
  /** Answers requests in-process instead of the network (tests, QA fixtures). */
  fetch?: typeof fetch;
  /** Request timeout; the spec's 60 s by default. */
  timeoutMs?: number;
  /** The clock for image addresses' timestamps; Date.now by default. */
  now?: () => number;
  /** The endpoint catalog; the app's own by default. */
  catalog?: Readonly<Record<string, EndpointSpec>>;
}

/** The spec's request timeout. */
export const defaultTimeoutMs = 60_000;

const timeoutResult: CallResult = { ok: false, kind: 'timeout', message: failureMessages.timeout };

function networkFailure(spec: EndpointSpec): CallResult {
  return { ok: false, kind: 'network', message: spec.networkError ?? failureMessages.network };
}

/** What one attempt of an idempotent call needs to forget its key once the answer is definitive. */
interface Attempt {
  settle?: () => void;
}

/** Creates the API port. Calls never reject: every failure comes back as `{ ok: false, kind, message }`. */
export function createApi(options: ApiOptions): ApiPort {
  const catalog = options.catalog ?? endpoints;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const clients = createClients(options.fetch ? { fetch: options.fetch } : {});
  const base = options.baseURL.replace(/\/+$/, '');
  const keys = createIdempotencyKeys();

  async function send(
    name: string,
    spec: EndpointSpec,
    payload: Record<string, unknown>,
    ctx: CallContext,
    signal: AbortSignal,
    attempt: Attempt,
  ): Promise<CallResult> {
    try {
      const req = await encodeRequest(spec, payload, ctx?.query ?? {});
      if (spec.idempotent) {
        const fingerprint = requestFingerprint(name, req);
        const key = keys.keyFor(fingerprint);
        req.headers[idempotencyHeader] = key;
        attempt.settle = () => keys.settle(fingerprint, key);
      }
      const res = await clients[spec.client].request({
        method: req.method,
        url: base + req.url,
        data: req.data,
        headers: req.headers,
        signal,
      });
      return readAnswer(spec, res.status, res.data);
    } catch {
      // No answer at all. A timeout never lands here: the timer in call() has already answered by then.
      return networkFailure(spec);
    }
  }

  return {
    has: (name) => findEndpoint(catalog, name) !== undefined,
    call(name, payload, ctx) {
      const spec = findEndpoint(catalog, name);
      if (!spec) return Promise.resolve({ ok: false, kind: 'invalid', message: `Unknown endpoint "${name}".` });
      if (spec.image) {
        // A picture (the graphic captcha) is shown by its address, never read as an answer: the call answers the
        // address at once, stamped with the time so that asking again draws a fresh picture.
        const stamped = { ...(payload ?? {}), timestamp: payload?.timestamp ?? now() };
        return Promise.resolve({ ok: true, data: { url: endpointAddress(options.baseURL, spec, stamped) } });
      }
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // The spec's timeout: abort the request, and answer even if a custom fetch ignores the abort signal.
      const timedOut = new Promise<CallResult>((resolve) => {
        timer = setTimeout(() => {
          controller.abort();
          resolve(timeoutResult);
        }, timeoutMs);
      });
      const attempt: Attempt = {};
      const done = send(name, spec, payload ?? {}, ctx, controller.signal, attempt);
      return Promise.race([done, timedOut])
        .then((result) => {
          // Only what the caller is told counts: an answer arriving after the timeout keeps the key for the retry.
          if (isDefinitive(result)) attempt.settle?.();
          return result;
        })
        .finally(() => clearTimeout(timer));
    },
  };
}

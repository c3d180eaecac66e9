/** The ApiPort over the endpoint catalog and the two clients. */
import type { ApiPort, CallContext, CallResult, FieldReport, LoggerPort } from '../../renderer/core/ports.ts';
import type { AnswerCheck, AnswerGaps, createAnswerChecks } from './check-answer.ts';
import { createClients, type FirstAnswer } from './clients.ts';
import { encodeRequest, endpointAddress } from './encode-request.ts';
import { endpoints, findEndpoint, tapRuleOf, type EndpointSpec } from './endpoints.ts';
import { createIdempotencyKeys, idempotencyHeader, isDefinitive, requestFingerprint, type KeptKeys } from './idempotency-keys.ts';
import { withSessionQuery } from './session-query.ts';
import { redactRecord, redactText } from '../redact-sensitive.ts';
import { failureMessages, readAnswer } from './read-answer.ts';
import { words } from '../../renderer/core/i18n/app-words.ts';

/**
 * The redaction functions, for the app's logs (adapters/lazy-redaction.ts): every call needs them, so they travel in
 * this chunk, which the app requests at start, rather than in a chunk of their own beside it.
 */
export * as redaction from '../redact-sensitive.ts';

/** Options of createApi. */
export interface ApiOptions {
  /** Where the lender API lives, such as '/api' or 'https://lender.example/api'. */
  baseURL: string;
  /** Answers requests in-process instead of the network (tests, QA fixtures). */
  fetch?: typeof fetch;
  /** The answers of the requests the page already sent (app/first-call.ts), taken without axios: clients.ts. */
  firstAnswer?: FirstAnswer;
  /** Request timeout; the spec's 60 s by default. */
  timeoutMs?: number;
  /** The clock for image addresses' timestamps; Date.now by default. */
  now?: () => number;
  /** The endpoint catalog; the app's own by default. */
  catalog?: Readonly<Record<string, EndpointSpec>>;
  /** Where unreadable and wrong-shaped answers are reported (endpoint and JSON Pointer); the console by default. */
  logger?: LoggerPort;
  /** Where what each call came to (done or failed, by endpoint) and each answer that failed its shape check go as field reports. */
  report?: (report: FieldReport) => void;
  /**
   * QA fixtures (`{ "network": "unsent" }`): asked just before a request would go to its client; yes fails it there, as
   * when the clients' code cannot be loaded (nothing has left: `sent: false`).
   */
  unsent?: (endpoint: string) => boolean;
  /**
   * Where the Idempotency-Keys still without a definitive answer outlive the page (the app: the tab's sessionStorage),
   * so a retry after a reload carries the first attempt's key; in memory only when absent (tests, QA fixtures).
   */
  keptKeys?: KeptKeys;
}

/** The spec's request timeout. */
export const defaultTimeoutMs = 60_000;

const timeoutResult: CallResult = { ok: false, kind: 'timeout', message: failureMessages.timeout };

/** The result, marked `sent: false` when it is a failure whose request never left the phone (the lender cannot have acted). */
const unlessLeft = (result: CallResult, left: boolean | undefined): CallResult => (left || result.ok ? result : { ...result, sent: false });

function networkFailure(spec: EndpointSpec): CallResult {
  return { ok: false, kind: 'network', message: spec.networkError ?? failureMessages.network };
}

/** Reports to the console, the way the browser's logger prints (redacted like it). */
const consoleLogger: LoggerPort = {
  error: (message, pointer) => console.error(`[hatid] ${pointer} ${redactText(message)}`),
};

/** How an endpoint's answer is judged past its success rule: its shape check and its optional fields. */
interface Judges {
  check: AnswerCheck | undefined;
  gaps: AnswerGaps;
}

/** What one attempt of a call needs: to forget an idempotent call's key once the answer is definitive; whether its request left. */
interface Attempt {
  settle?: () => void;
  /** Whether the request may have left the phone (the client's mayHaveLeft): until it is set, nothing of it has left. */
  left?: boolean;
}

/** Creates the API port. Calls never reject: every failure comes back as `{ ok: false, kind, message }`. */
export function createApi(options: ApiOptions): ApiPort {
  const catalog = options.catalog ?? endpoints;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  const clients = createClients({
    timeoutMs,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.firstAnswer ? { firstAnswer: options.firstAnswer } : {}),
  });
  const base = options.baseURL.replace(/\/+$/, '');
  const keys = createIdempotencyKeys(undefined, options.keptKeys);
  const logger = options.logger ?? consoleLogger;
  // The shape checks (their table and the loaders of their validators) are a lazy chunk of their own: the entry
  // chunk carries only this import. It is requested at once, off the screen's critical path, so that by the first call
  // the table is in and the entity's validator loads alongside the request instead of one round trip after it. A
  // chunk that failed to load (offline) is tried again on the next call.
  const loadChecks = (): Promise<ReturnType<typeof createAnswerChecks>> => {
    const loading = import('./check-answer.ts').then((m) => m.createAnswerChecks());
    loading.catch(() => {
      if (checks === loading) checks = undefined;
    });
    return loading;
  };
  let checks: Promise<ReturnType<typeof createAnswerChecks>> | undefined = loadChecks();
  const checkFor = (name: string, pick: string): Promise<Judges> =>
    (checks ??= loadChecks()).then(async (c) => ({ check: await c.checkFor(name, pick), gaps: c.gapsFor(name, pick) }));
  // Each missing optional field is logged once per endpoint (a screen may load the same answer many times).
  const gapsLogged = new Set<string>();

  /** Judges an answer: readAnswer's verdict, then the shape of a successful payload (scripts/answer-validators.ts). */
  async function judge(name: string, spec: EndpointSpec, status: number, text: string, checking: Promise<Judges>): Promise<CallResult> {
    const result = readAnswer(spec, status, text);
    if (!result.ok) {
      if (result.kind === 'invalid') logger.error(`${name}: HTTP ${status}, ${result.message}`, '');
      return result;
    }
    const { check, gaps } = await checking;
    const problem = check?.(result.data);
    if (!problem) {
      for (const pointer of gaps(result.data)) {
        if (gapsLogged.has(`${name} ${pointer}`)) continue;
        gapsLogged.add(`${name} ${pointer}`);
        logger.error(`${name}: the answer has no ${pointer} (optional): the part of the page that shows it stays empty`, pointer);
      }
      return result;
    }
    logger.error(`${name}: the answer's field ${problem.pointer || '/'} ${problem.problem}`, problem.pointer);
    options.report?.({ kind: 'answer-shape', endpoint: name, field: problem.pointer });
    return { ok: false, kind: 'invalid', message: failureMessages.unreadable };
  }

  async function send(
    name: string,
    spec: EndpointSpec,
    payload: Record<string, unknown>,
    ctx: CallContext,
    signal: AbortSignal,
    attempt: Attempt,
  ): Promise<CallResult> {
    // The shape check's validator loads while the request travels; a chunk that cannot load fails the call as the
    // network would (the retry loads it again).
    const checking = checkFor(name, spec.pick);
    checking.catch(() => undefined);
    try {
      const req = await encodeRequest(spec, payload);
      if (spec.idempotent) {
        // The address as it goes on the wire, with the session's parameters: another borrower's request is another request.
        const fingerprint = requestFingerprint(name, { ...req, url: withSessionQuery(req.url, ctx?.query ?? {}, req.commonQuery) });
        const key = keys.keyFor(fingerprint);
        req.headers[idempotencyHeader] = key;
        attempt.settle = () => keys.settle(fingerprint, key);
      }
      if (options.unsent?.(name)) throw new Error('not sent (a QA fixture)');
      const res = await clients[spec.client].request({
        method: req.method,
        url: base + req.url,
        data: req.data,
        headers: req.headers,
        query: ctx?.query ?? {},
        commonQuery: req.commonQuery,
        signal,
        mayHaveLeft: (yes) => (attempt.left = yes),
      });
      return await judge(name, spec, res.status, res.data, checking);
    } catch {
      // No answer at all (or no validator to read it with); nothing sent when the request never left (the clients' code
      // could not be loaded). A timeout never lands here: the timer in call() has already answered by then.
      return unlessLeft(networkFailure(spec), attempt.left);
    }
  }

  return {
    has: (name) => findEndpoint(catalog, name) !== undefined,
    tapRule: (name) => tapRuleOf(findEndpoint(catalog, name)),
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
      const attempt: Attempt = {};
      // The spec's timeout: abort the request, and answer even if a custom fetch ignores the abort signal.
      const timedOut = new Promise<CallResult>((resolve) => {
        timer = setTimeout(() => {
          controller.abort();
          // Still waiting for the clients' code, the request has not left: the lender cannot have it.
          resolve(unlessLeft(timeoutResult, attempt.left));
        }, timeoutMs);
      });
      // A tracking call never carries a phone, card or session value, whatever the screen put in it.
      const sent = spec.tracking ? redactRecord(payload ?? {}) : (payload ?? {});
      const done = send(name, spec, sent, ctx, controller.signal, attempt);
      return Promise.race([done, timedOut])
        .then((result): CallResult => {
          // Only what the caller is told counts: an answer arriving after the timeout keeps the key for the retry.
          if (isDefinitive(result)) attempt.settle?.();
          // What the call came to, by endpoint, for the field reports (the screen's loads as well as its taps): one that
          // never left the phone is unsent, a count of its own that says nothing of the screen version (field-health.md).
          options.report?.(
            result.ok
              ? { kind: 'action', outcome: 'done', endpoint: name }
              : { kind: 'action', outcome: result.sent === false ? 'unsent' : 'failed', endpoint: name, failure: result.kind },
          );
          // The app's own failure wording in the borrower's language; a lender's message is not in the table: as sent.
          return result.ok ? result : { ...result, message: words(result.message) };
        })
        .finally(() => clearTimeout(timer));
    },
  };
}

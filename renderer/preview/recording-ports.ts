/** Ports that record what a screen asked for, for tests, stories and QA fixture replay. */
import type { ApiPort, CallResult, Ports, ProbeKind, ProbeResult, StorageArea, ToastRequest } from '../core/ports.ts';
import { createFeedback } from '../core/feedback-store.ts';
import { defaultCallsPerOpen } from '../core/tap-only.ts';
import { checkUrl } from '../core/url-policy.ts';

/** A canned answer: a result, or a function of the payload. */
export type Answer = CallResult | ((payload: Record<string, unknown>) => CallResult | Promise<CallResult>);

/** A scripted device probe answer: a result, or a function giving one (it may wait, to show the busy state). */
export type ProbeAnswer = ProbeResult | ((what: ProbeKind) => ProbeResult | Promise<ProbeResult>);

const probeLabels: Record<ProbeKind, string> = { camera: 'Camera', contacts: 'Contacts', geolocation: 'Location' };

/** Ports with the record of every request. */
export interface RecordingPorts extends Ports {
  toasts: ToastRequest[];
  navigations: { to: string; query: Record<string, string>; replace: boolean }[];
  backs: number;
  opened: string[];
  /** Every address opened, with whether it replaced the current page. */
  opens: { url: string; replace: boolean }[];
  nativeCalls: { action: string; args: Record<string, unknown> }[];
  /** Every call made, in order, but for those whose answer says nothing left the phone (`sent: false`): requests sent. */
  calls: { endpoint: string; payload: Record<string, unknown> }[];
  copied: string[];
  logs: { message: string; pointer: string }[];
  /** Every device probe asked for, in order. */
  probes: ProbeKind[];
  /** Saved values by area and key. */
  saved: Record<StorageArea, Map<string, unknown>>;
  feedbackStore: ReturnType<typeof createFeedback>['store'];
  /** Answers every later call to `endpoint` with this. */
  answer(endpoint: string, answer: Answer): void;
  /** Answers every later probe of `what` with this (unscripted probes answer "unavailable"). */
  answerProbe(what: ProbeKind, answer: ProbeAnswer): void;
  /** Sends the native app's back event to whoever listens. */
  emitBack(): void;
}

/** Options of createRecordingPorts. */
export interface RecordingPortsOptions {
  /** Answers calls that have no canned answer (e.g. the in-process sandbox). */
  api?: ApiPort;
  /** Hosts openUrl may open. */
  hosts?: string[];
  /** Endpoints that move money (besides those `api` says do), for tests with canned answers only. */
  moneyEndpoints?: readonly string[];
  /** Scripted device probe answers by kind, as answerProbe sets them. */
  probes?: Partial<Record<ProbeKind, ProbeAnswer>>;
}

/** Creates recording ports over real timers (vitest fake timers drive them). */
export function createRecordingPorts(options: RecordingPortsOptions = {}): RecordingPorts {
  const answers = new Map<string, Answer>();
  const clock = {
    now: () => Date.now(),
    wallTime: () => Date.now(),
    setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const feedback = createFeedback(clock);
  const saved: RecordingPorts['saved'] = { session: new Map(), device: new Map() };
  const backListeners = new Set<() => void>();
  const probeAnswers = new Map<ProbeKind, ProbeAnswer>(Object.entries(options.probes ?? {}) as [ProbeKind, ProbeAnswer][]);
  const ports: RecordingPorts = {
    toasts: [],
    navigations: [],
    backs: 0,
    opened: [],
    opens: [],
    nativeCalls: [],
    calls: [],
    copied: [],
    logs: [],
    probes: [],
    saved,
    feedbackStore: feedback.store,
    answer: (endpoint, answer) => void answers.set(endpoint, answer),
    answerProbe: (what, answer) => void probeAnswers.set(what, answer),
    emitBack: () => [...backListeners].forEach((listener) => listener()),
    api: {
      has: (endpoint) => answers.has(endpoint) || (options.api?.has(endpoint) ?? false),
      tapRule: (endpoint) =>
        options.api?.tapRule(endpoint) ??
        (options.moneyEndpoints?.includes(endpoint) ? { effect: 'money', perOpen: defaultCallsPerOpen } : undefined),
      async call(endpoint, payload, ctx) {
        const made = { endpoint, payload };
        ports.calls.push(made);
        const canned = answers.get(endpoint);
        if (canned) return typeof canned === 'function' ? canned(payload) : canned;
        if (!options.api) return { ok: false, kind: 'network', message: `No answer for ${endpoint}` };
        const result = await options.api.call(endpoint, payload, ctx);
        // Never sent, it is no request: a fixture's expectRequest counts what reached the lender.
        if (!result.ok && result.sent === false) ports.calls.splice(ports.calls.indexOf(made), 1);
        return result;
      },
    },
    navigation: {
      policy: { hosts: options.hosts ?? [] },
      navigate: (to, query, { replace }) => void ports.navigations.push({ to, query, replace }),
      back: () => void (ports.backs += 1),
      openUrl(url, { replace }) {
        const verdict = checkUrl(url, { hosts: options.hosts ?? [] });
        if (verdict.ok) {
          ports.opened.push(verdict.url);
          ports.opens.push({ url: verdict.url, replace });
        }
        return verdict.ok;
      },
    },
    feedback: {
      toast(request) {
        ports.toasts.push(request);
        feedback.port.toast(request);
      },
      loading: feedback.port.loading,
      notice: feedback.port.notice,
    },
    native: {
      call: (action, args) => void ports.nativeCalls.push({ action, args }),
      onBack(listener) {
        backListeners.add(listener);
        return () => void backListeners.delete(listener);
      },
    },
    clock,
    clipboard: {
      async copy(text) {
        ports.copied.push(text);
        return true;
      },
    },
    storage: {
      get: (key) => (saved.session.has(key) ? saved.session.get(key) : saved.device.get(key)),
      set: (key, value, area = 'device') => void saved[area].set(key, structuredClone(value)),
      remove: (key) => void (saved.session.delete(key), saved.device.delete(key)),
    },
    device: {
      async probe(what) {
        ports.probes.push(what);
        const scripted = probeAnswers.get(what);
        if (!scripted) return { status: 'unavailable', message: `${probeLabels[what]}: no answer scripted for this preview` };
        return typeof scripted === 'function' ? scripted(what) : { ...scripted };
      },
    },
    logger: { error: (message, pointer) => void ports.logs.push({ message, pointer }) },
  };
  return ports;
}

/** The preview's ports: the browser's own, reporting to the studio every API call, navigation and toast they make. */
import type { Ports } from '../../renderer/core/ports.ts';
import type { NativeLog, NativeLogEntry } from '../../adapters/native-log.ts';
import { isContactLink } from '../../renderer/core/contact-links.ts';
import { checkUrl } from '../../renderer/core/url-policy.ts';
import { cleanAnswer } from '../data/preview-values.ts';
import type { PreviewEvent } from './preview-protocol.ts';

/** Sends one event to the studio. */
export type Report = (event: PreviewEvent) => void;

/** The request header that picks the sandbox lender's scenario. */
export const scenarioHeader = 'x-sandbox-scenario';

/** A value that survives postMessage: files are named instead of sent, functions dropped. */
export function cloneable(value: unknown): Record<string, unknown> {
  const text = JSON.stringify(value ?? {}, (_key, v: unknown) =>
    typeof Blob !== 'undefined' && v instanceof Blob ? `[file ${v instanceof File ? v.name : v.type}]` : v,
  );
  const parsed: unknown = JSON.parse(text ?? '{}');
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : {};
}

function addressOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** A fetch that asks same-origin requests (the sandbox lender) to answer from `scenario()`. */
export function scenarioFetch(scenario: () => string, base: typeof fetch = globalThis.fetch.bind(globalThis)): typeof fetch {
  return (input, init) => {
    if (new URL(addressOf(input), window.location.href).origin !== window.location.origin) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set(scenarioHeader, scenario());
    return base(input, { ...init, headers });
  };
}

const currentHref = () => window.location.pathname + window.location.search + window.location.hash;

/** What else the reporting ports tell: the page's session values (masked in answers) and each successful answer. */
export interface AnswerWatch {
  session?(): Record<string, string>;
  onAnswer?(endpoint: string, answer: unknown): void;
}

/**
 * Wraps the ports so that API calls, navigations, opened addresses, back and toasts are reported. Back on the first
 * page closes the webview (as in the app without history) instead of going back: an iframe's history is shared with
 * the studio page around it, which going back would leave. A mailto: or tel: link the policy allows is reported and
 * not followed: on a phone the mail or phone app takes it, while in the preview's iframe the browser would replace the
 * screen with a "blocked" page.
 */
export function reportingPorts(ports: Ports, report: Report, watch: AnswerWatch = {}): Ports {
  const { api, navigation, feedback, native } = ports;
  // Pages the preview added to the history since it loaded.
  let depth = 0;
  return {
    ...ports,
    api: {
      has: (endpoint) => api.has(endpoint),
      tapRule: (endpoint) => api.tapRule(endpoint),
      async call(endpoint, payload, ctx) {
        const result = await api.call(endpoint, payload, ctx);
        const answer = result.ok ? { answer: cleanAnswer(result.data, watch.session?.() ?? {}) } : { message: result.message };
        report({ type: 'api', endpoint, payload: cloneable(payload), ok: result.ok, ...answer });
        if (result.ok) watch.onAnswer?.(endpoint, result.data);
        return result;
      },
    },
    navigation: {
      policy: navigation.policy,
      navigate(to, query, options) {
        navigation.navigate(to, query, options);
        if (!options.replace) depth += 1;
        report({ type: 'location', href: currentHref(), navigation: { to, query: { ...query }, replace: options.replace } });
      },
      back() {
        // Reported first: the recording ends at it, before the closeWebview a fixture's back never makes.
        report({ type: 'location', href: currentHref(), back: true });
        if (depth > 0) {
          depth -= 1;
          navigation.back();
        } else native.call('closeWebview', {});
      },
      openUrl(url, options) {
        if (isContactLink(url)) {
          if (!checkUrl(url, navigation.policy).ok) return false;
          report({ type: 'location', href: currentHref(), opened: { url, replace: options.replace } });
          return true;
        }
        const opened = navigation.openUrl(url, options);
        if (opened && !options.replace && new URL(url, window.location.href).origin === window.location.origin) depth += 1;
        if (opened) report({ type: 'location', href: currentHref(), opened: { url, replace: options.replace } });
        return opened;
      },
    },
    feedback: {
      toast(request) {
        report({ type: 'toast', text: request.text });
        feedback.toast(request);
      },
      loading: (text) => feedback.loading(text),
      notice: (text) => feedback.notice(text),
    },
  };
}

/** Reports every native call the log gains from now on; returns the function that stops. */
export function reportNativeCalls(log: NativeLog, report: Report): () => void {
  const seen = new WeakSet<NativeLogEntry>(log.getSnapshot());
  return log.subscribe(() => {
    for (const entry of log.getSnapshot()) {
      if (seen.has(entry)) continue;
      seen.add(entry);
      report({ type: 'native', action: entry.action, args: cloneable(entry.args) });
    }
  });
}

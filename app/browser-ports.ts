/** The composition root: real adapters wired into the ports the renderer core talks to. */
import { navigate as routerNavigate } from 'wouter/use-browser-location';
import { createClipboard } from '../adapters/clipboard.ts';
import { afterPaint, createClock } from '../adapters/clock.ts';
import { createLazyApi } from './lazy-api.ts';
import type { FirstAnswer } from '../adapters/http/clients.ts';
import { parsePageQuery, sessionParamNames } from '../adapters/http/page-query.ts';
import { createNativeBridge } from '../adapters/native-bridge.ts';
import type { NativeLog } from '../adapters/native-log.ts';
import { withRedaction } from '../adapters/lazy-redaction.ts';
import { queueReport } from '../adapters/field-reports.ts';
import { createStorage } from '../adapters/storage.ts';
import { createFeedback } from '../renderer/core/feedback-store.ts';
import type { DevicePort, LoggerPort, Ports } from '../renderer/core/ports.ts';
import { matchRoute } from '../renderer/core/routes.ts';
import { checkUrl } from '../renderer/core/url-policy.ts';
import routes from '../screens/routes.json';
import type { UrlPolicy } from '../renderer/core/url-policy.ts';
import { allowedHosts, apiBaseURL, imageHosts, paymentHosts, screensBase } from './config.ts';
import { devLog } from './dev-log.ts';

/** Query parameters carried from page to page: session parameters, the currency flag and the language. */
export const carriedParams: readonly string[] = [...sessionParamNames, 'currency', 'lang'];

/** The current page query (outer query and hash query merged, productId/product_id mirrored). */
export function currentQuery(): Record<string, string> {
  const [, hashQuery = ''] = window.location.hash.split('?');
  return parsePageQuery([window.location.search.replace(/^\?/, ''), hashQuery].filter(Boolean).join('&'));
}

/** Builds the URL for an app route with its query, carrying the session parameters along. */
export function routeUrl(to: string, query: Record<string, string>, from: Record<string, string>): string {
  const merged: Record<string, string> = {};
  for (const name of carriedParams) if (from[name] !== undefined) merged[name] = from[name];
  Object.assign(merged, query);
  const qs = new URLSearchParams(merged).toString();
  const target = `${to}${qs ? `?${qs}` : ''}`;
  return to.startsWith('#') ? `${window.location.pathname}${target}` : target;
}

/** An app path with the carried parameters of the current page added where the path does not set them. */
export function carryQuery(path: string, from: Record<string, string>): string {
  const queryAt = path.indexOf('?');
  const params = new URLSearchParams(queryAt >= 0 ? path.slice(queryAt + 1) : '');
  for (const name of carriedParams) if (from[name] !== undefined && !params.has(name)) params.set(name, from[name]);
  const qs = params.toString();
  return (queryAt >= 0 ? path.slice(0, queryAt) : path) + (qs ? `?${qs}` : '');
}

/** Whether a same-origin path (no #) is one of the app's own screens. */
export function isAppScreen(path: string): boolean {
  if (!path.startsWith('/') || path.includes('#')) return false;
  const [pathname = '', search = ''] = path.split('?');
  return matchRoute(routes, { pathname, search: search ? `?${search}` : '', hash: '' }) !== undefined;
}

/** The host of an absolute http(s) base address (the API's, the screens'); none for a path on this site. */
function hostOf(base: string): string[] {
  try {
    return /^https?:\/\//i.test(base) ? [new URL(base).hostname.toLowerCase()] : [];
  } catch {
    return [];
  }
}

/**
 * The app's URL policy: openUrl and frames on this host, VITE_HATID_HOSTS and the payment providers'
 * VITE_HATID_PAYMENT_HOSTS; pictures also from the API and screens hosts.
 */
export function appUrlPolicy(): UrlPolicy {
  const here = window.location.hostname;
  return { hosts: [here, ...allowedHosts, ...paymentHosts], imageHosts: [here, ...hostOf(apiBaseURL), ...hostOf(screensBase), ...imageHosts] };
}

/** The device probes (only the developer test page uses them), loaded on the first probe to keep them off the entry chunk. */
function lazyDeviceProbes(): DevicePort {
  let loaded: Promise<DevicePort> | undefined;
  return {
    probe(what) {
      const port = (loaded ??= import('../adapters/device-probes.ts').then((m) => m.createDeviceProbes()));
      // A chunk that failed to load (offline) is tried again next time; the probe action reports the failure.
      port.catch(() => {
        if (loaded === port) loaded = undefined;
      });
      return port.then((probes) => probes.probe(what));
    },
  };
}

/** The renderer's logger: the field reports, the developer console and the browser console, with personal data redacted first. */
export const redactingLogger: LoggerPort = {
  error(message, pointer, detail) {
    // A field report (the sender redacts it and keeps only the lines about a fallback, an unknown widget or a tap).
    queueReport({ kind: 'log', message, pointer });
    withRedaction(({ redactText, redactSensitive }) => {
      const safe = redactText(message);
      // Only the development build has the console that shows them (app.tsx): a built app keeps no such list.
      if (import.meta.env.DEV) devLog.add({ message: safe, pointer });
      console.error(`[hatid] ${pointer} ${safe}`, detail === undefined ? '' : redactSensitive(detail));
    });
  },
};

/** The API's logger (unreadable and wrong-shaped answers): the browser console, redacted. */
const apiLogger: LoggerPort = {
  error: (message, pointer) => withRedaction(({ redactText }) => console.error(`[hatid] ${pointer} ${redactText(message)}`)),
};

/**
 * The answers of the requests the page's first-call module already sent (app/first-call.ts: the same method, address
 * and body), each taken once by the lender clients instead of sending it again, without waiting for axios
 * (adapters/http/clients.ts). The module is not part of the entry: a page without first calls never loads it.
 */
// Only a page the server drew names the module (with its calls' block): the same module instance, already loaded.
const firstCalls = typeof document !== 'undefined' && document.getElementById('hatid-first-calls') ? import('./first-call.ts') : undefined;
const firstAnswer: FirstAnswer | undefined =
  firstCalls && (async (method, url, body) => (await firstCalls.catch(() => undefined))?.takeFirstAnswer(method, url, body));

/** The tab's sessionStorage, where unanswered money calls' Idempotency-Keys outlive a reload (none when blocked). */
const keptKeys = (() => {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
})();

/** Options of createBrowserPorts. */
export interface BrowserPortsOptions {
  /** Sends the lender API's requests instead of the global fetch (the studio preview adds its sandbox scenario). */
  fetch?: typeof fetch;
  /** The lender API's base instead of VITE_HATID_API_BASE (the studio preview always talks to the sandbox at /api). */
  apiBaseURL?: string;
  /** Where native calls are recorded (the developer console's and the studio preview's log); none by default. */
  nativeLog?: NativeLog;
}

/** Creates the browser's ports. */
export function createBrowserPorts(options: BrowserPortsOptions = {}) {
  const clock = { ...createClock(), afterPaint };
  const feedback = createFeedback(clock);
  const native = createNativeBridge({ log: options.nativeLog });
  const urlPolicy = appUrlPolicy();
  const { hosts } = urlPolicy;
  const ports: Ports = {
    api: createLazyApi(
      {
        baseURL: options.apiBaseURL ?? apiBaseURL,
        logger: apiLogger,
        report: queueReport,
        ...(keptKeys ? { keptKeys } : {}),
        ...(options.fetch ? { fetch: options.fetch } : firstAnswer ? { firstAnswer } : {}),
      },
      clock,
    ),
    navigation: {
      policy: urlPolicy,
      navigate: (to, query, { replace }) => routerNavigate(routeUrl(to, query, currentQuery()), { replace }),
      back() {
        if (window.history.length > 1) window.history.back();
        else native.call('closeWebview', {});
      },
      openUrl(url, { replace }) {
        const verdict = checkUrl(url, { hosts });
        if (!verdict.ok) return false;
        // A screen of this app (such as a lender's lendDetailsUrl) opens in place, keeping the session parameters;
        // other same-origin paths (an agreement page) load as pages.
        if (isAppScreen(verdict.url)) {
          routerNavigate(carryQuery(verdict.url, currentQuery()), { replace });
          return true;
        }
        if (replace) window.location.replace(verdict.url);
        else window.location.assign(verdict.url);
        return true;
      },
    },
    feedback: feedback.port,
    native,
    clock,
    clipboard: createClipboard(),
    storage: createStorage(),
    device: lazyDeviceProbes(),
    logger: redactingLogger,
  };
  return { ports, feedbackStore: feedback.store, hosts, urlPolicy };
}

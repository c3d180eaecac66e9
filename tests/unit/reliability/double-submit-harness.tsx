/**
 * A real screen for the double-submit tests: rendered through its route with recording ports whose API is the real http
 * adapter over an in-process fetch. The fetch records every request that reached the lender (endpoint, Idempotency-Key)
 * and plays each request of an endpoint by a script (hold it, lose its answer, let it time out, refuse it); unscripted
 * requests go to the in-process sandbox lender.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { endpoints, findEndpoint, type EndpointSpec } from '../../../adapters/http/endpoints.ts';
import { legacyFieldAliases } from '../../../adapters/http/field-aliases.ts';
import { parsePageQuery, sessionParamNames } from '../../../adapters/http/page-query.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { loadScreen } from '../../../app/load-screen.ts';
import { matchRoute } from '../../../renderer/core/routes.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { ScreenView } from '../../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../../renderer/react/toast-host.tsx';
import routes from '../../../screens/routes.json';
import { timeouts } from '../../setup/timeouts.ts';
import { waitForScreenReady } from '../../support/wait-for-screen-ready.ts';

const base = 'http://app.test/api';

/** The request timeout of the endpoint a test lets time out (the app's is 60 s). */
export const shortTimeoutMs = 250;

/**
 * What happens to one request: `pass` goes to the sandbox; `hold` waits for release() first; `lose` reaches the sandbox
 * but its answer is lost (a network error); `hang` reaches the sandbox but its answer never arrives (the call times
 * out); `refuse` is a business failure (a definitive answer) from the lender.
 */
export type Plan = 'pass' | 'hold' | 'lose' | 'hang' | 'refuse';

/** One request that reached the lender. */
export interface SentRequest {
  endpoint: string;
  key: string | null;
}

/** Options of openScreen. */
export interface OpenOptions {
  route: string;
  query?: Record<string, string>;
  scenario?: string;
  /** The endpoint whose calls time out after shortTimeoutMs; every other call keeps the app's 60 s. */
  timesOutFast?: string;
}

/** How long the tests wait for something to show before giving up (the one limit of tests/setup/timeouts.ts). */
export const patience = { timeout: timeouts.asyncUtil };

function endpointFor(url: URL): string | undefined {
  const path = url.pathname.replace(/^\/api/, '').replace(/^\/published/, '');
  const catalog: Readonly<Record<string, EndpointSpec>> = endpoints;
  return Object.keys(catalog).find((name) => `/${catalog[name]?.path.replace(/^\//, '')}` === path);
}

/** A business failure in the endpoint's own envelope. */
function refusal(spec: EndpointSpec): string {
  const message = 'Refused by the lender.';
  if (spec.aliases === 'legacy')
    return JSON.stringify({ [legacyFieldAliases.code ?? 'code']: '01', [legacyFieldAliases.message ?? 'message']: message });
  const code = spec.success === 'flag' ? { success: false } : { code: spec.success === 'zero' ? 1 : '1' };
  return JSON.stringify({ ...code, message, data: null });
}

const rejectOnAbort = (signal: AbortSignal | null | undefined) =>
  new Promise<never>((_, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

/** Renders the screen of a route and hands back the lender's record and the controls of the script. */
export async function openScreen({ route, query = {}, scenario = 'default', timesOutFast }: OpenOptions) {
  const sandbox = createSandbox({ baseURL: '/api', scenario });
  const sent: SentRequest[] = [];
  const plans = new Map<string, Plan[]>();
  const held: (() => void)[] = [];
  const toSandbox = async (request: Request) =>
    sandbox.fetch(
      new Request(request.url.replace('http://app.test', 'http://sandbox.local'), {
        method: request.method,
        headers: request.headers,
        body: request.method === 'GET' ? undefined : await request.arrayBuffer(),
      }),
    );
  const lenderFetch: typeof fetch = async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const endpoint = endpointFor(new URL(request.url)) ?? request.url;
    sent.push({ endpoint, key: request.headers.get('Idempotency-Key') });
    const plan = plans.get(endpoint)?.shift() ?? 'pass';
    const spec = findEndpoint(endpoints, endpoint);
    if (plan === 'refuse' && spec) return new Response(refusal(spec), { status: 200, headers: { 'content-type': 'application/json' } });
    if (plan === 'hold') await new Promise<void>((resolve) => held.push(resolve));
    const answer = await toSandbox(request);
    if (plan === 'lose') throw new TypeError('Failed to fetch');
    if (plan === 'hang') return rejectOnAbort(init?.signal);
    return answer;
  };
  const api = createApi({ baseURL: base, fetch: lenderFetch });
  const fast = createApi({ baseURL: base, fetch: lenderFetch, timeoutMs: shortTimeoutMs });
  const ports = createRecordingPorts({
    api: {
      has: (name) => api.has(name),
      tapRule: (name) => api.tapRule(name),
      call: (name, payload, ctx) => (name === timesOutFast ? fast : api).call(name, payload, ctx),
    },
  });
  const [pathname, hash] = route.startsWith('#') ? ['/', route] : [route, ''];
  const search = new URLSearchParams(query).toString();
  const match = matchRoute(routes, { pathname, search: search ? `?${search}` : '', hash });
  if (!match) throw new Error(`no route matches ${route}`);
  const loaded = await loadScreen(match.screen, ports.logger);
  if (!loaded.ok) throw new Error(`screen ${match.screen} is not valid: ${JSON.stringify(loaded.errors)}`);
  const pageQuery = parsePageQuery(match.search);
  const session: Record<string, string> = {};
  for (const name of sessionParamNames) if (pageQuery[name] !== undefined) session[name] = pageQuery[name];
  render(
    <>
      <ScreenView document={loaded.document} input={{ query: pageQuery, session }} ports={ports} />
      <ToastHost store={ports.feedbackStore} />
    </>,
  );
  await waitForScreenReady({ allowFailed: true });
  const user = userEvent.setup();
  return {
    ports,
    user,
    /** Scripts the next requests of an endpoint, in order; later ones pass. */
    script: (endpoint: string, ...next: Plan[]) => void plans.set(endpoint, next),
    /** Lets the held requests go on to the sandbox. */
    release: () => held.splice(0).forEach((go) => go()),
    /** The requests of an endpoint that reached the lender, in order. */
    requests: (endpoint: string) => sent.filter((r) => r.endpoint === endpoint),
    /** The Idempotency-Key of each request of an endpoint, in order. */
    keys: (endpoint: string) => sent.filter((r) => r.endpoint === endpoint).map((r) => r.key),
  };
}

/** The button with this accessible name, once the screen shows it. */
export const button = (name: string | RegExp) => screen.findByRole('button', { name }, patience);

/** Two clicks in the same frame: both dispatched before React draws the busy state. */
export function clickTwiceInOneFrame(target: HTMLElement): void {
  act(() => {
    fireEvent.click(target);
    fireEvent.click(target);
  });
}

/** Waits until the calls of the screen have settled: the loading indicator is gone. */
export async function settled(): Promise<void> {
  await waitFor(() => expect(document.querySelector('.h-loading')).toBeNull(), patience);
}

/**
 * Shows a route's real screen with the sandbox lender behind it, where answers pass through `rewrite` first (by the
 * request's path): what a lender that sends other fields than the sandbox would show. The API's own log (shape checks,
 * missing expected fields) is kept beside the screen's.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApi } from '../../adapters/http/create-api.ts';
import { parsePageQuery } from '../../adapters/http/page-query.ts';
import { createSandbox } from '../../adapters/sandbox/create-sandbox.ts';
import { loadScreen } from '../../app/load-screen.ts';
import type { ApiPort } from '../../renderer/core/ports.ts';
import { matchRoute } from '../../renderer/core/routes.ts';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { UrlPolicyContext } from '../../renderer/react/url-policy-context.ts';
import routes from '../../screens/routes.json';
import { waitForScreenReady } from './wait-for-screen-ready.ts';

/** Changes a parsed answer body of the request at `path` (such as '/api/consumerism/fai'); return it to keep it. */
export type Rewrite = (path: string, body: Record<string, unknown>) => unknown;

/** A shown screen: its recording ports, what the API logged, the sandbox and a user to act. */
export interface ShownRewritten {
  ports: RecordingPorts;
  apiLogs: { message: string; pointer: string }[];
  sandbox: ReturnType<typeof createSandbox>;
  user: ReturnType<typeof userEvent.setup>;
}

/** Options of showRewritten. */
export interface RewriteOptions {
  /** Values saved on the device before the screen opens (what an earlier screen saved). */
  saved?: Record<string, unknown>;
  /** Stands between the screen and the API (a call that fails before it is sent, say); the API as it is by default. */
  api?: (api: ApiPort) => ApiPort;
}

/** Shows a route's real screen against the sandbox lender (in `scenario`), its answers passed through `rewrite`. */
export async function showRewritten(
  route: string,
  query: Record<string, string>,
  scenario: string,
  rewrite: Rewrite,
  options: RewriteOptions = {},
): Promise<ShownRewritten> {
  const sandbox = createSandbox({ baseURL: '/api' });
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const headers = new Headers(request.headers);
    headers.set('x-sandbox-scenario', scenario);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const answer = await sandbox.fetch(
      new Request(request.url.replace('http://app.test', 'http://sandbox.local'), { method: request.method, headers, body }),
    );
    const text = await answer.text();
    let out = text;
    try {
      out = JSON.stringify(rewrite(new URL(request.url).pathname, JSON.parse(text) as Record<string, unknown>));
    } catch {
      // Not JSON (a picture, a page): passed on as it is.
    }
    return new Response(out, { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' } });
  };
  const apiLogs: ShownRewritten['apiLogs'] = [];
  const api = createApi({
    baseURL: 'http://app.test/api',
    fetch: fetcher,
    logger: { error: (message, pointer) => void apiLogs.push({ message, pointer }) },
  });
  const ports = createRecordingPorts({ api: options.api ? options.api(api) : api, hosts: ['app.test'] });
  for (const [key, value] of Object.entries(options.saved ?? {})) ports.storage.set(key, value, 'device');
  const [pathname, hash] = route.startsWith('#') ? ['/', route] : [route, ''];
  const match = matchRoute(routes, { pathname, search: `?${new URLSearchParams(query).toString()}`, hash });
  if (!match) throw new Error(`no route ${route}`);
  const loaded = await loadScreen(match.screen, ports.logger);
  if (!loaded.ok) throw new Error(`screen ${match.screen} is not valid`);
  render(
    <UrlPolicyContext.Provider value={{ hosts: ['app.test'], imageHosts: ['app.test'] }}>
      <ScreenView document={loaded.document} input={{ query: parsePageQuery(match.search), session: {} }} ports={ports} />
      <ToastHost store={ports.feedbackStore} />
    </UrlPolicyContext.Provider>,
  );
  await waitForScreenReady({ allowFailed: true });
  return { ports, apiLogs, sandbox, user: userEvent.setup() };
}

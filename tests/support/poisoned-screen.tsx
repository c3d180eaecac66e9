/**
 * Shows a route's real screen with the sandbox lender behind it, where chosen fields of every answer are replaced by
 * hostile values (a javascript: address, markup): what a compromised or buggy lender could send.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApi } from '../../adapters/http/create-api.ts';
import { parsePageQuery } from '../../adapters/http/page-query.ts';
import { createSandbox } from '../../adapters/sandbox/create-sandbox.ts';
import { loadScreen } from '../../app/load-screen.ts';
import { matchRoute } from '../../renderer/core/routes.ts';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import routes from '../../screens/routes.json';
import { waitForScreenReady } from './wait-for-screen-ready.ts';

/** Replaces every string value of the given keys (any depth) in a JSON text; counts the replacements. */
function poison(text: string, values: Readonly<Record<string, string>>, count: { n: number }): string {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => {
        const bad = values[k];
        if (bad !== undefined && typeof v === 'string') {
          count.n++;
          return [k, bad];
        }
        return [k, walk(v)];
      }),
    );
  };
  try {
    return JSON.stringify(walk(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** A shown screen: its recording ports, how many answer fields were replaced, and a user to act. */
export interface Shown {
  ports: RecordingPorts;
  replaced: { n: number };
  user: ReturnType<typeof userEvent.setup>;
}

/** Shows a route's real screen against the sandbox lender (in `scenario`), with `values` replacing answer fields. */
export async function showPoisoned(
  route: string,
  query: Record<string, string>,
  scenario: string,
  values: Readonly<Record<string, string>>,
): Promise<Shown> {
  const sandbox = createSandbox({ baseURL: '/api' });
  const replaced = { n: 0 };
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const headers = new Headers(request.headers);
    headers.set('x-sandbox-scenario', scenario);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const answer = await sandbox.fetch(
      new Request(request.url.replace('http://app.test', 'http://sandbox.local'), { method: request.method, headers, body }),
    );
    const text = poison(await answer.text(), values, replaced);
    return new Response(text, { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' } });
  };
  const ports = createRecordingPorts({ api: createApi({ baseURL: 'http://app.test/api', fetch: fetcher }) });
  const [pathname, hash] = route.startsWith('#') ? ['/', route] : [route, ''];
  const search = `?${new URLSearchParams(query).toString()}`;
  const match = matchRoute(routes, { pathname, search, hash });
  if (!match) throw new Error(`no route ${route}`);
  const loaded = await loadScreen(match.screen, ports.logger);
  if (!loaded.ok) throw new Error(`screen ${match.screen} is not valid`);
  render(
    <>
      <ScreenView document={loaded.document} input={{ query: parsePageQuery(match.search), session: {} }} ports={ports} />
      <ToastHost store={ports.feedbackStore} />
    </>,
  );
  await waitForScreenReady({ allowFailed: true });
  return { ports, replaced, user: userEvent.setup() };
}

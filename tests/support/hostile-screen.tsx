/**
 * Draws a hostile screen document (issue 17: what an attacker or a careless editor could publish) through the real
 * renderer, with the real http adapter in front of the sandbox lender, and records every request the lender got.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApi } from '../../adapters/http/create-api.ts';
import { createSandbox } from '../../adapters/sandbox/create-sandbox.ts';
import type { UrlPolicy } from '../../renderer/core/url-policy.ts';
import { createRecordingPorts, type RecordingPorts } from '../../renderer/preview/recording-ports.ts';
import { ScreenView } from '../../renderer/react/screen-view.tsx';
import { ToastHost } from '../../renderer/react/toast-host.tsx';
import { UrlPolicyContext } from '../../renderer/react/url-policy-context.ts';
import type { ScreenDocument } from '../../schemas/generated/types.ts';

/** The borrower's session of these tests: values that must never leave for an outside host. */
export const session = { userId: 'U5512', sessionId: 'S3cr3tSess10n', mobilePhone: '09171234567', deviceId: 'D77' };

/** A request the lender received: its path (after /api/) and the full address. */
export interface LenderRequest {
  path: string;
  url: string;
}

/** What showHostile returns. */
export interface HostileScreen {
  ports: RecordingPorts;
  requests: LenderRequest[];
  user: ReturnType<typeof userEvent.setup>;
  /** The lender requests whose path is one of these (the catalog writes some with a leading slash). */
  to(...paths: string[]): LenderRequest[];
}

/** Options of showHostile. */
export interface HostileOptions {
  query?: Record<string, string>;
  urlPolicy?: UrlPolicy;
  hosts?: string[];
  user?: Parameters<typeof userEvent.setup>[0];
}

/** A screen document of the current schema version around a body and the given parts. */
export function hostileDocument(parts: Partial<ScreenDocument> & Pick<ScreenDocument, 'body'>): ScreenDocument {
  return { schemaVersion: 2, id: 'hostile', title: 'Hostile', ...parts } as ScreenDocument;
}

/** Shows the document as a published screen would be drawn, the session in the page query. */
export function showHostile(doc: ScreenDocument, options: HostileOptions = {}): HostileScreen {
  const sandbox = createSandbox({ baseURL: '/api' });
  const requests: LenderRequest[] = [];
  const fetcher: typeof fetch = async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    requests.push({ path: new URL(request.url).pathname.replace(/^\/api\/(published\/)?/, ''), url: request.url });
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return sandbox.fetch(
      new Request(request.url.replace('http://app.test', 'http://sandbox.local'), { method: request.method, headers: request.headers, body }),
    );
  };
  const ports = createRecordingPorts({ api: createApi({ baseURL: 'http://app.test/api', fetch: fetcher }), hosts: options.hosts ?? [] });
  const query = { ...session, ...options.query };
  const view = (
    <>
      <ScreenView document={doc} input={{ query, session }} ports={ports} />
      <ToastHost store={ports.feedbackStore} />
    </>
  );
  render(options.urlPolicy ? <UrlPolicyContext.Provider value={options.urlPolicy}>{view}</UrlPolicyContext.Provider> : view);
  const strip = (path: string) => path.replace(/^\//, '');
  return {
    ports,
    requests,
    user: userEvent.setup(options.user),
    to: (...paths) => requests.filter((r) => paths.map(strip).includes(r.path)),
  };
}

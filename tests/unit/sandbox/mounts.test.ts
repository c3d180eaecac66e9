// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setupServer } from 'msw/node';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { sandboxHandlers } from '../../../adapters/sandbox/msw-handlers.ts';
import { sandboxMiddleware } from '../../../adapters/sandbox/node-middleware.ts';

describe('sandboxMiddleware', () => {
  let server: Server | undefined;
  afterAll(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

  it('answers under /api and passes other paths on', async () => {
    const mw = sandboxMiddleware(createSandbox());
    server = createServer((req, res) =>
      mw(req, res, () => {
        res.statusCode = 200;
        res.end('app shell');
      }),
    );
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', () => r()));
    const { port } = server.address() as AddressInfo;
    // A raw request: this checks the mount, not the http adapter (its lazy shape-check chunk is tested elsewhere).
    const answer = await (
      await fetch(`http://127.0.0.1:${port}/api/v3/personal-center/contact-kf-info`, { method: 'POST', body: new URLSearchParams({ overall: '30' }) })
    ).json();
    expect(answer).toMatchObject({ data: { email: 'support@hatid.ph', smWa: '09175550142' } });
    expect(await (await fetch(`http://127.0.0.1:${port}/complaintList`)).text()).toBe('app shell');
    expect(await (await fetch(`http://127.0.0.1:${port}/apiary`)).text()).toBe('app shell');
  });
});

describe('sandboxHandlers (msw)', () => {
  it('answers requests under the base URL from the sandbox', async () => {
    const sandbox = createSandbox({ baseURL: 'http://lender.test/api' });
    const msw = setupServer(...sandboxHandlers(sandbox, 'http://lender.test/api'));
    msw.listen({ onUnhandledRequest: 'error' });
    try {
      // The mount is under test, not the timeout: its signal is left out (test files share a worker, and a signal of
      // another realm, jsdom's, makes Node's Request throw).
      const api = createApi({ baseURL: 'http://lender.test/api', fetch: (input, init) => fetch(input, { ...init, signal: undefined }) });
      const res = await api.call('complaint.list', {}, { query: { building: 'b1' } });
      expect(res.ok && (res.data as { title: string }[]).map((t) => t.title)).toEqual(['Pending', 'Completed']);
      expect(sandbox.requests.at(-1)?.headers.building).toBe('b1');
    } finally {
      msw.close();
    }
  });
});

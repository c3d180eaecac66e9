// @vitest-environment node
/**
 * The sandbox lender against the same recorded exchanges as the client (client-contract.test.ts): it takes each
 * recorded request as the wire carries it, and answers in the recorded answer's envelope (its fields and the type of
 * its code). With its own routing table and codec (adapters/sandbox/lender-routes.ts, legacy-names.ts), a sandbox that
 * drifts from the spec fails here, not silently along with the client.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../adapters/sandbox/index.ts';
import type { Exchange } from './recorded/exchange.ts';
import { recordedExchanges } from './recorded/index.ts';

const base = 'http://sandbox.test/api';

/** The recorded request as the wire carries it. */
function wireRequest({ request }: Exchange): Request {
  const url = new URL(base + request.path);
  if (request.encoding === 'query') {
    for (const [k, v] of Object.entries(request.fields)) url.searchParams.set(k, v);
    return new Request(url, { method: request.method });
  }
  if (request.encoding === 'json') {
    return new Request(url, { method: request.method, body: JSON.stringify(request.fields), headers: { 'Content-Type': 'application/json' } });
  }
  return new Request(url, { method: request.method, body: new URLSearchParams(request.fields) });
}

const succeeded = (body: Record<string, unknown>): boolean =>
  'success' in body ? body.success === true : ['0', '00'].includes(String(body.code ?? body.rc));

describe.each(recordedExchanges.map((e) => [`${e.endpoint}: ${e.title}`, e] as const))('%s', (_, exchange) => {
  it('is answered by the sandbox in the recorded envelope', async () => {
    const sandbox = createSandbox({ baseURL: base, today: '2025-06-07' });
    const res = await sandbox.fetch(wireRequest(exchange));
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    const recorded = exchange.answer;
    const codeOf = (b: Record<string, unknown>) => b.code ?? b.rc;
    expect(typeof codeOf(body), 'the type of the result code').toBe(typeof codeOf(recorded));
    if (succeeded(body) === succeeded(recorded)) expect(Object.keys(body).sort()).toEqual(Object.keys(recorded).sort());
    else
      expect(
        Object.keys(body)
          .filter((k) => !['data', 'tabs', 'ah', 'attach'].includes(k))
          .sort(),
      ).toEqual(
        Object.keys(recorded)
          .filter((k) => !['data', 'tabs', 'ah', 'attach'].includes(k))
          .sort(),
      );
  });
});

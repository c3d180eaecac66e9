/**
 * The lender a fixture replays against, for both drivers: its canned answers by endpoint name, and a fresh sandbox
 * lender (its scenario, its dates around seedPresent) for everything else. It knows which requests are still waiting
 * for an answer, which is half of "the screen has settled".
 */
import type { FixtureAnswer, QaFixture } from '../../schemas/generated/entities.ts';
import { endpoints, type EndpointSpec } from '../../adapters/http/endpoints.ts';
import { createSandbox } from '../../adapters/sandbox/create-sandbox.ts';
import { legacyFieldsFromWire } from '../../adapters/sandbox/legacy-names.ts';
import { describePayload, readPayload } from '../../adapters/sandbox/read-payload.ts';
import { seedPresent } from '../../adapters/sandbox/sandbox-today.ts';
import type { RecordedRequest } from './fixture-record.ts';

const catalog: Readonly<Record<string, EndpointSpec>> = endpoints;

/** The endpoint name of a lender address (`/api/…`, published paths too), if the catalog has it. */
export function endpointFor(url: URL): string | undefined {
  const path = url.pathname.replace(/^\/api/, '').replace(/^\/published/, '');
  return Object.keys(catalog).find((name) => `/${catalog[name]?.path.replace(/^\//, '')}` === path);
}

/** A fixture's lender. */
export interface FixtureLender {
  /** Answers one request to `<any origin>/api/…`; an answer planned as a timeout never comes. */
  fetch(request: Request): Promise<Response>;
  /** The requests sent and not answered yet, by endpoint name or path, except those left unanswered on purpose. */
  waiting(): string[];
  /** How many requests the fixture leaves unanswered on purpose (`{ "network": "timeout" }`). */
  unanswered(): number;
  /**
   * The requests left unanswered on purpose, with the fields they carried on the wire (legacy names put back, plus what
   * the catalog adds): the browser's preview reports a call only once it has an answer.
   */
  held(): RecordedRequest[];
}

/**
 * Creates the lender of one replay (a fresh sandbox each time: one fixture's payments never leak into the next); `now`
 * is its clock (the test's, faked in jsdom).
 */
export function createFixtureLender(fixture: QaFixture, now: () => number = () => Date.now()): FixtureLender {
  const sandbox = createSandbox({ baseURL: '/api', today: seedPresent, now });
  const served = new Map<string, number>();
  const waiting = new Map<number, string>();
  let next = 0;
  let unanswered = 0;
  const held: RecordedRequest[] = [];

  async function answer(request: Request, id: number): Promise<Response> {
    const url = new URL(request.url);
    const name = endpointFor(url);
    const planned = name ? fixture.answers?.[name] : undefined;
    if (name && planned) {
      const list: FixtureAnswer[] = Array.isArray(planned) ? planned : [planned];
      const n = served.get(name) ?? 0;
      served.set(name, n + 1);
      const canned = list[Math.min(n, list.length - 1)] ?? {};
      if (canned.network === 'error') throw new TypeError('Failed to fetch');
      if (canned.network === 'timeout') {
        unanswered += 1;
        waiting.delete(id);
        const wire = describePayload(await readPayload(request.clone()).catch(() => ({})));
        held.push({ endpoint: name, payload: catalog[name]?.aliases === 'legacy' ? legacyFieldsFromWire(wire) : wire });
        return new Promise<Response>(() => undefined);
      }
      const body = typeof canned.body === 'string' ? canned.body : JSON.stringify(canned.body ?? null);
      return new Response(body, { status: canned.status ?? 200, headers: { 'content-type': 'application/json' } });
    }
    const headers = new Headers(request.headers);
    headers.set('x-sandbox-scenario', fixture.scenario ?? 'default');
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    return sandbox.fetch(new Request(`http://sandbox.local${url.pathname}${url.search}`, { method: request.method, headers, body }));
  }

  return {
    async fetch(request) {
      const id = next++;
      waiting.set(id, endpointFor(new URL(request.url)) ?? new URL(request.url).pathname);
      try {
        return await answer(request, id);
      } finally {
        waiting.delete(id);
      }
    },
    waiting: () => [...waiting.values()],
    unanswered: () => unanswered,
    held: () => [...held],
  };
}

// @vitest-environment node
/**
 * A server-drawn page's first calls (app/first-call.ts sends them before the app has arrived) are answered to the app's
 * lender clients without axios (adapters/http/clients.ts), so that axios loads after the data's drawing. Whatever comes
 * back — the lender's answer, a late one, one missing any of its fields, a wrong-shaped one, an HTML error page, an
 * empty body, a refusal, no answer at all, none in time — the screen's call comes to exactly what it comes to through
 * axios: the same result, the same lines logged, the same field reports. What a borrower sees about a payment is what
 * the lender confirmed, either way.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstRequests, sendRequests, takeFirstAnswer } from '../../../app/first-call.ts';
import { firstCalls } from '../../../app/ssr/first-calls.ts';
import { createApi } from '../../../adapters/http/create-api.ts';
import { parsePageQuery } from '../../../adapters/http/page-query.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import type { CallResult, FieldReport } from '../../../renderer/core/ports.ts';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';

const origin = 'http://phone.test';
const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567&building=b-7&gather=g-1&swift=s-3&eyes=e-9';

/** The three data routes of issue 31: the screen, its first call and the payload the screen sends for the page's query. */
const routes = [
  {
    screen: 'loan-details',
    endpoint: 'loanDetails.detail',
    search: `?productId=7&orderId=5000174&${session}`,
    payload: { productId: '7', orderId: '5000174' },
  },
  {
    screen: 'repayment-by-period',
    endpoint: 'repayment.instalment',
    search: `?productId=7&orderId=5000174&${session}`,
    payload: { productId: '7', orderId: '5000174' },
  },
  { screen: 'complain-page', endpoint: 'complaint.init', search: `?orderId=2298813&${session}`, payload: { orderId: '2298813' } },
  { screen: 'complain-page', endpoint: 'complaint.init', search: `?${session}`, payload: { orderId: undefined } },
] as const;

const screen = (id: string) => JSON.parse(readFileSync(new URL(`../../../screens/${id}.json`, import.meta.url), 'utf8')) as ScreenDocument;

/** What the lender does with one request. */
type Lender = (req: Request) => Promise<Response>;

/** The sandbox lender's answer to a request, as a text, for building odd variants of it. */
async function sandboxText(req: Request): Promise<string> {
  return (await createSandbox({ baseURL: `${origin}/api`, scenario: 'default' }).fetch(req)).text();
}

/** A sandbox answer with one field of its payload taken away. */
const without = (field: string, path: 'data' | 'top') => async (req: Request) => {
  const answer = JSON.parse(await sandboxText(req)) as Record<string, unknown>;
  const holder = path === 'data' && answer.data && typeof answer.data === 'object' ? (answer.data as Record<string, unknown>) : answer;
  delete holder[field];
  return Response.json(answer);
};

/** The fields of the sandbox's answer to the route's call (top level and under data). */
async function answerFields(req: Request): Promise<{ data: string[]; top: string[] }> {
  const answer = JSON.parse(await sandboxText(req)) as Record<string, unknown>;
  const data = answer.data && typeof answer.data === 'object' && !Array.isArray(answer.data) ? Object.keys(answer.data) : [];
  return { data, top: Object.keys(answer) };
}

const never = () => new Promise<Response>(() => {});

/** Every kind of answer the test puts through both ways. */
function lenders(fields: { data: string[]; top: string[] }): [string, Lender, number?][] {
  const sandbox =
    (scenario: string): Lender =>
    (req) =>
      createSandbox({ baseURL: `${origin}/api`, scenario }).fetch(req);
  return [
    ['the lender answers', sandbox('default')],
    ['the lender answers late', async (req) => (await new Promise((r) => setTimeout(r, 30)), sandbox('default')(req))],
    ['the lender fails (server-error scenario)', sandbox('server-error')],
    ['an empty list of orders', sandbox('empty')],
    ...fields.data.map((f): [string, Lender] => [`the answer lacks data.${f}`, without(f, 'data')]),
    ...fields.top.map((f): [string, Lender] => [`the answer lacks ${f}`, without(f, 'top')]),
    [
      'an HTML 502 page',
      async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    ],
    ['an HTTP 500 with a JSON failure', async () => Response.json({ code: 500, message: 'Busy, try later' }, { status: 500 })],
    ['an empty body', async () => new Response('', { status: 200 })],
    ['JSON behind a byte order mark', async (req) => new Response(`\uFEFF${await sandboxText(req)}`)],
    ['a text, not JSON', async () => new Response('"just text"')],
    ['null', async () => new Response('null')],
    ['a refusal with a code as text', async () => Response.json({ code: '0', msg: 'No.', message: 'No.' })],
    ['the data as a list', async () => Response.json({ code: 0, data: [1, 2] })],
    ['no connection', () => Promise.reject(new TypeError('fetch failed'))],
    [
      'the body breaks off',
      async () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.error(new TypeError('network error'));
            },
          }),
        ),
    ],
    ['no answer in time', never, 60],
  ];
}

/** What one call came to, with everything it logged and reported. */
interface Outcome {
  result: CallResult;
  logged: string[];
  reports: FieldReport[];
}

/**
 * The route's call on a fresh API: `through: 'axios'` sends it (the page had no first calls), `'first'` has the page's
 * first-call module send what the server's block says for this address, and the API takes that answer.
 */
async function callOnce(route: (typeof routes)[number], lender: Lender, through: 'axios' | 'first', timeoutMs?: number): Promise<Outcome> {
  const logged: string[] = [];
  const reports: FieldReport[] = [];
  const sentThroughAxios: string[] = [];
  const toLender: typeof fetch = (input, init) => lender(new Request(new URL(String(input), origin), init));
  const viaAxios: typeof fetch = (input, init) => (sentThroughAxios.push(String(input)), toLender(input, init));
  const api = createApi({
    baseURL: '/api',
    fetch: viaAxios,
    ...(through === 'first' ? { firstAnswer: async (method: string, url: string, body: unknown) => takeFirstAnswer(method, url, body) } : {}),
    logger: { error: (message, pointer) => logged.push(`${pointer} ${message}`) },
    report: (r) => reports.push(r),
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  if (through === 'first') {
    const requests = firstRequests(await firstCalls(screen(route.screen)), route.search, '');
    expect(requests).toHaveLength(1);
    sendRequests(requests, toLender);
  }
  const result = await api.call(route.endpoint, { ...route.payload }, { query: parsePageQuery(route.search.slice(1)) });
  // The first answer was taken (nothing left for another call), and nothing went through axios for it.
  if (through === 'first') expect(sentThroughAxios).toEqual([]);
  else expect(sentThroughAxios).toHaveLength(1);
  return { result, logged, reports };
}

describe('the first answers, taken without axios', () => {
  for (const route of routes) {
    it(`of ${route.endpoint} (${route.search.split('&')[0]}) come to what they come to through axios, answer by answer`, async () => {
      const fields = await answerFields(await firstRequest(route));
      const cases = lenders(fields);
      expect(cases.length).toBeGreaterThan(15);
      for (const [name, lender, timeoutMs] of cases) {
        const axios = await callOnce(route, lender, 'axios', timeoutMs);
        const first = await callOnce(route, lender, 'first', timeoutMs);
        expect(first, name).toEqual(axios);
      }
    });
  }

  it('are taken once: the same call again, and any other, go out through axios', async () => {
    const route = routes[0];
    const requests = firstRequests(await firstCalls(screen(route.screen)), route.search, '');
    const sandbox = createSandbox({ baseURL: `${origin}/api`, scenario: 'default' });
    const sent: string[] = [];
    const toLender: typeof fetch = (input, init) => sandbox.fetch(new Request(new URL(String(input), origin), init));
    const api = createApi({
      baseURL: '/api',
      fetch: (input, init) => (sent.push(String(input)), toLender(input, init)),
      firstAnswer: async (method, url, body) => takeFirstAnswer(method, url, body),
    });
    sendRequests(requests, toLender);
    const ctx = { query: parsePageQuery(route.search.slice(1)) };
    const first = await api.call(route.endpoint, { ...route.payload }, ctx);
    expect(first.ok).toBe(true);
    expect(sent).toEqual([]);
    expect(await api.call(route.endpoint, { ...route.payload }, ctx)).toEqual(first);
    expect(sent).toHaveLength(1);
    // A call with another payload is not the page's first call.
    await api.call(route.endpoint, { ...route.payload, orderId: '5000175' }, ctx);
    expect(sent).toHaveLength(2);
  });
});

/** The route's first request as the lender receives it. */
async function firstRequest(route: (typeof routes)[number]): Promise<Request> {
  const [request] = firstRequests(await firstCalls(screen(route.screen)), route.search, '');
  if (!request) throw new Error(`no first call for ${route.search}`);
  const { method, url, headers, form, json } = request;
  return new Request(new URL(url, origin), { method, headers, body: form !== undefined ? new URLSearchParams(form) : json });
}

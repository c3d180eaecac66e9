/**
 * Issue 31: a server-drawn page's first answers are handed to the screen without axios (adapters/http/clients.ts). The
 * three routes whose largest paint is the lender's data — order details, instalment repayment, complaint entry — drawn
 * to the end (loads, onLoad, waits) against the same lender answer, once with the page's first calls sent by the
 * first-call module (app/first-call.ts) and taken by the app, once sent by the app through axios as a page without
 * them does: the borrower sees the very same page, whether the answer is the lender's, late, a refusal, missing a
 * field, wrong-shaped, an error page, or none at all. Payments included: a page shows only what the lender confirmed.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../../adapters/http/create-api.ts';
import { parsePageQuery, sessionParamNames } from '../../../adapters/http/page-query.ts';
import { createSandbox } from '../../../adapters/sandbox/create-sandbox.ts';
import { seedPresent } from '../../../adapters/sandbox/sandbox-today.ts';
import { firstRequests, sendRequests, takeFirstAnswer } from '../../../app/first-call.ts';
import { firstCalls } from '../../../app/ssr/first-calls.ts';
import type { ApiPort } from '../../../renderer/core/ports.ts';
import type { ScreenController } from '../../../renderer/core/screen-controller.ts';
import { withScreenRef } from '../../../renderer/preview/inspection.tsx';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { preloadWidgets } from '../../../renderer/react/registry.ts';
import { ScreenView } from '../../../renderer/react/screen-view.tsx';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import { timeouts } from '../../setup/timeouts.ts';
import { loadValidScreens } from '../../support/valid-screens.ts';

const origin = 'http://phone.test';
const session = 'userId=5512&deviceId=dev-1&appName=hatid&mobilePhone=09171234567';
const pages = [
  { screen: 'loan-details', search: `?productId=7&orderId=5000174&${session}` },
  { screen: 'repayment-by-period', search: `?productId=7&orderId=5000174&${session}` },
  { screen: 'complain-page', search: `?orderId=2298813&${session}` },
] as const;

type Lender = (req: Request) => Promise<Response>;
const sandbox =
  (scenario: string): Lender =>
  (req) =>
    createSandbox({ baseURL: `${origin}/api`, scenario }).fetch(req);
/** The first call's answer changed by `change` (the page's other calls answered as the sandbox does). */
const changed =
  (first: string, change: (answer: Record<string, unknown>) => unknown): Lender =>
  async (req) => {
    const answer = await sandbox('default')(req);
    if (!req.url.includes(first)) return answer;
    return Response.json(change((await answer.json()) as Record<string, unknown>));
  };
const dataWithout = (field: string) => (answer: Record<string, unknown>) => {
  const data = { ...(answer.data as Record<string, unknown>) };
  delete data[field];
  return { ...answer, data };
};

/** The lender's answers each page is drawn against. */
function lenders(firstPath: string, fields: string[]): [string, Lender][] {
  const onlyFirst =
    (answer: () => Promise<Response>): Lender =>
    (req) =>
      req.url.includes(firstPath) ? answer() : sandbox('default')(req);
  return [
    ['the lender answers', sandbox('default')],
    ['the lender answers late', async (req) => (await new Promise((r) => setTimeout(r, 1500)), sandbox('default')(req))],
    ['every call fails (server-error)', sandbox('server-error')],
    ['the borrower has no orders (empty)', sandbox('empty')],
    ...fields.map((f): [string, Lender] => [`the answer lacks data.${f}`, changed(firstPath, dataWithout(f))]),
    ['the data is a list', changed(firstPath, (a) => ({ ...a, data: [1] }))],
    ['an HTML 502 page', onlyFirst(async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }))],
    ['an empty body', onlyFirst(async () => new Response(''))],
    ['no connection', onlyFirst(() => Promise.reject(new TypeError('fetch failed')))],
  ];
}

const screens = new Map<string, ScreenDocument>();

/** What the borrower sees of a page drawn to the end against the lender, its first call answered `through` one way. */
async function drawn(page: (typeof pages)[number], lender: Lender, through: 'axios' | 'first'): Promise<string> {
  const toLender: typeof fetch = (input, init) => lender(new Request(new URL(String(input), origin), init));
  const sentThroughAxios: string[] = [];
  const api = createApi({
    baseURL: '/api',
    fetch: (input, init) => (sentThroughAxios.push(String(input)), toLender(input, init)),
    ...(through === 'first' ? { firstAnswer: async (method: string, url: string, body: unknown) => takeFirstAnswer(method, url, body) } : {}),
    timeoutMs: 60_000,
    logger: { error: () => undefined },
  });
  const doc = screens.get(page.screen)!;
  const requests = firstRequests(await firstCalls(doc), page.search, '');
  if (through === 'first') sendRequests(requests, toLender);
  const query = parsePageQuery(page.search.slice(1));
  const sessionValues = Object.fromEntries(sessionParamNames.flatMap((n) => (query[n] !== undefined ? [[n, query[n]]] : [])));
  const controller: { current: ScreenController | null } = { current: null };
  // The calls on their way: the page is drawn to the end once none is (a lazy chunk loads in real time, not on the fake clock).
  let pending = 0;
  const counted: ApiPort = {
    has: (name) => api.has(name),
    tapRule: (name) => api.tapRule(name),
    call: (...args) => (pending++, api.call(...args).finally(() => pending--)),
  };
  const ports = withScreenRef(createRecordingPorts({ api: counted }), controller);
  const { container, unmount } = render(<ScreenView document={doc} input={{ query, session: sessionValues }} ports={ports} />);
  const phase = () => controller.current?.store.getSnapshot().status.phase;
  // 8 s of the fake clock from the end of the loads (onLoad, its waits and calls), and no call on its way.
  let settledAt: number | undefined;
  for (let t = 0; t < 300_000 && (settledAt === undefined || t < settledAt + 8_000 || pending > 0); t += 100) {
    await act(() => vi.advanceTimersByTimeAsync(100));
    if (settledAt === undefined && phase() !== 'loading' && pending === 0) settledAt = t;
  }
  // React's ids count across roots: the same page drawn twice numbers them differently.
  const html = container.innerHTML.replace(/_r_[0-9a-z]+_/g, '_r_id_');
  unmount();
  // The page's first call was taken from the first-call module's answer, never sent again through axios.
  const firstUrls = new Set(requests.map((r) => r.url));
  if (through === 'first') expect(sentThroughAxios.filter((u) => firstUrls.has(u))).toEqual([]);
  else expect(sentThroughAxios.filter((u) => firstUrls.has(u)).length).toBeGreaterThan(0);
  return html;
}

describe('a server-drawn page with its first answers taken without axios', () => {
  beforeAll(async () => {
    await preloadWidgets();
    await loadValidScreens(
      pages.map((p) => p.screen),
      screens,
    );
  }, timeouts.unitHook);

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it.each(pages)(
    '$screen looks the same as through axios, answer by answer',
    async (page) => {
      const doc = screens.get(page.screen)!;
      const [request] = firstRequests(await firstCalls(doc), page.search, '');
      if (!request) throw new Error(`no first call for ${page.screen}`);
      const firstPath = request.url.split('?')[0] ?? '';
      const probe = await sandbox('default')(
        new Request(new URL(request.url, origin), {
          method: request.method,
          headers: request.headers,
          body: request.form !== undefined ? new URLSearchParams(request.form) : request.json,
        }),
      );
      const fields = Object.keys(((await probe.json()) as { data?: Record<string, unknown> }).data ?? {});
      expect(fields.length).toBeGreaterThan(0);
      // Once each way first, unjudged: the lazy chunks (axios, the answer checks, the widgets) are in for the pages compared,
      // whose fake clock would otherwise run ahead of a module still loading.
      vi.useFakeTimers();
      try {
        for (const way of ['axios', 'first'] as const) await drawn(page, sandbox('default'), way);
      } finally {
        cleanup();
        vi.useRealTimers();
      }
      const seen = new Set<string>();
      for (const [name, lender] of lenders(firstPath, fields)) {
        vi.useFakeTimers();
        vi.setSystemTime(new Date(`${seedPresent}T10:00:00+08:00`));
        try {
          const axios = await drawn(page, lender, 'axios');
          const first = await drawn(page, lender, 'first');
          expect(first, `${page.screen}: ${name}`).toBe(axios);
          seen.add(axios);
        } finally {
          cleanup();
          vi.useRealTimers();
        }
      }
      // The answers drew different pages (the lender's data, a refusal, a failure), not one page for all.
      expect(seen.size).toBeGreaterThan(2);
    },
    4 * timeouts.unitTest,
  );
});

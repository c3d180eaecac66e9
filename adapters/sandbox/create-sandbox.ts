/**
 * The sandbox lender: a stateful fake of the lender API on Web Request/Response (Hono), used by the
 * dev server, Playwright, Storybook and vitest. Development and QA only.
 */
import { Hono, type Context } from 'hono';
import { sandboxAssets } from './assets.ts';
import { checkoutHeadersFor, checkoutPage, orderPagePath, payCodePattern, qrImageHeaders, qrSvg, returnOriginOf } from './checkout-pages.ts';
import { agreementAt, contractPage, contractPageHeaders } from './contract-pages.ts';
import { answerBody, failureAnswer } from './envelope.ts';
import { legacyFieldsFromWire } from './legacy-names.ts';
import { lenderCalls, lenderRoutes, publishedPath, type LenderCall, type LenderRoute } from './lender-routes.ts';
import { downloadPage, downloadPageHeaders } from './promotion-pages.ts';
import { lenderHandlers } from './lender-handlers.ts';
import type { HandlerResult, Payload } from './handler-kit.ts';
import { describePayload, readPayload } from './read-payload.ts';
import { manilaDate } from './loan-confirm.ts';
import { cancelPayment, completePayment, findPayment } from './repayment.ts';
import { placeAround } from './sandbox-today.ts';
import { findScenario, scenarioList, type SandboxState, type Scenario } from './scenarios.ts';

/** The request header that picks a scenario for one request. */
export const scenarioHeader = 'x-sandbox-scenario';

/** The request header of a call that must not take effect twice; a repeated key gets the first answer again. */
export const idempotencyKeyHeader = 'idempotency-key';

/** The answer header that marks a replayed answer (a repeated Idempotency-Key). */
export const replayedHeader = 'idempotent-replayed';

/** A request the sandbox received (for tests and QA). */
export interface SandboxRequest {
  endpoint: string;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  scenario: string;
}

/** How many received requests the sandbox remembers (a dev server runs for hours). */
const maxLoggedRequests = 500;

/** Options of createSandbox. */
export interface SandboxOptions {
  /** The scenario in force at start; 'default' by default. */
  scenario?: string;
  /** Where the API is mounted, such as '/api' (default) or 'http://sandbox.test/api'. */
  baseURL?: string;
  /**
   * Another origin of this same server (such as 'http://localhost:4173' beside the app's 'http://127.0.0.1:4173',
   * HATID_SANDBOX_PAYMENT_ORIGIN) that stands for a payment provider's host: checkout pages are addressed there, and
   * send the borrower back to the app's origin after paying. Unset (or not an http(s) origin): this origin.
   */
  paymentOrigin?: string;
  now?: () => number;
  /**
   * The sandbox's today (YYYY-MM-DD): the seeded loan orders' dates stand around it as they stand around
   * seedPresent (sandbox-today.ts). Default: today in Manila by `now`. Tests that pin dates pass seedPresent.
   */
  today?: string;
}

/** A running sandbox. */
export interface Sandbox {
  app: Hono;
  fetch(req: Request): Promise<Response>;
  /** Forgets all data and uploads, and switches to the scenario (or keeps the current one). */
  reset(scenario?: string): void;
  /** Names of the known scenarios. */
  scenarios: string[];
  /** The path prefix the sandbox answers under, such as '/api'. */
  basePath: string;
  /** The current scenario's name. */
  current(): string;
  /** Lender requests received since the last reset, oldest first (also at GET <base>/sandbox/requests). */
  requests: SandboxRequest[];
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** The fields of a request, as one text, to tell a true retry from another request under the same key. */
function fingerprint(payload: Payload): string {
  return JSON.stringify(Object.entries(describePayload(payload)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Creates a sandbox lender. */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const baseURL = (options.baseURL ?? '/api').replace(/\/+$/, '');
  const basePath = new URL(baseURL || '/', 'http://sandbox.invalid').pathname.replace(/\/+$/, '');
  const paymentOrigin = returnOriginOf(options.paymentOrigin?.replace(/\/+$/, ''));
  const now = options.now ?? Date.now;
  const today = options.today ?? manilaDate(now());
  const states = new Map<string, SandboxState>();
  // The answers given to idempotency keys, per scenario data (they go when the data goes): endpoint + key → answer.
  const replays = new WeakMap<SandboxState, Map<string, { fields: string; result: Promise<HandlerResult> }>>();
  const uploads = new Map<string, { bytes: Uint8Array; type: string }>();
  const requests: SandboxRequest[] = [];
  let current = findScenario(options.scenario ?? 'default')?.name ?? 'default';
  let nextUpload = 1;

  const stateOf = (s: Scenario) => {
    let st = states.get(s.name);
    if (!st) states.set(s.name, (st = placeAround(s.seed(), today)));
    return st;
  };
  const image = (name: string) => (name.includes('/') ? name : `${baseURL}/sandbox/assets/${name}`);
  const storeUpload = (bytes: Uint8Array, type: string) => {
    const id = String(nextUpload++);
    uploads.set(id, { bytes, type });
    return `${baseURL}/sandbox/uploads/${id}`;
  };

  const app = basePath ? new Hono().basePath(basePath) : new Hono();

  const lender = (name: LenderCall) => async (c: Context) => {
    const route: LenderRoute = lenderRoutes[name];
    const asked = c.req.header(scenarioHeader);
    const scenario = findScenario(asked || current);
    const wire = await readPayload(c.req.raw);
    const url = new URL(c.req.url);
    if (requests.length >= maxLoggedRequests) requests.splice(0, requests.length - maxLoggedRequests + 1);
    requests.push({
      endpoint: name,
      method: c.req.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(c.req.raw.headers),
      // As received: legacy calls are logged under their wire names.
      body: describePayload(wire),
      scenario: scenario?.name ?? String(asked),
    });
    if (!scenario) return c.json(failureAnswer(route, `Unknown sandbox scenario "${asked}".`));
    const delay = scenario.endpointDelayMs?.[name] ?? scenario.delayMs;
    if (delay) await sleep(delay, c.req.raw.signal);
    if (scenario.failMessage) return c.json(failureAnswer(route, scenario.failMessage));
    const state = stateOf(scenario);
    const payload = route.envelope.kind === 'legacy' ? legacyFieldsFromWire(wire) : wire;
    const checkoutBase = paymentOrigin ? `${paymentOrigin}${basePath}` : baseURL;
    // The app's origin, for the checkout on the payment origin to come back to (none when both are the same).
    const returnOrigin = paymentOrigin && url.origin !== paymentOrigin ? url.origin : '';
    const run = async () => lenderHandlers[name]({ state, payload, image, storeUpload, baseURL, checkoutBase, returnOrigin, now });
    // The envelope, or a file a handler answers instead (the promotion captcha's picture).
    const respond = (result: HandlerResult, headers: Record<string, string> = {}) =>
      result.ok && result.file
        ? c.body(result.file.body, 200, { ...result.file.headers, ...headers })
        : c.json(answerBody(route, result), 200, headers);
    const key = c.req.header(idempotencyKeyHeader);
    if (!key) return respond(await run());
    // A repeated key on the same endpoint gets the stored answer: the handler does not run again.
    let seen = replays.get(state);
    if (!seen) replays.set(state, (seen = new Map()));
    const slot = `${name}\n${key}`;
    const fields = fingerprint(payload);
    const earlier = seen.get(slot);
    if (earlier) {
      if (earlier.fields !== fields) return c.json(failureAnswer(route, 'This request was already sent with different details.'), 422);
      return respond(await earlier.result, { [replayedHeader]: 'true' });
    }
    const result = run();
    seen.set(slot, { fields, result });
    return respond(await result);
  };

  for (const name of lenderCalls) {
    const { method, path } = lenderRoutes[name];
    app.on(method, [`/${path}`, `${publishedPath}/${path}`], lender(name));
  }

  app.get('/sandbox/scenarios', (c) =>
    c.json({ code: 0, message: 'success', data: { current, scenarios: scenarioList.map(({ name, description }) => ({ name, description })) } }),
  );
  app.get('/sandbox/requests', (c) => c.json({ code: 0, message: 'success', data: requests }));
  // Tracking calls (event.save, loanDetails.googleScore, legacy.productClick, promotion.trackVisit,
  // promotion.trackClick) recorded in the current scenario.
  app.get('/sandbox/events', (c) => {
    const scenario = findScenario(c.req.header(scenarioHeader) || current);
    if (!scenario) return c.json({ code: 1, message: 'Unknown sandbox scenario.', data: null }, 400);
    return c.json({ code: 0, message: 'success', data: stateOf(scenario).loan.events });
  });
  // The loan orders of the scenario ({ orderId, status }), for the studio preview's order picker.
  app.get('/sandbox/orders', (c) => {
    const scenario = findScenario(c.req.header(scenarioHeader) || current);
    if (!scenario) return c.json({ code: 1, message: 'Unknown sandbox scenario.', data: null }, 400);
    return c.json({ code: 0, message: 'success', data: stateOf(scenario).loan.orders.map(({ orderId, status }) => ({ orderId, status })) });
  });
  // Payments recorded in the current scenario (card, e-wallet and pay-code payments), oldest first.
  app.get('/sandbox/payments', (c) => {
    const scenario = findScenario(c.req.header(scenarioHeader) || current);
    if (!scenario) return c.json({ code: 1, message: 'Unknown sandbox scenario.', data: null }, 400);
    return c.json({ code: 0, message: 'success', data: stateOf(scenario).repayment.payments });
  });
  // Payment accounts saved in the current scenario (bank binding), one per product, oldest first, each with the exact
  // fields the lender received.
  app.get('/sandbox/bindings', (c) => {
    const scenario = findScenario(c.req.header(scenarioHeader) || current);
    if (!scenario) return c.json({ code: 1, message: 'Unknown sandbox scenario.', data: null }, 400);
    return c.json({ code: 0, message: 'success', data: stateOf(scenario).bankBinding.bindings });
  });
  // Promotion sign-up (promotion.ts): the SMS codes sent, as a tester's phone would show them ({ phone, code, at },
  // oldest first); the registered numbers ({ phone, at, fields }, the seeded 13912345678 first); the characters of a
  // sid's latest graphic code (for Playwright, which cannot read the picture).
  const promotionOf = (c: Context) => {
    const scenario = findScenario(c.req.header(scenarioHeader) || current);
    return scenario ? stateOf(scenario).promotion : undefined;
  };
  const unknownScenario = (c: Context) => c.json({ code: 1, message: 'Unknown sandbox scenario.', data: null }, 400);
  app.get('/sandbox/sms', (c) => {
    const promotion = promotionOf(c);
    return promotion ? c.json({ code: 0, message: 'success', data: promotion.sms }) : unknownScenario(c);
  });
  app.get('/sandbox/registrations', (c) => {
    const promotion = promotionOf(c);
    return promotion ? c.json({ code: 0, message: 'success', data: promotion.registrations }) : unknownScenario(c);
  });
  app.get('/sandbox/captcha/:sid', (c) => {
    const promotion = promotionOf(c);
    if (!promotion) return unknownScenario(c);
    const entry = promotion.sids.find((s) => s.sid === c.req.param('sid'));
    if (!entry) return c.json({ code: 404, message: 'This sid does not exist.' }, 404);
    return c.json({ code: 0, message: 'success', data: { ...entry } });
  });
  // Where the promotion's downloadUrl points in development: a plain page standing in for the app store.
  app.get('/sandbox/download', (c) => c.body(downloadPage(), 200, downloadPageHeaders));
  const paymentOf = (c: Context) => {
    const scenario = findScenario(c.req.header(scenarioHeader) || current);
    const state = scenario ? stateOf(scenario) : undefined;
    const payment = state ? findPayment(state, c.req.param('id') ?? '') : undefined;
    return state && payment ? { state, payment } : undefined;
  };
  // The e-wallet checkout page of a payment (repayment.huichao, or repayment.generate with GCash).
  app.get('/sandbox/checkout/:id', (c) => {
    const found = paymentOf(c);
    if (!found) return c.json({ code: 404, message: 'This payment does not exist.' }, 404);
    const { state, payment } = found;
    const order = state.loan.orders.find((o) => o.orderId === payment.orderId);
    const product = state.loan.products.find((p) => p.productId === payment.productId);
    const returnOrigin = returnOriginOf(c.req.query('return'));
    const payAction = `${baseURL}/sandbox/checkout/${payment.id}/pay${returnOrigin ? `?return=${encodeURIComponent(returnOrigin)}` : ''}`;
    return c.body(
      checkoutPage({ payment, order, product, payAction, logo: product ? image(product.logo) : '', returnOrigin }),
      200,
      checkoutHeadersFor(returnOrigin),
    );
  });
  // Pay now: the payment is done (as a confirmed card payment is), then back to the app's order page. Any pending
  // payment can be completed this way, pay-code payments too (QA: the borrower paid at the store).
  app.post('/sandbox/checkout/:id/pay', (c) => {
    const found = paymentOf(c);
    if (!found) return c.json({ code: 404, message: 'This payment does not exist.' }, 404);
    completePayment(found.state, found.payment, now());
    return c.redirect(returnOriginOf(c.req.query('return')) + orderPagePath(found.payment), 303);
  });
  // Cancel payment: the payment did not go through (failed, no money taken), then back to the app's order page. A paid
  // payment stays paid.
  app.post('/sandbox/checkout/:id/cancel', (c) => {
    const found = paymentOf(c);
    if (!found) return c.json({ code: 404, message: 'This payment does not exist.' }, 404);
    cancelPayment(found.payment);
    return c.redirect(returnOriginOf(c.req.query('return')) + orderPagePath(found.payment), 303);
  });
  // The QR image of a pay code (repayment.generate with InstaPay QR puts its address in payCodeImg).
  app.get('/sandbox/qr/:file', (c) => {
    const file = c.req.param('file');
    const code = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!payCodePattern.test(code)) return c.json({ code: 404, message: 'This image does not exist.' }, 404);
    return c.body(qrSvg(code), 200, qrImageHeaders);
  });
  app.get('/sandbox/contracts/:position', (c) => {
    const agreement = agreementAt(c.req.param('position'));
    if (!agreement) return c.json({ code: 404, message: 'This agreement does not exist.' }, 404);
    return c.body(contractPage(agreement), 200, contractPageHeaders);
  });
  app.post('/sandbox/scenario', async (c) => {
    const name = (await readPayload(c.req.raw)).name;
    const scenario = typeof name === 'string' ? findScenario(name) : undefined;
    if (!scenario) return c.json({ code: 1, message: `Unknown sandbox scenario "${String(name ?? '')}".`, data: null }, 400);
    current = scenario.name;
    states.delete(scenario.name);
    return c.json({ code: 0, message: 'success', data: { current } });
  });
  app.get('/sandbox/uploads/:id', (c) => {
    const file = uploads.get(c.req.param('id'));
    if (!file) return c.json({ code: 404, message: 'This image does not exist.' }, 404);
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': file.type,
      // Uploaded files are the borrower's; never let one run script on this origin (an SVG could).
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'X-Content-Type-Options': 'nosniff',
    });
  });
  app.get('/sandbox/assets/:file', (c) => {
    const svg = sandboxAssets[c.req.param('file')];
    if (svg === undefined) return c.json({ code: 404, message: 'This image does not exist.' }, 404);
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' });
  });
  app.notFound((c) => c.json({ code: 404, message: `The sandbox lender has no ${c.req.method} ${new URL(c.req.url).pathname}.` }, 404));
  app.onError((err, c) => c.json({ code: 500, message: `Sandbox error: ${err.message}` }, 500));

  return {
    app,
    fetch: async (req) => app.fetch(req),
    reset(scenario) {
      const next = scenario === undefined ? current : findScenario(scenario)?.name;
      if (!next) throw new Error(`Unknown sandbox scenario "${scenario}". Known: ${scenarioList.map((s) => s.name).join(', ')}`);
      current = next;
      states.clear();
      uploads.clear();
      requests.length = 0;
      nextUpload = 1;
    },
    scenarios: scenarioList.map((s) => s.name),
    basePath,
    current: () => current,
    requests,
  };
}

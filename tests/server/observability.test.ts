/**
 * Issue 32, logs, probes and metrics on the server app: one JSON log line per request (request id, route, status,
 * duration, the actor of a studio write), redacted; LOG_LEVEL; /healthz, /readyz (503 while warming, stopping or with
 * the database gone) and /metrics (hatid_ names: requests, latency, cache hits and misses, publishes, process).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../server/db/migrate.ts';
import fc from 'fast-check';
import { redactSensitive } from '../../adapters/redact-sensitive.ts';
import { createLogger, redactLogValue } from '../../server/observability/create-logger.ts';
import { createMetrics, type Metrics } from '../../server/observability/create-metrics.ts';
import { createReadiness, type Readiness } from '../../server/observability/readiness.ts';
import { retitled } from './support/staff.ts';
import { startTestServer, type Browser, type TestServer } from './support/test-server.ts';

/** A log destination that keeps each JSON line. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

let server: TestServer;
let metrics: Metrics;
let readiness: Readiness;
let admin: Browser;
const sink = logSink();

beforeAll(async () => {
  metrics = createMetrics();
  const logger = await createLogger({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', NODE_ENV: 'production' }, sink.stream);
  // The readiness needs the helper's database, made with the server: the app asks it through this stand-in.
  const probe: Readiness = { check: () => readiness.check(), markWarm: () => readiness.markWarm(), markStopping: () => readiness.markStopping() };
  server = await startTestServer({ services: { logger, metrics }, app: { observability: { logger, metrics, readiness: probe } } });
  readiness = createReadiness({ db: server.services.database.db, migrationNames: Object.keys(migrations) });
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  admin = await server.signIn('ada@hatid.test');
});
afterAll(() => server.close());

const linesFor = (reqId: string) => sink.lines.filter((l) => l.reqId === reqId);

describe('request log', () => {
  it('writes one JSON line per request with its id, route, status and duration, and sends the id back', async () => {
    const res = await server.app.request('http://hatid.test/screens/customer-service.json');
    expect(res.status).toBe(200);
    const reqId = res.headers.get('X-Request-Id') ?? '';
    expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = linesFor(reqId);
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/screens/:file{[A-Za-z0-9_-]+\\.json}', status: 200 });
    expect(line?.path).toBe('/screens/customer-service.json');
    expect(typeof line?.durationMs).toBe('number');
    expect(typeof line?.time).toBe('number');
  });

  it('keeps a request id a proxy set, and refuses one that is not a plain token', async () => {
    const kept = await server.app.request('http://hatid.test/healthz', { headers: { 'X-Request-Id': 'lb-1234.abc' } });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-1234.abc');
    const odd = await server.app.request('http://hatid.test/healthz', { headers: { 'X-Request-Id': 'a b <script>' } });
    expect(odd.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the signed-in staff member of a studio write', async () => {
    const answer = await admin.post('/screens/customer-service/settings', { reviewRequired: false });
    expect(answer.status).toBe(200);
    const line = sink.lines.findLast((l) => l.method === 'POST' && String(l.path).endsWith('/settings'));
    const staff = await server.services.database.db.selectFrom('user').select('id').where('email', '=', 'ada@hatid.test').executeTakeFirstOrThrow();
    expect(line).toMatchObject({ status: 200, route: '/studio-api/screens/:id/settings', actorId: staff.id });
  });

  it('redacts personal values in what it logs (a phone number in the path)', async () => {
    const res = await server.app.request('http://hatid.test/screens/09171234567.json');
    const [line] = linesFor(res.headers.get('X-Request-Id') ?? '');
    expect(JSON.stringify(line)).not.toContain('09171234567');
    expect(line?.path).toBe('/screens/[redacted].json');
  });

  it('skips redaction only for texts it would leave unchanged (the request line’s message and most paths)', () => {
    // Texts built from the characters the patterns look for, and runs long enough to be tokens or numbers.
    const piece = fc.oneof(
      fc.constantFrom('/', '-', '_', '=', '"', ':', '%2B', '+', ' ', '.', 'a', 'Z', 'userId', 'sid', '0', '9', '63', '4111'),
      fc.string({ unit: fc.constantFrom('a', 'b', 'F', '1', '9', '-', '_'), minLength: 20, maxLength: 30 }),
      fc.string(),
    );
    const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => redactLogValue(t) === redactSensitive(t)),
      { numRuns: 2000 },
    );
    for (const t of [
      'request',
      '/screens/loan-details.json',
      '/loanDetails',
      '/screens/09171234567.json',
      `/x/${'a1'.repeat(12)}`,
      'q?userId=abc',
      '{"token":"abcDEF"}',
    ])
      expect(redactLogValue(t), t).toBe(redactSensitive(t));
  });

  it('logs nothing below LOG_LEVEL', async () => {
    const quiet = logSink();
    const logger = await createLogger({ LOG_LEVEL: 'warn', LOG_FORMAT: 'json', NODE_ENV: 'production' }, quiet.stream);
    logger.info('not written');
    logger.warn('written');
    expect(quiet.lines.map((l) => l.msg)).toEqual(['written']);
  });
});

describe('probes', () => {
  it('/healthz answers 200 while the process serves', async () => {
    const res = await server.app.request('http://hatid.test/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 503 until the cache is warm, then 200 with every check ok', async () => {
    const cold = await server.app.request('http://hatid.test/readyz');
    expect(cold.status).toBe(503);
    expect(await cold.json()).toMatchObject({ status: 'not ready', checks: { database: 'ok', migrations: 'ok', cache: 'warming' } });
    readiness.markWarm();
    const warm = await server.app.request('http://hatid.test/readyz');
    expect(warm.status).toBe(200);
    expect(await warm.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', cache: 'ok', process: 'ok' } });
  });

  it('/readyz believes the database health (server/db/database-health.ts) while it says down, without a query', async () => {
    const state = { up: false, since: new Date(), lastError: 'connect ECONNREFUSED 127.0.0.1:5432', outages: 1, probes: 3 };
    const health = {
      isUp: () => false,
      state: () => state,
      onChange: () => () => undefined,
      suspect: () => undefined,
      check: async () => false,
      stop: () => undefined,
    };
    const down = createReadiness({ db: server.services.database.db, health, migrationNames: Object.keys(migrations) });
    down.markWarm();
    expect(await down.check()).toEqual({
      ready: false,
      checks: { database: 'not answering: connect ECONNREFUSED 127.0.0.1:5432', migrations: 'unknown', cache: 'ok', process: 'ok' },
    });
  });

  it('/readyz says which migration is missing', async () => {
    const ahead = createReadiness({ db: server.services.database.db, migrationNames: [...Object.keys(migrations), '9999-from-a-newer-build'] });
    ahead.markWarm();
    expect(await ahead.check()).toMatchObject({ ready: false, checks: { migrations: 'not run: 9999-from-a-newer-build' } });
  });
});

describe('metrics', () => {
  it('/metrics counts requests by route and status, their latency, cache hits and misses, publishes and the process', async () => {
    await server.app.request('http://hatid.test/screens/about-us.json');
    await server.app.request('http://hatid.test/screens/about-us.json');
    const store = server.services.store;
    const base = await (await server.app.request('http://hatid.test/screens/about-us.json')).text();
    const ada = await server.services.database.db
      .selectFrom('user')
      .select(['id', 'name'])
      .where('email', '=', 'ada@hatid.test')
      .executeTakeFirstOrThrow();
    await store.setReviewRequired('about-us', { ...ada, role: 'admin' }, false);
    const published = await store.publish(
      'about-us',
      { ...ada, role: 'admin' },
      { text: retitled(base, 'About'), baseVersion: 0, reason: 'metrics', target: 'production' },
    );
    expect(published.ok).toBe(true);

    const res = await server.app.request('http://hatid.test/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/plain');
    const text = await res.text();
    const value = (line: string) =>
      Number(
        text
          .split('\n')
          .find((l) => l.startsWith(`${line} `))
          ?.split(' ')[1],
      );
    expect(value('hatid_http_requests_total{method="GET",route="/screens/:file{[A-Za-z0-9_-]+\\\\.json}",status="200"}')).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^hatid_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/screens\/:file/m);
    expect(value('hatid_delivery_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(1);
    expect(value('hatid_delivery_cache_lookups_total{result="miss"}')).toBeGreaterThanOrEqual(1);
    expect(value('hatid_publishes_total')).toBe(1);
    expect(text).toContain('hatid_notify_reconnects_total 0');
    expect(text).toContain('hatid_db_up 1');
    expect(text).toMatch(/^hatid_process_cpu_user_seconds_total /m);
    // Every metric of the server carries the prefix.
    const names = text
      .split('\n')
      .filter((l) => l.startsWith('# TYPE '))
      .map((l) => l.split(' ')[2] ?? '');
    expect(names.filter((n) => !n.startsWith('hatid_'))).toEqual([]);
  });

  it('is not on the public port when METRICS_PORT is set (404, not the app page)', async () => {
    const logger = await createLogger({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', NODE_ENV: 'production' }, logSink().stream);
    const other = await startTestServer({
      app: { observability: { logger, metrics: createMetrics({ defaults: false }), metricsOnPublicPort: false } },
    });
    try {
      const res = await other.app.request('http://hatid.test/metrics');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('hatid_');
    } finally {
      await other.close();
    }
  });
});

describe('readiness while stopping and without a database', () => {
  it('/readyz is 503 once stopping, and when the database is closed', async () => {
    readiness.markStopping();
    const stopping = await server.app.request('http://hatid.test/readyz');
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toMatchObject({ checks: { process: 'stopping' } });
    await server.services.database.close();
    const gone = await server.app.request('http://hatid.test/readyz');
    expect(gone.status).toBe(503);
    expect(((await gone.json()) as { checks: { database: string } }).checks.database).toMatch(/^not answering/);
    expect((await server.app.request('http://hatid.test/healthz')).status).toBe(200);
  });
});

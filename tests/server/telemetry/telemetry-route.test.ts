/**
 * POST /telemetry (issue 30 item 1): a batch is stored and rolled up (204), refused above 64 KB (413) or when it is
 * not a batch (400, nothing stored), redacted whatever the app sent, sampled per page view by the server's setting,
 * limited per address (429), and events of screens the server does not have are dropped. Health in the studio reads it
 * for any signed-in staff member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryBatch, TelemetryEvent } from '../../../schemas/generated/telemetry.ts';
import { createMetrics, type Metrics } from '../../../server/observability/create-metrics.ts';
import { telemetryRoutes } from '../../../server/telemetry/telemetry-routes.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let metrics: Metrics;

beforeAll(async () => {
  metrics = createMetrics({ defaults: false });
  const logger = (await import('../../../server/observability/create-logger.ts')).createLogger({
    LOG_LEVEL: 'silent',
    LOG_FORMAT: 'json',
    NODE_ENV: 'test',
  });
  server = await startTestServer({ app: { trustProxy: 1, observability: { logger: await logger, metrics } } });
  await server.createStaff('vic@hatid.test', 'Vic Viewer', 'viewer');
});
afterAll(() => server.close());

let n = 0;
const viewId = () => `t${(n++).toString(36).padStart(7, '0')}`;
const at = { screen: 'customer-service', version: 0, channel: 'production' as const };

function batch(events: TelemetryEvent[]): TelemetryBatch {
  return { v: 1, app: '0.2.0', events: events as TelemetryBatch['events'] };
}

function views(count: number, screen = 'customer-service'): TelemetryEvent[] {
  return Array.from({ length: count }, () => ({ ...at, screen, view: viewId(), kind: 'view' as const, source: 'remote' as const }));
}

async function post(body: unknown, address = '203.0.113.7', app: { request: TestServer['app']['request'] } = server.app) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const res = await app.request('http://hatid.test/telemetry', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': address },
    body: text,
  });
  return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as Record<string, unknown>), headers: res.headers };
}

/** Events of a screen stored so far (written from the intake first). */
async function rawCount(screen = 'customer-service'): Promise<number> {
  await server.services.telemetryIntake.flush();
  const row = await server.services.database.db
    .selectFrom('telemetry_hourly')
    .select((eb) => eb.fn.sum<string>('count').as('n'))
    .where('screen_id', '=', screen)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

const since = new Date(Date.now() - 3_600_000);

describe('POST /telemetry', () => {
  it('stores a batch, rolls it up per version and counts it in the metrics', async () => {
    const view = viewId();
    const res = await post(
      batch([
        { ...at, view, kind: 'view', source: 'remote' },
        { ...at, view, kind: 'fallback', pointer: '/body/2', reason: 'the node could not be drawn', first: true },
        { ...at, view, kind: 'vital', name: 'LCP', value: 1234 },
        { ...at, view, kind: 'action', outcome: 'done', endpoint: 'event.save' },
      ]),
    );
    expect(res.status).toBe(204);
    await server.services.telemetryIntake.flush();
    const health = await server.services.telemetry.versionHealth('customer-service', 0, since);
    expect(health).toMatchObject({ views: 1, errors: 1, errorViews: 1, actions: [{ endpoint: 'event.save', done: 1 }] });
    const scrape = await metrics.registry.metrics();
    expect(scrape).toMatch(/hatid_telemetry_batches_total\{outcome="stored"\} 1/);
    expect(scrape).toMatch(/hatid_telemetry_events_total\{kind="view",result="stored"\} 1/);
  });

  it('answers 413 above 64 KB and stores nothing; a batch just under it is taken', async () => {
    const before = await rawCount();
    const long = (i: number) => ({
      ...at,
      view: viewId(),
      kind: 'fallback' as const,
      pointer: `/body/${i}/${'x'.repeat(150)}`,
      reason: 'r'.repeat(200),
    });
    const big = batch(Array.from({ length: 140 }, (_, i) => long(i)));
    expect(JSON.stringify(big).length).toBeGreaterThan(64 * 1024);
    const refused = await post(big);
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({ code: 'too-large' });
    expect(await rawCount()).toBe(before);
    const fits = batch(Array.from({ length: 130 }, (_, i) => long(i)));
    expect(JSON.stringify(fits).length).toBeLessThan(64 * 1024);
    expect((await post(fits)).status).toBe(204);
    expect(await rawCount()).toBe(before + 130);
  });

  it('keeps the events that follow the schema when others in the batch do not (an app newer than this server), and counts those dropped', async () => {
    const view = viewId();
    const res = await post(
      batch([
        { ...at, view, kind: 'view', source: 'remote' },
        // An outcome a later app may send that this server does not know, and a kind it has never heard of.
        { ...at, view, kind: 'action', outcome: 'teleported', endpoint: 'event.save' } as unknown as TelemetryEvent,
        { ...at, view, kind: 'crash' } as unknown as TelemetryEvent,
        { ...at, view, kind: 'action', outcome: 'done', endpoint: 'event.save' },
      ]),
    );
    expect(res.status).toBe(204);
    await server.services.telemetryIntake.flush();
    const rows = await server.services.database.db.selectFrom('telemetry_raw').select('events').where('events', 'like', `%${view}%`).execute();
    expect(rows).toHaveLength(1);
    const stored = JSON.parse(String(rows[0]?.events)) as { kind: string; outcome?: string }[];
    expect(stored.map((e) => `${e.kind} ${e.outcome ?? ''}`.trim())).toEqual(['view', 'action done']);
    expect(await metrics.registry.metrics()).toMatch(/hatid_telemetry_events_total\{kind="unchecked",result="invalid"\} 2/);
  });

  it('answers 400 to what is not a batch, and stores none of it', async () => {
    const before = await rawCount();
    const good = views(1)[0] as TelemetryEvent;
    const cases: unknown[] = [
      'not json {',
      [],
      { v: 2, app: '1', events: [good] },
      { v: 1, app: '1', events: [] },
      { v: 1, app: '1', events: [{ ...good, kind: 'crash' }] },
      { v: 2, app: '1', events: [good, { ...good, kind: 'crash' }] },
      { v: 1, app: '1', events: [...Array.from({ length: 200 }, () => good), { ...good, kind: 'crash' }] },
      { v: 1, app: '1', events: [{ ...good, version: 'latest' }] },
      { v: 1, app: '1', events: [{ ...good, extra: 1 }] },
      { v: 1, app: '1', events: Array.from({ length: 201 }, () => good) },
      { v: 1, app: '1', events: [{ ...at, view: 'abcdefgh', kind: 'vital', name: 'FID', value: 3 }] },
    ];
    for (const body of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body).toMatchObject({ code: 'malformed' });
    }
    expect(await rawCount()).toBe(before);
  });

  it('redacts phone numbers, card numbers and session values from whatever the app sent', async () => {
    const view = viewId();
    const res = await post(
      batch([
        {
          ...at,
          view,
          kind: 'fallback',
          pointer: '/body/09171234567',
          reason: 'call 0917 123 4567 about card 4111 1111 1111 1111 (sid=Zx81kQ2mN0pLr7sT5uVw3yAb)',
        },
        { ...at, view, kind: 'refusal', fellBackTo: 'bundled', reason: 'GET /screens?userId=1234567&mobilePhone=639171234567 failed' },
      ]),
    );
    expect(res.status).toBe(204);
    await server.services.telemetryIntake.flush();
    const rows = await server.services.database.db.selectFrom('telemetry_raw').select('events').where('events', 'like', `%${view}%`).execute();
    expect(rows).toHaveLength(1);
    const hourly = await server.services.database.db
      .selectFrom('telemetry_hourly')
      .select(['key', 'detail'])
      .where('kind', 'in', ['fallback', 'refusal'])
      .execute();
    const stored = JSON.stringify([rows, hourly]);
    for (const secret of ['09171234567', '0917 123 4567', '4111 1111 1111 1111', 'Zx81kQ2mN0pLr7sT5uVw3yAb', '1234567', '639171234567'])
      expect(stored).not.toContain(secret);
    expect(stored).toContain('[redacted]');
    expect(stored).toContain('call [redacted] about card [redacted]');
  });

  it('drops events of screens this server does not have', async () => {
    expect(await post(batch([...views(2, 'no-such-screen'), ...views(1)]))).toMatchObject({ status: 204 });
    expect(await rawCount('no-such-screen')).toBe(0);
  });

  it('limits batches per address per minute (429 with Retry-After); other addresses still report', async () => {
    const limited = telemetryRoutes({ intake: server.services.telemetryIntake, knownScreen: () => true, perMinute: 3, trustProxy: 1 });
    for (let i = 0; i < 3; i++) expect((await post(batch(views(1)), '198.51.100.1', limited)).status).toBe(204);
    const refused = await post(batch(views(1)), '198.51.100.1', limited);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await post(batch(views(1)), '198.51.100.2', limited)).status).toBe(204);
  });

  it('keeps the share of page views the server samples, each view whole', async () => {
    const sampled = telemetryRoutes({ intake: server.services.telemetryIntake, knownScreen: () => true, sample: 0.25 });
    const ids = Array.from({ length: 400 }, () => viewId());
    const events: TelemetryEvent[] = ids.flatMap((view) => [
      { ...at, screen: 'about-us', view, kind: 'view' as const, source: 'remote' as const },
      { ...at, screen: 'about-us', view, kind: 'vital' as const, name: 'LCP' as const, value: 900 },
    ]);
    for (let i = 0; i < events.length; i += 200) expect((await post(batch(events.slice(i, i + 200)), '192.0.2.9', sampled)).status).toBe(204);
    await server.services.telemetryIntake.flush();
    const raw = await server.services.database.db.selectFrom('telemetry_raw').select('events').execute();
    const rows = raw.flatMap((r) => JSON.parse(r.events) as TelemetryEvent[]).filter((e) => e.screen === 'about-us');
    const kept = new Set(rows.map((r) => r.view));
    expect(kept.size).toBeGreaterThan(400 * 0.25 - 35);
    expect(kept.size).toBeLessThan(400 * 0.25 + 35);
    // Every kept view kept both its events.
    expect(rows.length).toBe(kept.size * 2);
    const none = telemetryRoutes({ intake: server.services.telemetryIntake, knownScreen: () => true, sample: 0 });
    expect((await post(batch(views(5, 'site-home')), '192.0.2.9', none)).status).toBe(204);
    expect(await rawCount('site-home')).toBe(0);
  });
});

describe('GET /studio-api/health/:id', () => {
  it('is refused without a session and read by any signed-in staff member', async () => {
    const anonymous = await server.request('/studio-api/health/customer-service');
    expect(anonymous.status).toBe(401);
    const viewer = await server.signIn('vic@hatid.test');
    const res = await viewer.get('/health/customer-service?days=1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ screenId: 'customer-service', channel: 'production', live: 0, version: 0, previousVersion: null });
    const current = res.body?.current as Record<string, unknown>;
    expect(current.views).toBeGreaterThanOrEqual(2);
    expect((current.vitals as Record<string, { count: number }>).LCP?.count).toBeGreaterThanOrEqual(1);
    expect((res.body?.series as unknown[]).length).toBeGreaterThanOrEqual(1);
    expect((await viewer.get('/health/no-such-screen')).status).toBe(404);
    expect((await viewer.get('/health/customer-service?days=0')).status).toBe(400);
  });
});

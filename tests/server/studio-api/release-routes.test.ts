/**
 * The studio API of rollouts, schedules and experiments (issue 30 items 4–6) over HTTP as a browser sends it, with
 * field reports sent to POST /telemetry as the app does: a rollout's health comes from them, and a version that draws a
 * fallback for every borrower is halted by the next check with the numbers in the audit; roles and the CSRF token are
 * checked on every write; experiment results per variant come from the reports' goal outcomes. The test clock's route
 * exists only with HATID_TEST_CLOCK, for admins, and checks what is due at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryBatch, TelemetryEvent } from '../../../schemas/generated/telemetry.ts';
import { createTestClock } from '../../../server/rollout/test-clock.ts';
import { retitled } from '../support/staff.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: Browser;
let editor: Browser;
let reviewer: Browser;
let viewer: Browser;

beforeAll(async () => {
  server = await startTestServer();
  for (const [email, name, role] of [
    ['adm@hatid.test', 'Ada Admin', 'admin'],
    ['ed@hatid.test', 'Eddie Editor', 'editor'],
    ['ana@hatid.test', 'Ana Reyes', 'reviewer'],
    ['vic@hatid.test', 'Vic Viewer', 'viewer'],
  ] as const)
    await server.createStaff(email, name, role);
  admin = await server.signIn('adm@hatid.test');
  editor = await server.signIn('ed@hatid.test');
  reviewer = await server.signIn('ana@hatid.test');
  viewer = await server.signIn('vic@hatid.test');
});
afterAll(() => server.close());

let n = 0;
const viewId = () => `r${(n++).toString(36).padStart(7, '0')}`;

/** Field reports as the app sends them: `count` views of a version, `failing` of them with a fallback, `goals` with a done call. */
function reports(
  screen: string,
  version: number,
  count: number,
  failing = 0,
  goal?: { endpoint: string; done: number },
  variant?: string,
): TelemetryEvent[] {
  const events: TelemetryEvent[] = [];
  for (let i = 0; i < count; i++) {
    const at = { screen, version, channel: 'production' as const, view: viewId(), ...(variant ? { variant } : {}) };
    events.push({ ...at, kind: 'view', source: 'remote' });
    if (i < failing) events.push({ ...at, kind: 'fallback', pointer: '/body/0', reason: 'unknown widget', first: true });
    if (goal && i < goal.done) events.push({ ...at, kind: 'action', outcome: 'done', endpoint: goal.endpoint });
  }
  return events;
}

async function send(events: TelemetryEvent[]) {
  for (let i = 0; i < events.length; i += 150) {
    const batch: TelemetryBatch = { v: 1, app: '0.2.0', events: events.slice(i, i + 150) as TelemetryBatch['events'] };
    const res = await server.app.request('http://hatid.test/telemetry', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(batch),
    });
    expect(res.status).toBe(204);
  }
}

async function textOf(id: string): Promise<string> {
  return String((await editor.get(`/screens/${id}`)).body?.text);
}

describe('rollouts over the studio API', () => {
  const id = 'customer-service';
  let rolloutId = 0;

  it('publishes an approved change to 10 % and shows its health', async () => {
    const cr = await editor.post(`/screens/${id}/change-requests`, {
      text: retitled(await textOf(id), 'Help v2'),
      baseVersion: 0,
      reason: 'New title',
      target: 'production',
      plan: { rollout: { steps: [10, 100], advance: 'reviewer' } },
    });
    expect(cr.status).toBe(200);
    expect(cr.body?.plan).toEqual({ rollout: { steps: [10, 100], advance: 'reviewer' } });
    const approved = await reviewer.post(`/change-requests/${String(cr.body?.id)}/approve`, {});
    expect(approved.status).toBe(200);
    const state = await viewer.get(`/screens/${id}/rollouts`);
    expect(state.status).toBe(200);
    const rollouts = state.body?.rollouts as Record<string, unknown>[];
    expect(rollouts[0]).toMatchObject({ version: 1, percent: 10, status: 'active', health: { verdict: 'too-few-views', halt: false } });
    expect(state.body?.halt).toEqual({ marginPerThousand: 5, minViews: 300, confidence: 0.999 });
    rolloutId = Number(rollouts[0]?.id);
  });

  it('lets only reviewers move it, with the CSRF token', async () => {
    expect((await viewer.post(`/screens/${id}/rollouts/${rolloutId}/advance`, { fromStep: 0 })).status).toBe(403);
    expect((await editor.post(`/screens/${id}/rollouts/${rolloutId}/advance`, { fromStep: 0 })).status).toBe(403);
    expect((await reviewer.post(`/screens/${id}/rollouts/${rolloutId}/advance`, { fromStep: 0 }, { 'X-CSRF-Token': 'forged' })).status).toBe(403);
    expect((await reviewer.post(`/screens/${id}/rollouts/${rolloutId}/stop`, {})).status).toBe(400);
    expect((await server.request(`/studio-api/screens/${id}/rollouts`)).status).toBe(401);
  });

  it('halts by itself on the field reports once there are enough views, and the audit holds the numbers', async () => {
    await send([...reports(id, 1, 320, 320), ...reports(id, 0, 2900, 8)]);
    const before = await viewer.get(`/screens/${id}/rollouts`);
    expect((before.body?.rollouts as Record<string, unknown>[])[0]).toMatchObject({
      health: { halt: true, newer: { views: 320, errorViews: 320 }, live: { views: 2900, errorViews: 8 } },
    });
    expect((await server.services.releaseScheduler.tick()).halted).toEqual([rolloutId]);
    const after = await viewer.get(`/screens/${id}/rollouts`);
    expect((after.body?.rollouts as Record<string, unknown>[])[0]).toMatchObject({
      status: 'halted',
      endDetail: { halted: true, newer: { perThousand: 1000 } },
    });
    const audit = await viewer.get(`/audit?screenId=${id}`);
    const halt = (audit.body?.entries as { action: string; actor: string; detail: Record<string, unknown> }[]).find(
      (e) => e.action === 'rollout-halt',
    );
    expect(halt).toMatchObject({
      actor: 'Hatid (automatic)',
      detail: { newer: { views: 320, errorViews: 320 }, live: { views: 2900, errorViews: 8 } },
    });
    const served = await server.request(`/screens/${id}.json?bucket=3`);
    expect(served.headers.get('X-Screen-Version')).toBe('2');
  });

  it('has no test clock without HATID_TEST_CLOCK', async () => {
    expect((await admin.post('/test-clock', { advanceMinutes: 60 })).status).toBe(404);
  });
});

describe('experiments over the studio API', () => {
  const id = 'site-home';

  it('runs one from draft to results to a shipped variant under review', async () => {
    const made = await editor.post(`/screens/${id}/experiments`, {
      name: 'Hero text',
      goal: { endpoint: 'event.save', outcome: 'done' },
      minimumEffect: 0.1,
    });
    expect(made.status).toBe(200);
    const experimentId = Number(made.body?.id);
    expect((await viewer.post(`/screens/${id}/experiments`, { name: 'x', goal: { endpoint: 'event.save' } })).status).toBe(403);
    const variant = await editor.post(`/experiments/${experimentId}/variants`, {
      text: retitled(await textOf(id), 'Borrow in minutes'),
      reason: 'Warmer',
    });
    expect(variant.status).toBe(200);
    expect(variant.body?.experiment).toEqual({ id: experimentId, variant: 'B' });
    expect((await editor.post(`/experiments/${experimentId}/start`, {})).status).toBe(403);
    expect((await reviewer.post(`/change-requests/${String(variant.body?.id)}/approve`, {})).status).toBe(200);
    const started = await reviewer.post(`/experiments/${experimentId}/start`, {});
    expect(started.status).toBe(200);
    expect(started.body?.variants).toMatchObject([
      { key: 'A', version: 0 },
      { key: 'B', version: 1 },
    ]);
    // The variant's answer says which it is.
    const buckets = await Promise.all(Array.from({ length: 100 }, (_, b) => server.request(`/screens/${id}.json?bucket=${b}`)));
    expect(buckets.slice(0, 50).every((r) => r.headers.get('X-Screen-Variant') === 'A')).toBe(true);
    expect(buckets.slice(50).every((r) => r.headers.get('X-Screen-Variant') === 'B' && r.headers.get('X-Screen-Version') === '1')).toBe(true);

    // Each view names the variant it was served (the app stamps X-Screen-Variant on its reports). Views of version 0
    // that name none (a copy built into the app, a build the variants do not fit) are not in the experiment.
    await send([
      ...reports(id, 0, 400, 0, { endpoint: 'event.save', done: 120 }, 'A'),
      ...reports(id, 1, 400, 0, { endpoint: 'event.save', done: 180 }, 'B'),
      ...reports(id, 0, 300, 0, { endpoint: 'event.save', done: 300 }),
    ]);
    const read = await viewer.get(`/experiments/${experimentId}`);
    expect(read.body?.results).toMatchObject([
      { key: 'A', views: 400, goals: 120, rate: 0.3 },
      { key: 'B', views: 400, goals: 180, rate: 0.45, versusControl: { verdict: 'better' } },
    ]);
    const ended = await reviewer.post(`/experiments/${experimentId}/end`, { ship: 'B', reason: 'More taps on B' });
    expect(ended.status).toBe(200);
    expect(ended.body?.changeRequest).toMatchObject({ status: 'open', author: 'Ana Reyes', reason: expect.stringContaining('Ship variant B') });
    const audit = await viewer.get(`/audit?screenId=${id}`);
    const end = (audit.body?.entries as { action: string; detail: Record<string, unknown> }[]).find((e) => e.action === 'experiment-end');
    expect(end?.detail).toMatchObject({
      ship: 'B',
      results: [
        { key: 'A', rate: 0.3 },
        { key: 'B', rate: 0.45 },
      ],
    });
  });
});

describe('the test clock (HATID_TEST_CLOCK)', () => {
  let clocked: TestServer;
  beforeAll(async () => {
    clocked = await startTestServer({ services: { testClock: createTestClock() } });
    await clocked.createStaff('adm@hatid.test', 'Ada Admin', 'admin');
    await clocked.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
    await clocked.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
  });
  afterAll(() => clocked.close());

  it('moves for admins only and makes a due schedule live at once', async () => {
    const a = await clocked.signIn('adm@hatid.test');
    const e = await clocked.signIn('ed@hatid.test');
    const r = await clocked.signIn('ana@hatid.test');
    const now = Date.parse(String((await e.get('/test-clock')).body?.now));
    const at = new Date(now + 2 * 3600_000).toISOString();
    const text = retitled(String((await e.get('/screens/about-us')).body?.text), 'At its time');
    const cr = await e.post('/screens/about-us/change-requests', { text, baseVersion: 0, reason: 'Later', target: 'production', plan: { at } });
    expect(cr.status).toBe(200);
    expect((await r.post(`/change-requests/${String(cr.body?.id)}/approve`, {})).status).toBe(200);
    expect((await clocked.request('/screens/about-us.json')).headers.get('X-Screen-Version')).toBe('0');
    expect((await r.post('/test-clock', { advanceMinutes: 121 })).status).toBe(403);
    const moved = await a.post('/test-clock', { advanceMinutes: 121 });
    expect(moved.status).toBe(200);
    expect((moved.body?.report as { released: number[] }).released).toHaveLength(1);
    expect((await clocked.request('/screens/about-us.json')).headers.get('X-Screen-Version')).toBe('1');
  });
});

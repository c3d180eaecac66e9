/** The telemetry store: hourly rollups per screen version, the health reads the studio and the staged rollouts use, and retention. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TelemetryEvent } from '../../../schemas/generated/telemetry.ts';
import { haltDecision } from '../../../renderer/core/releases/halt-rule.ts';
import { telemetryFieldStats } from '../../../server/rollout/telemetry-field-stats.ts';
import { createTelemetryStore, type TelemetryStore } from '../../../server/telemetry/telemetry-store.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

let t: TestDatabase;
let store: TelemetryStore;
let clock = new Date('2025-03-01T10:15:00Z');

beforeAll(async () => {
  t = await openTestDatabase();
  store = createTelemetryStore(t.database.db, { retention: { rawDays: 2, rollupDays: 30 }, now: () => clock });
});
afterAll(() => t.drop());

const base = { screen: 'loan-confirm', channel: 'production' as const };
let n = 0;
const viewId = () => `view${(n++).toString(36).padStart(4, '0')}`;

/** One page view of a version: its view event and what else happened in it. */
function pageView(version: number, extra: (view: string) => TelemetryEvent[] = () => [], variant?: string): TelemetryEvent[] {
  const view = viewId();
  const common = { ...base, version, view, ...(variant ? { variant } : {}) };
  return [{ ...common, kind: 'view', source: 'remote' }, ...extra(view).map((e) => ({ ...e, ...common }))];
}

const fallback = (pointer: string, first: boolean): TelemetryEvent =>
  ({ kind: 'fallback', pointer, reason: 'the node could not be drawn', first }) as TelemetryEvent;

describe('rollups and health', () => {
  it('counts views, problems, views with a problem and tap outcomes of one version', async () => {
    const events: TelemetryEvent[] = [];
    for (let i = 0; i < 8; i++) events.push(...pageView(2));
    // Two views with problems: one with two fallbacks (one page view with a problem), one with an answer-shape failure.
    events.push(...pageView(2, () => [fallback('/body/3', true), fallback('/body/4', false)]));
    events.push(...pageView(2, () => [{ kind: 'answer-shape', endpoint: 'loanConfirm.info', field: '/data/amount', first: true } as TelemetryEvent]));
    events.push(
      ...pageView(2, () => [
        { kind: 'action', outcome: 'done', endpoint: 'loanConfirm.push' } as TelemetryEvent,
        { kind: 'action', outcome: 'failed', endpoint: 'loanConfirm.push', failure: 'network' } as TelemetryEvent,
        // Never sent (the app's code could not load): a count of its own, neither failed nor a problem.
        { kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' } as TelemetryEvent,
        { kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' } as TelemetryEvent,
        { kind: 'action', outcome: 'nowhere', pointer: '/body/1' } as TelemetryEvent,
        { kind: 'vital', name: 'LCP', value: 1800 } as TelemetryEvent,
      ]),
    );
    // The eight plain views came from one app build, the rest from the next.
    await store.ingest({ app: '0.2.0' }, events.slice(0, 8));
    await store.ingest({ app: '0.2.1' }, events.slice(8));
    const health = await store.versionHealth('loan-confirm', 2, new Date('2025-03-01T10:00:00Z'));
    expect(health).toMatchObject({
      screenId: 'loan-confirm',
      version: 2,
      views: 11,
      refusals: 0,
      exposures: 11,
      errors: 3,
      errorViews: 2,
      problems: { fallback: 2, unknownNode: 0, refusal: 0, answerShape: 1 },
    });
    expect(health.errorRate).toBeCloseTo(2 / 11);
    expect(health.errorsPer1000).toBeCloseTo(3000 / 11);
    expect(health.actions).toEqual([
      { endpoint: 'loanConfirm.push', done: 1, failed: 1, unsent: 2, stopped: 0, nowhere: 0 },
      { endpoint: '/body/1', done: 0, failed: 0, unsent: 0, stopped: 0, nowhere: 1 },
    ]);
    // Only one app build: the filter narrows.
    expect((await store.versionHealth('loan-confirm', 2, new Date('2025-03-01T10:00:00Z'), { appBuild: '0.2.0' })).views).toBe(8);
  });

  it('keeps one rollup row per hour and group, summing batches', async () => {
    const rows = await t.database.db
      .selectFrom('telemetry_hourly')
      .selectAll()
      .where('screen_id', '=', 'loan-confirm')
      .where('kind', '=', 'view')
      .orderBy('app_build')
      .execute();
    expect(rows.map((r) => [r.app_build, r.count, new Date(r.hour).toISOString()])).toEqual([
      ['0.2.0', 8, '2025-03-01T10:00:00.000Z'],
      ['0.2.1', 3, '2025-03-01T10:00:00.000Z'],
    ]);
    // Each batch is kept raw as one row with its events.
    const raw = await t.database.db.selectFrom('telemetry_raw').select(['app_build', 'event_count', 'events']).orderBy('app_build').execute();
    expect(raw.map((r) => [r.app_build, r.event_count, (JSON.parse(r.events) as unknown[]).length])).toEqual([
      ['0.2.0', 8, 8],
      ['0.2.1', 12, 12],
    ]);
  });

  it('does not halt a version for calls that never left the phone: unsent is a count of its own, no problem', async () => {
    // Every view of version 41 had its loan push fail before it was sent (the app's code could not load); 40 had none.
    const events: TelemetryEvent[] = [];
    for (let i = 0; i < 300; i++) events.push(...pageView(40));
    const unsent = { kind: 'action', outcome: 'unsent', endpoint: 'loanConfirm.push', failure: 'network' } as TelemetryEvent;
    for (let i = 0; i < 300; i++)
      events.push(...pageView(41, () => [unsent, { ...unsent, endpoint: undefined, pointer: '/body/2/onTap/0' } as TelemetryEvent]));
    // A screen of its own, so the other tests' versions stay as they are.
    await store.ingest(
      { app: '0.2.1' },
      events.map((e) => ({ ...e, screen: 'bind-bank' })),
    );
    const since = new Date('2025-03-01T10:00:00Z');
    const health = await store.versionHealth('bind-bank', 41, since);
    expect(health).toMatchObject({ views: 300, errors: 0, errorViews: 0 });
    expect(health.actions).toEqual([
      { endpoint: '/body/2/onTap/0', done: 0, failed: 0, unsent: 300, stopped: 0, nowhere: 0 },
      { endpoint: 'loanConfirm.push', done: 0, failed: 0, unsent: 300, stopped: 0, nowhere: 0 },
    ]);
    const counts = await telemetryFieldStats(store).errorViews({ screenId: 'bind-bank', channel: 'production', versions: [40, 41], since });
    expect(counts.get(41)).toEqual({ views: 300, errorViews: 0 });
    const newer = { version: 41, views: 300, hits: counts.get(41)?.errorViews ?? -1 };
    const live = { version: 40, views: 300, hits: counts.get(40)?.errorViews ?? -1 };
    expect(haltDecision(newer, live)).toMatchObject({ halt: false, verdict: 'within-margin' });
  });

  it('gives the studio the top problems and the p75 of each vital', async () => {
    const events: TelemetryEvent[] = [];
    for (const lcp of [1000, 1200, 1500, 2000, 2500, 3000, 4000, 6000])
      events.push(...pageView(3, () => [{ kind: 'vital', name: 'LCP', value: lcp } as TelemetryEvent]));
    for (const cls of [0, 0, 0.05, 0.3]) events.push(...pageView(3, () => [{ kind: 'vital', name: 'CLS', value: cls } as TelemetryEvent]));
    events.push(...pageView(3, () => [fallback('/body/9', true)]));
    events.push(...pageView(3, () => [fallback('/body/9', true)]));
    events.push(...pageView(3, () => [{ kind: 'unknown-node', pointer: '/body/2', nodeType: 'carousel', first: true } as TelemetryEvent]));
    await store.ingest({ app: '0.2.1' }, events);
    const detail = await store.healthDetail('loan-confirm', 3, new Date('2025-03-01T09:00:00Z'));
    expect(detail.views).toBe(15);
    expect(detail.vitals.LCP.count).toBe(8);
    // The 6th of 8 values (rank ceil(0.75 × 8)) is 3000 ms; the histogram keeps it within 5 %.
    expect(detail.vitals.LCP.p75).toBeGreaterThan(3000 * 0.95);
    expect(detail.vitals.LCP.p75).toBeLessThan(3000 * 1.05);
    expect(detail.vitals.CLS.p75).toBeGreaterThan(0.05 * 0.95);
    expect(detail.vitals.CLS.p75).toBeLessThan(0.05 * 1.05);
    expect(detail.vitals.INP).toEqual({ p75: null, count: 0 });
    expect(detail.topProblems[0]).toEqual({ kind: 'fallback', where: '/body/9', detail: 'the node could not be drawn', count: 2 });
    expect(detail.topProblems[1]).toMatchObject({ kind: 'unknown-node', where: '/body/2', detail: 'carousel' });
    expect(detail.sources).toEqual({ remote: 15, cache: 0, bundled: 0 });
    expect(await store.reportedVersions('loan-confirm', new Date('2025-03-01T00:00:00Z'))).toEqual([3, 2]);
  });

  it('counts a refused version by its refusals: an exposure with a problem', async () => {
    const refusal = {
      ...base,
      version: 5,
      view: viewId(),
      kind: 'refusal',
      reason: 'the published document is not valid',
      fellBackTo: 'bundled',
      first: true,
    };
    await store.ingest({ app: '0.2.1' }, [refusal as TelemetryEvent, { ...base, version: 0, view: refusal.view, kind: 'view', source: 'bundled' }]);
    const health = await store.versionHealth('loan-confirm', 5, new Date('2025-03-01T10:00:00Z'));
    expect(health).toMatchObject({ views: 0, refusals: 1, exposures: 1, errors: 1, errorViews: 1, errorRate: 1 });
  });

  it('separates experiment variants and channels', async () => {
    const events: TelemetryEvent[] = [];
    for (let i = 0; i < 4; i++)
      events.push(...pageView(4, () => [{ kind: 'action', outcome: 'done', endpoint: 'loanConfirm.push' } as TelemetryEvent], 'a'));
    for (let i = 0; i < 6; i++) events.push(...pageView(4, () => [], 'b'));
    events.push({ ...base, channel: 'staging', version: 4, view: viewId(), kind: 'view', source: 'remote' });
    await store.ingest({ app: '0.2.1' }, events);
    const variants = await store.healthByVariant('loan-confirm', new Date('2025-03-01T10:00:00Z'), { version: 4, channel: 'production' });
    expect(variants.map((v) => [v.variant, v.views, v.actions[0]?.done ?? 0])).toEqual([
      ['a', 4, 4],
      ['b', 6, 0],
    ]);
    expect((await store.versionHealth('loan-confirm', 4, new Date('2025-03-01T10:00:00Z'), { variant: 'b' })).views).toBe(6);
    expect((await store.versionHealth('loan-confirm', 4, new Date('2025-03-01T10:00:00Z'), { channel: 'staging' })).views).toBe(1);
  });

  it('reads the live version from the release history, and the one live before a version', async () => {
    expect(await store.liveVersion('loan-confirm', 'production')).toBe(0);
    await t.database.db.insertInto('screen').values({ id: 'loan-confirm' }).execute();
    const release = (version: number) =>
      t.database.db
        .insertInto('release')
        .values({ screen_id: 'loan-confirm', channel: 'production', version, kind: 'publish', actor_id: 'x', actor_name: 'X' })
        .execute();
    await release(2);
    await release(3);
    expect(await store.liveVersion('loan-confirm', 'production')).toBe(3);
    expect((await store.liveHealth('loan-confirm', 'production', new Date('2025-03-01T10:00:00Z'))).views).toBe(15);
    expect(await store.previousLiveVersion('loan-confirm', 'production', 3)).toBe(2);
    expect(await store.previousLiveVersion('loan-confirm', 'production', 2)).toBe(0);
    expect(await store.previousLiveVersion('loan-confirm', 'production', 7)).toBe(3);
  });

  it('charts views, problems and p75 LCP hour by hour', async () => {
    clock = new Date('2025-03-01T11:20:00Z');
    await store.ingest({ app: '0.2.1' }, [...pageView(3, () => [fallback('/body/9', true)]), ...pageView(3)]);
    const series = await store.healthSeries('loan-confirm', [3], new Date('2025-03-01T00:00:00Z'));
    expect(series.map((p) => [p.hour, p.views, p.errors, p.errorViews])).toEqual([
      ['2025-03-01T10:00:00.000Z', 15, 3, 3],
      ['2025-03-01T11:00:00.000Z', 2, 1, 1],
    ]);
    expect(series[0]?.lcpP75).toBeGreaterThan(2900);
    expect(series[1]?.lcpP75).toBeNull();
  });
});

describe('retention', () => {
  it('deletes raw events after rawDays and rollups after rollupDays', async () => {
    const count = async (table: 'telemetry_raw' | 'telemetry_hourly') =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rawBefore = await count('telemetry_raw');
    const hourlyBefore = await count('telemetry_hourly');
    expect(await store.prune(new Date('2025-03-02T12:00:00Z'))).toEqual({ raw: 0, hourly: 0 });
    // Three days on: the raw events are gone, the rollups stay.
    const later = await store.prune(new Date('2025-03-04T12:00:00Z'));
    expect(later).toEqual({ raw: rawBefore, hourly: 0 });
    expect(await count('telemetry_hourly')).toBe(hourlyBefore);
    expect((await store.versionHealth('loan-confirm', 2, new Date('2025-03-01T00:00:00Z'))).views).toBe(11);
    // Past the rollups' 30 days, they go too.
    expect(await store.prune(new Date('2025-04-01T12:00:00Z'))).toEqual({ raw: 0, hourly: hourlyBefore });
    expect((await store.versionHealth('loan-confirm', 2, new Date('2025-03-01T00:00:00Z'))).views).toBe(0);
  });
});

/**
 * No double advance on real PostgreSQL (`npm run test:pg`): two "server processes" (two connection pools on one
 * database, each with its own store, releases and several schedulers) check the same due schedule, the same due
 * rollout step and the same failing rollout at once, many times over. Each is done exactly once: one release of the
 * scheduled version, one step, one halt with one rollback version; racing reviewers advance a step once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/open-database.ts';
import { defaultHaltSettings } from '../../../renderer/core/releases/halt-rule.ts';
import { createReleaseScheduler } from '../../../server/rollout/release-scheduler.ts';
import { createReleases } from '../../../server/store/create-releases.ts';
import { createStore, loadBundledScreens } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { createPostgresDatabase, testServerUrl } from '../support/test-database.ts';
import { fakeClock, fakeStats, value } from './release-kit.ts';

if (!testServerUrl) console.warn('release-race test skipped: needs PostgreSQL (npm run test:pg) for two connection pools on one database');

const bundled = loadBundledScreens();
const clock = fakeClock('2026-12-01T00:00:00.000Z');
const field = fakeStats();
let made: { url: string; drop(): Promise<void> } | undefined;
const opened: Database[] = [];

/** One "process": its own pool, store, releases and four schedulers. */
async function process_() {
  const database = await openDatabase({ databaseUrl: made?.url ?? '' });
  opened.push(database);
  const options = { bundled, now: clock.now };
  const releases = createReleases(database, options);
  const schedulers = Array.from({ length: 4 }, () =>
    createReleaseScheduler({ releases, stats: field.stats, halt: defaultHaltSettings, intervalMs: 3600_000 }),
  );
  return { database, store: createStore(database, options), releases, schedulers };
}

let one: Awaited<ReturnType<typeof process_>>;
let two: Awaited<ReturnType<typeof process_>>;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  if (!testServerUrl) return;
  made = await createPostgresDatabase(testServerUrl);
  one = await process_();
  two = await process_();
  cast = await addCast(one.database.db);
});
afterAll(async () => {
  for (const d of opened) await d.close().catch(() => undefined);
  await made?.drop();
});

/** Every scheduler of both processes checks at once, `rounds` times. */
async function everyoneChecks(rounds: number) {
  const reports = [];
  for (let i = 0; i < rounds; i++) reports.push(...(await Promise.all([...one.schedulers, ...two.schedulers].map((s) => s.tick()))));
  return reports;
}

async function approved(id: string, title: string, plan: unknown) {
  const text = retitled(bundled.get(id)?.text ?? '', title);
  const cr = value(await one.store.submitChangeRequest(id, cast.editor, { text, baseVersion: 0, reason: title, target: 'production', plan }));
  return value(await two.store.approve(cr.id, cast.reviewer, {})).version?.version ?? -1;
}

const count = async (db: Database, action: string, screenId: string) =>
  (await db.db.selectFrom('audit_log').select('id').where('action', '=', action).where('screen_id', '=', screenId).execute()).length;

describe.skipIf(!testServerUrl)('two processes on one PostgreSQL', () => {
  it('release a due schedule, advance a due step and halt a failing rollout exactly once each', async () => {
    await approved('customer-service', 'At half past eight', { at: '2026-12-01T08:30+08:00' });
    const stepped = await approved('about-us', 'Stepped', { rollout: { steps: [10, 50, 100], advance: 'schedule', everyMinutes: 30 } });
    const failing = await approved('site-about', 'Failing', { rollout: { steps: [10, 100], advance: 'reviewer' } });
    field.set('about-us', stepped, { views: 500, errorViews: 1 });
    field.set('about-us', 0, { views: 5000, errorViews: 12 });
    field.set('site-about', failing, { views: 400, errorViews: 400 });
    field.set('site-about', 0, { views: 3600, errorViews: 5 });
    clock.set('2026-12-01T00:31:00.000Z');

    const reports = await everyoneChecks(5);
    expect(reports.flatMap((r) => r.released)).toHaveLength(1);
    expect(reports.flatMap((r) => r.advanced)).toHaveLength(1);
    expect(reports.flatMap((r) => r.halted)).toHaveLength(1);

    const releases = await one.database.db
      .selectFrom('release')
      .select(['channel', 'version', 'kind'])
      .where('screen_id', '=', 'customer-service')
      .orderBy('id')
      .execute();
    expect(releases).toEqual([
      { channel: 'staging', version: 1, kind: 'publish' },
      { channel: 'production', version: 1, kind: 'publish' },
    ]);
    expect(value(await one.releases.releaseState('about-us')).rollouts[0]).toMatchObject({ step: 1, percent: 50 });
    expect(await count(one.database, 'rollout-advance', 'about-us')).toBe(1);
    expect(await count(one.database, 'rollout-halt', 'site-about')).toBe(1);
    expect(value(await one.store.listVersions('site-about')).map((v) => v.version)).toEqual([2, 1, 0]);
  });

  it('let racing reviewers on both processes advance a step once', async () => {
    const version = await approved('privacy-policy', 'By hand', { rollout: { steps: [1, 10, 100], advance: 'reviewer' } });
    expect(version).toBe(1);
    const rolloutId = value(await one.releases.releaseState('privacy-policy')).rollouts[0]?.id ?? 0;
    const results = await Promise.all(
      [one, two, one, two, one, two].map((p, i) =>
        p.releases.advanceRollout('privacy-policy', i % 2 ? cast.reviewer : cast.reviewer2, { rolloutId, fromStep: 0 }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.status === 409)).toHaveLength(5);
    expect(value(await two.releases.releaseState('privacy-policy')).rollouts[0]).toMatchObject({ step: 1, percent: 10 });
  });
});

/**
 * Staged rollouts (issue 30 item 4) through the store, the delivery and the release scheduler on one database, with a
 * fake clock and fake field counts: an approved change goes to a share of production by bucket (sticky), a reviewer
 * advances it (never twice from one step, never the author on a money screen), it completes as the production release,
 * the server halts it on the field's numbers and rolls back (audit holds the numbers), a step on schedule waits for a
 * healthy sample, and nothing else reaches production meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketOf } from '../../../adapters/rollout-bucket.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { defaultHaltSettings } from '../../../renderer/core/releases/halt-rule.ts';
import { createReleaseScheduler } from '../../../server/rollout/release-scheduler.ts';
import { createTelemetryStore } from '../../../server/telemetry/telemetry-store.ts';
import { deviceIds, releaseKit, value } from './release-kit.ts';

let t: TestDatabase;
let kit: Awaited<ReturnType<typeof releaseKit>>;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  t = await openTestDatabase();
  kit = await releaseKit(t.database);
  cast = await addCast(t.database.db);
});
afterAll(async () => {
  await kit.close();
  await t.drop();
});

const bundledText = (id: string) => kit.bundled.get(id)?.text ?? '';
/** The served title in English (a title may be written in English and Filipino). */
const titleOf = (body: string) => {
  const { title } = JSON.parse(body) as { title: string | { en: string } };
  return typeof title === 'string' ? title : title.en;
};

/** Submits and approves a change of `id`'s title with a plan; answers the new version's number. */
async function approved(id: string, title: string, baseVersion: number, plan?: unknown) {
  const text = retitled(bundledText(id), title);
  const cr = value(await kit.store.submitChangeRequest(id, cast.editor, { text, baseVersion, reason: title, target: 'production', plan }));
  return value(await kit.store.approve(cr.id, cast.reviewer, {})).version?.version ?? -1;
}

describe('a staged rollout', () => {
  const id = 'customer-service';
  const devices = deviceIds(1000);
  let version = 0;

  it('goes to 10 % of production by bucket, sticky per borrower; staging gets it whole, requests without a bucket the live one', async () => {
    version = await approved(id, 'Help at 10 %', 0, { rollout: { steps: [10, 50, 100], advance: 'reviewer' } });
    expect(version).toBe(1);
    const got = await Promise.all(devices.map((d) => kit.versionFor(id, d)));
    const share = got.filter((g) => g.version === 1).length / devices.length;
    expect(share).toBeGreaterThanOrEqual(0.07);
    expect(share).toBeLessThanOrEqual(0.13);
    // Exactly the borrowers whose bucket is below 10 get it, and again the same on a second ask.
    got.forEach((g, i) => expect(g.version).toBe(bucketOf(devices[i] as string, id) < 10 ? 1 : 0));
    const again = await Promise.all(devices.slice(0, 200).map((d) => kit.versionFor(id, d)));
    again.forEach((g, i) => expect(g.version).toBe(got[i]?.version));
    // Every answer carries its version's ETag: a borrower's If-None-Match on the same bucket is a 304.
    const one = got.find((g) => g.version === 1);
    const device = devices[got.indexOf(one as (typeof got)[number])] as string;
    const revalidated = await kit.delivery.app.request(`/screens/${id}.json?bucket=${bucketOf(device, id)}`, {
      headers: { 'If-None-Match': one?.etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect(titleOf(one?.body ?? '{}')).toBe('Help at 10 %');
    expect((await kit.delivery.app.request(`/screens/${id}.json`)).headers.get('X-Screen-Version')).toBe('0');
    expect((await kit.delivery.app.request(`/staging/screens/${id}.json`)).headers.get('X-Screen-Version')).toBe('1');
    // The bucket folder form serves the same.
    const folder = await kit.delivery.app.request(`/screens/b0${bucketOf(device, id) % 10}/${id}.json`);
    expect(folder.status).toBe(200);
  });

  it('refuses to publish, approve or promote anything else to production while it rolls out (409 naming it)', async () => {
    const cr = value(
      await kit.store.submitChangeRequest(id, cast.editor2, {
        text: retitled(bundledText(id), 'Other'),
        baseVersion: 1,
        reason: 'other',
        target: 'production',
      }),
    );
    expect(await kit.store.approve(cr.id, cast.reviewer2, {})).toMatchObject({
      ok: false,
      status: 409,
      code: 'pending-release',
      message: expect.stringContaining('Version 1 is rolling out (10 % of borrowers)'),
    });
    value(await kit.store.withdraw(cr.id, cast.editor2));
  });

  it('advances once per step however many reviewers press at once, then completes as the production release', async () => {
    const state = value(await kit.releases.releaseState(id));
    const rollout = state.rollouts[0];
    expect(rollout).toMatchObject({ version: 1, fromVersion: 0, percent: 10, step: 0, status: 'active' });
    const rolloutId = rollout?.id ?? 0;
    const both = await Promise.all([
      kit.releases.advanceRollout(id, cast.reviewer, { rolloutId, fromStep: 0 }),
      kit.releases.advanceRollout(id, cast.reviewer2, { rolloutId, fromStep: 0 }),
    ]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ status: 409, code: 'stale', message: expect.stringContaining('already at 50 %') });
    const at50 = (await Promise.all(devices.map((d) => kit.versionFor(id, d)))).filter((g) => g.version === 1).length;
    expect(at50 / devices.length).toBeGreaterThan(0.44);
    expect(at50 / devices.length).toBeLessThan(0.56);
    const done = value(await kit.releases.advanceRollout(id, cast.reviewer, { rolloutId, fromStep: 1 }));
    expect(done).toMatchObject({ status: 'completed', percent: 100 });
    expect((await kit.delivery.app.request(`/screens/${id}.json`)).headers.get('X-Screen-Version')).toBe('1');
    const audit = value(await kit.store.listAudit({ screenId: id }));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['rollout-start', 'rollout-advance', 'rollout-complete']));
  });
});

describe('the automatic halt', () => {
  const id = 'about-us';
  const devices = deviceIds(400, 'halt');

  it('halts a version that fails for everyone once both versions have enough views, rolls back, and audits the numbers', async () => {
    const version = await approved(id, 'Broken about', 0, { rollout: { steps: [10, 100], advance: 'reviewer' } });
    // Not enough views yet: nothing happens.
    kit.field.set(id, version, { views: 120, errorViews: 120 });
    kit.field.set(id, 0, { views: 1100, errorViews: 3 });
    expect((await kit.scheduler.tick()).halted).toEqual([]);
    expect(kit.field.asked.at(-1)).toMatchObject({ screenId: id, channel: 'production', versions: [version, 0] });
    // Enough: it halts at the next check.
    kit.field.set(id, version, { views: 320, errorViews: 320 });
    kit.field.set(id, 0, { views: 2900, errorViews: 8 });
    const report = await kit.scheduler.tick();
    expect(report.halted).toHaveLength(1);
    const state = value(await kit.releases.releaseState(id));
    expect(state.rollouts[0]).toMatchObject({
      status: 'halted',
      endDetail: {
        halted: true,
        newer: { version, views: 320, errorViews: 320, perThousand: 1000 },
        live: { version: 0, views: 2900, errorViews: 8 },
      },
    });
    const halt = value(await kit.store.listAudit({ screenId: id })).find((a) => a.action === 'rollout-halt');
    expect(halt).toMatchObject({
      actor: 'Hatid (automatic)',
      detail: {
        newer: { views: 320, errorViews: 320 },
        live: { views: 2900, errorViews: 8 },
        marginPerThousand: 5,
        minViews: 300,
        confidence: 0.999,
      },
    });
    // Rolled back: a new version with the live text, on both channels; no borrower, no build gets the halted one again.
    const versions = value(await kit.store.listVersions(id));
    expect(versions[0]).toMatchObject({ version: version + 1, rollbackOf: 0 });
    for (const d of devices) expect(titleOf((await kit.versionFor(id, d)).body)).not.toBe('Broken about');
    for (const d of devices.slice(0, 50)) expect((await kit.versionFor(id, d, '&app=0.1.0')).version).not.toBe(version);
    const staging = await kit.delivery.app.request(`/staging/screens/${id}.json`);
    expect(titleOf(await staging.text())).not.toBe('Broken about');
    // Halting twice is not possible: the next check finds nothing active.
    expect((await kit.scheduler.tick()).halted).toEqual([]);
    // Health compares the halted version with the one its rollout replaced (0), not the rollback that ended it.
    const telemetry = createTelemetryStore(t.database.db);
    expect(await telemetry.previousLiveVersion(id, 'production', version)).toBe(0);
    expect(await telemetry.previousLiveVersion(id, 'production', version + 1)).toBe(0);
  });

  it('does not halt on noise: the same error share in both keeps it going', async () => {
    const id2 = 'site-about';
    const version = await approved(id2, 'Noisy', 0, { rollout: { steps: [10, 100], advance: 'reviewer' } });
    kit.field.set(id2, version, { views: 500, errorViews: 6 });
    kit.field.set(id2, 0, { views: 4500, errorViews: 45 });
    expect((await kit.scheduler.tick()).halted).toEqual([]);
    expect(value(await kit.releases.releaseState(id2)).rollouts[0]?.status).toBe('active');
  });
});

describe('a rollout on schedule', () => {
  const id = 'privacy-policy';

  it('waits for its time and a healthy sample, then advances one step (the clock is the server’s, moved by the test)', async () => {
    const version = await approved(id, 'Scheduled steps', 0, { rollout: { steps: [5, 25, 100], advance: 'schedule', everyMinutes: 60 } });
    const rolloutId = value(await kit.releases.releaseState(id)).rollouts[0]?.id ?? 0;
    kit.field.set(id, version, { views: 400, errorViews: 1 });
    kit.field.set(id, 0, { views: 8000, errorViews: 30 });
    expect((await kit.scheduler.tick()).advanced).toEqual([]);
    kit.clock.advance(61 * 60_000);
    // Due, but too few views of the new version: it waits.
    kit.field.set(id, version, { views: 100, errorViews: 0 });
    expect((await kit.scheduler.tick()).advanced).toEqual([]);
    kit.field.set(id, version, { views: 400, errorViews: 1 });
    expect((await kit.scheduler.tick()).advanced).toEqual([rolloutId]);
    const r = value(await kit.releases.releaseState(id)).rollouts[0];
    expect(r).toMatchObject({ percent: 25, step: 1 });
    expect(Date.parse(r?.nextStepAt ?? '')).toBe(kit.clock.now().getTime() + 60 * 60_000);
    // Two schedulers (two server processes) checking at once advance it once.
    kit.clock.advance(61 * 60_000);
    const other = createReleaseScheduler({ releases: kit.releases, stats: kit.field.stats, halt: defaultHaltSettings, intervalMs: 3600_000 });
    const [a, b] = await Promise.all([kit.scheduler.tick(), other.tick()]);
    expect([...a.advanced, ...b.advanced]).toHaveLength(1);
    expect(value(await kit.releases.releaseState(id)).rollouts[0]).toMatchObject({ status: 'completed', percent: 100 });
  });
});

describe('money screens and rollbacks', () => {
  it('keeps a money screen’s author from moving its rollout on; someone else may', async () => {
    const id = 'loan-confirm';
    const version = await approved(id, 'Confirm in steps', 0, { rollout: { steps: [1, 100], advance: 'reviewer' } });
    expect(version).toBe(1);
    const rolloutId = value(await kit.releases.releaseState(id)).rollouts[0]?.id ?? 0;
    const editorAsReviewer = { ...cast.editor, role: 'reviewer' as const };
    expect(await kit.releases.advanceRollout(id, editorAsReviewer, { rolloutId, fromStep: 0 })).toMatchObject({
      ok: false,
      status: 403,
      code: 'separation-of-duties',
    });
    value(await kit.releases.advanceRollout(id, cast.reviewer2, { rolloutId, fromStep: 0 }));
  });

  it('ends a rollout when someone rolls production back by hand', async () => {
    const id = 'complaint-list';
    await approved(id, 'Rolled back by hand', 0, { rollout: { steps: [20, 100], advance: 'reviewer' } });
    value(await kit.store.rollback(id, cast.reviewer, { version: 0, channel: 'production', baseVersion: 0 }));
    expect(value(await kit.releases.releaseState(id)).rollouts[0]).toMatchObject({
      status: 'stopped',
      endDetail: { why: 'rolled back on production' },
    });
    for (const d of deviceIds(100, 'rb')) expect(titleOf((await kit.versionFor(id, d)).body)).not.toBe('Rolled back by hand');
  });

  it('refuses a plan that makes no sense', async () => {
    const id = 'site-policy';
    const text = retitled(bundledText(id), 'x');
    const bad = [
      { plan: { rollout: { steps: [10], advance: 'reviewer' } }, message: 'The steps are 2 to 10' },
      { plan: { rollout: { steps: [10, 5, 100], advance: 'reviewer' } }, message: 'Each step must reach more' },
      { plan: { rollout: { steps: [10, 50], advance: 'reviewer' } }, message: 'The last step is 100 %' },
      { plan: { rollout: { steps: [10, 100], advance: 'schedule' } }, message: 'every 5 minutes to 30 days' },
      { plan: { at: '2026-12-01T01:00:30Z' }, message: 'at least a minute ahead' },
      { plan: { at: 'tomorrow' }, message: 'ISO date and time' },
    ];
    for (const { plan, message } of bad) {
      expect(await kit.store.submitChangeRequest(id, cast.editor, { text, baseVersion: 0, reason: 'x', target: 'production', plan })).toMatchObject({
        ok: false,
        status: 400,
        message: expect.stringContaining(message),
      });
    }
    expect(
      await kit.store.submitChangeRequest(id, cast.editor, {
        text,
        baseVersion: 0,
        reason: 'x',
        target: 'staging',
        plan: { rollout: { steps: [10, 100], advance: 'reviewer' } },
      }),
    ).toMatchObject({ ok: false, message: expect.stringContaining('Only production goes live in steps') });
  });
});

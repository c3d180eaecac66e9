/**
 * Scheduled releases (issue 30 item 5) on a fake server clock: an approved change waits for its time (Asia/Manila
 * as staff write it), goes live at the first check after it (once, whoever checks), can be cancelled before (the next
 * edit starts from the live text again), can start a rollout instead of going to everyone, and one missed while the
 * server was down goes live at the next check with its lateness in the audit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHaltSettings } from '../../../renderer/core/releases/halt-rule.ts';
import { createReleaseScheduler } from '../../../server/rollout/release-scheduler.ts';
import { addCast, retitled } from '../support/staff.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { releaseKit, value } from './release-kit.ts';

let t: TestDatabase;
let kit: Awaited<ReturnType<typeof releaseKit>>;
let cast: Awaited<ReturnType<typeof addCast>>;

beforeAll(async () => {
  t = await openTestDatabase();
  kit = await releaseKit(t.database);
  cast = await addCast(t.database.db);
  kit.clock.set('2026-12-11T16:00:00.000Z'); // Sat 12 Dec 00:00 in Manila
});
afterAll(async () => {
  await kit.close();
  await t.drop();
});

const live = async (id: string, channel = '') =>
  Number((await kit.delivery.app.request(`${channel}/screens/${id}.json`)).headers.get('X-Screen-Version'));

async function scheduled(id: string, at: string, extra: Record<string, unknown> = {}, target: 'staging' | 'production' = 'production') {
  const text = retitled(kit.bundled.get(id)?.text ?? '', `Scheduled ${at}`);
  const cr = value(await kit.store.submitChangeRequest(id, cast.editor, { text, baseVersion: 0, reason: 'At nine', target, plan: { at, ...extra } }));
  expect(cr.plan?.at).toBe(new Date(at).toISOString());
  return value(await kit.store.approve(cr.id, cast.reviewer, {}));
}

describe('a scheduled release', () => {
  it('goes live at its time (9:00 in Manila) and not a minute before, once, whoever checks', async () => {
    const id = 'customer-service';
    const { version } = await scheduled(id, '2026-12-12T09:00+08:00');
    expect(version?.version).toBe(1);
    expect(await live(id)).toBe(0);
    expect(await live(id, '/staging')).toBe(0);
    const [schedule] = value(await kit.releases.releaseState(id)).schedules;
    expect(schedule).toMatchObject({ version: 1, target: 'production', status: 'scheduled', at: '2026-12-12T01:00:00.000Z' });
    kit.clock.set('2026-12-12T00:59:00.000Z');
    expect((await kit.scheduler.tick()).released).toEqual([]);
    expect(await live(id)).toBe(0);
    kit.clock.set('2026-12-12T01:00:00.000Z');
    const other = createReleaseScheduler({ releases: kit.releases, stats: kit.field.stats, halt: defaultHaltSettings, intervalMs: 3600_000 });
    const [a, b] = await Promise.all([kit.scheduler.tick(), other.tick()]);
    expect([...a.released, ...b.released]).toEqual([schedule?.id]);
    expect(await live(id)).toBe(1);
    expect(await live(id, '/staging')).toBe(1);
    expect(value(await kit.releases.releaseState(id)).schedules[0]).toMatchObject({ status: 'live', doneBy: 'Hatid (automatic)' });
    const audit = value(await kit.store.listAudit({ screenId: id }));
    expect(audit.find((e) => e.action === 'schedule-live')?.detail).toMatchObject({ version: 1, manila: expect.stringContaining('09:00') });
    expect(audit.find((e) => e.action === 'schedule')?.detail).toMatchObject({ version: 1, at: '2026-12-12T01:00:00.000Z' });
  });

  it('can be cancelled before its time: nothing goes live, and the live text comes back as the latest version', async () => {
    const id = 'about-us';
    await scheduled(id, '2026-12-14T09:00+08:00');
    const [schedule] = value(await kit.releases.releaseState(id)).schedules;
    // Production is held for it meanwhile.
    const text = retitled(kit.bundled.get(id)?.text ?? '', 'Other');
    const cr = value(await kit.store.submitChangeRequest(id, cast.editor2, { text, baseVersion: 1, reason: 'other', target: 'production' }));
    expect(await kit.store.approve(cr.id, cast.reviewer2, {})).toMatchObject({
      ok: false,
      code: 'pending-release',
      message: expect.stringContaining('09:00'),
    });
    value(await kit.store.withdraw(cr.id, cast.editor2));
    const cancelled = value(await kit.releases.cancelSchedule(id, cast.reviewer, { scheduleId: schedule?.id ?? 0, reason: 'Wrong day' }));
    expect(cancelled).toMatchObject({ status: 'cancelled', doneBy: 'Ana Reyes', detail: { why: 'Wrong day' } });
    kit.clock.set('2026-12-14T02:00:00.000Z');
    expect((await kit.scheduler.tick()).released).toEqual([]);
    expect(await live(id)).toBe(2);
    const latest = value(await kit.store.getVersion(id, 2));
    expect(latest).toMatchObject({ rollbackOf: 0, text: kit.bundled.get(id)?.text });
    expect(await kit.releases.cancelSchedule(id, cast.reviewer, { scheduleId: schedule?.id ?? 0, reason: 'again' })).toMatchObject({
      ok: false,
      status: 409,
    });
  });

  it('can start a rollout at its time instead of reaching everyone', async () => {
    const id = 'site-about';
    kit.clock.set('2026-12-14T03:00:00.000Z');
    await scheduled(id, '2026-12-14T12:00+08:00', { rollout: { steps: [10, 100], advance: 'reviewer' } });
    kit.clock.set('2026-12-14T04:00:30.000Z');
    await kit.scheduler.tick();
    const state = value(await kit.releases.releaseState(id));
    expect(state.schedules[0]?.status).toBe('live');
    expect(state.rollouts[0]).toMatchObject({ version: 1, percent: 10, status: 'active', startedBy: 'Hatid (automatic)' });
    expect(await live(id)).toBe(0);
  });

  it('goes live late after a restart that missed its time, saying how late', async () => {
    const id = 'privacy-policy';
    kit.clock.set('2026-12-15T00:00:00.000Z');
    await scheduled(id, '2026-12-15T10:00+08:00', {}, 'staging');
    // "Restart": a new scheduler over the same database, 40 minutes after the time.
    kit.clock.set('2026-12-15T02:40:00.000Z');
    const fresh = createReleaseScheduler({ releases: kit.releases, stats: kit.field.stats, halt: defaultHaltSettings, intervalMs: 3600_000 });
    expect((await fresh.tick()).released).toHaveLength(1);
    expect(await live(id, '/staging')).toBe(1);
    expect(await live(id)).toBe(0);
    const entry = value(await kit.store.listAudit({ screenId: id })).find((e) => e.action === 'schedule-live');
    expect(entry?.detail).toMatchObject({ lateMinutes: 40, target: 'staging' });
  });

  it('is refused when its time passed before anyone approved it', async () => {
    const id = 'site-home';
    kit.clock.set('2026-12-16T00:00:00.000Z');
    const text = retitled(kit.bundled.get(id)?.text ?? '', 'Too late');
    const cr = value(
      await kit.store.submitChangeRequest(id, cast.editor, {
        text,
        baseVersion: 0,
        reason: 'x',
        target: 'production',
        plan: { at: '2026-12-16T09:00+08:00' },
      }),
    );
    kit.clock.set('2026-12-16T02:00:00.000Z');
    expect(await kit.store.approve(cr.id, cast.reviewer, {})).toMatchObject({ ok: false, status: 409, code: 'schedule-passed' });
    expect(value(await kit.store.listVersions(id)).map((v) => v.version)).toEqual([0]);
  });
});

/**
 * Staged rollouts and scheduled releases after they started: read them, advance a rollout a step (a reviewer, or the
 * server on schedule), stop one (by hand, or the server halting it on the field's numbers), cancel a schedule, and
 * make a due schedule live. Every change runs in one transaction that locks the screen's row first and checks the row
 * is still what the caller saw (`fromStep`, status), so two reviewers or two server processes never both advance it.
 */
import { sql } from 'kysely';
import type { RolloutPlan, RolloutRow, ScheduledReleaseRow } from '../db/schema-releases.ts';
import { lockScreen, release, screenMoney, writeAudit, type Tx } from './publish-steps.ts';
import { manilaTime } from '../../renderer/core/releases/manila-time.ts';
import { serverActor, startRollout, withdrawToLive } from './release-plans.ts';
import { fail, guarded, iso, isCount, noScreen, ok, screensChannel, type StoreContext } from './store-context.ts';
import type { Actor, Channel, StoreResult } from './types.ts';

/** A rollout as the studio shows it. */
export interface RolloutInfo {
  id: number;
  screenId: string;
  version: number;
  fromVersion: number;
  steps: number[];
  step: number;
  percent: number;
  advance: 'reviewer' | 'schedule';
  everyMinutes: number | null;
  nextStepAt: string | null;
  status: RolloutRow['status'];
  startedBy: string;
  startedAt: string;
  updatedAt: string;
  endedAt: string | null;
  endDetail: Record<string, unknown> | null;
  changeRequestId: number | null;
}

/** A scheduled release as the studio shows it. */
export interface ScheduleInfo {
  id: number;
  screenId: string;
  version: number;
  target: Channel;
  at: string;
  rollout: RolloutPlan | null;
  status: ScheduledReleaseRow['status'];
  createdBy: string;
  createdAt: string;
  doneAt: string | null;
  doneBy: string | null;
  detail: Record<string, unknown> | null;
  changeRequestId: number | null;
}

/** The row as shown. */
export function rolloutInfo(r: RolloutRow): RolloutInfo {
  return {
    id: r.id,
    screenId: r.screen_id,
    version: r.version,
    fromVersion: r.from_version,
    steps: r.steps,
    step: r.step,
    percent: r.percent,
    advance: r.advance,
    everyMinutes: r.every_minutes,
    nextStepAt: r.next_step_at ? iso(r.next_step_at) : null,
    status: r.status,
    startedBy: r.started_by_name,
    startedAt: iso(r.started_at),
    updatedAt: iso(r.updated_at),
    endedAt: r.ended_at ? iso(r.ended_at) : null,
    endDetail: r.end_detail,
    changeRequestId: r.change_request_id,
  };
}

/** The row as shown. */
export function scheduleInfo(s: ScheduledReleaseRow): ScheduleInfo {
  return {
    id: s.id,
    screenId: s.screen_id,
    version: s.version,
    target: s.target,
    at: iso(s.go_live_at),
    rollout: s.rollout,
    status: s.status,
    createdBy: s.created_by_name,
    createdAt: iso(s.created_at),
    doneAt: s.done_at ? iso(s.done_at) : null,
    doneBy: s.done_by_name,
    detail: s.detail,
    changeRequestId: s.change_request_id,
  };
}

const lockRollout = (tx: Tx, id: number) => tx.selectFrom('rollout').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

/** Why `actor` may not move a money screen's rollout on, or null: the change's author never does. */
function ownMoneyChange(actor: Actor, authorId: string): string | null {
  return actor.id === authorId
    ? 'You wrote this change to a screen that can move money or change an account: someone else moves its rollout on.'
    : null;
}

/** Advances a locked active rollout one step (100 %: it becomes the production release and completes). */
async function stepOn(tx: Tx, r: RolloutRow, actor: Actor, how: 'reviewer' | 'schedule', now: Date, detail: Record<string, unknown> = {}) {
  const step = r.step + 1;
  const percent = r.steps[step] ?? 100;
  const done = percent >= 100;
  const next = !done && r.advance === 'schedule' ? new Date(now.getTime() + (r.every_minutes ?? 60) * 60_000) : null;
  const updated = await tx
    .updateTable('rollout')
    .set({ step, percent, status: done ? 'completed' : 'active', next_step_at: next, updated_at: now, ...(done ? { ended_at: now } : {}) })
    .where('id', '=', r.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (done) await release(tx, r.screen_id, ['production'], r.version, 'publish', actor, now);
  else await sql`select pg_notify(${screensChannel}, ${r.screen_id})`.execute(tx);
  await writeAudit(
    tx,
    actor,
    done ? 'rollout-complete' : 'rollout-advance',
    r.screen_id,
    { rolloutId: r.id, version: r.version, from: r.percent, percent, step, by: how, ...detail },
    now,
  );
  return updated;
}

/** The store calls of rollouts and schedules. */
export function rollouts(ctx: StoreContext) {
  return {
    /** A screen's rollouts and scheduled releases, newest first (at most 20 of each). */
    releaseState: (id: string): Promise<StoreResult<{ rollouts: RolloutInfo[]; schedules: ScheduleInfo[] }>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        const [r, s] = await Promise.all([
          ctx.db.selectFrom('rollout').selectAll().where('screen_id', '=', id).orderBy('id', 'desc').limit(20).execute(),
          ctx.db.selectFrom('scheduled_release').selectAll().where('screen_id', '=', id).orderBy('id', 'desc').limit(20).execute(),
        ]);
        return ok({ rollouts: r.map(rolloutInfo), schedules: s.map(scheduleInfo) });
      }),

    /** Every active rollout and waiting schedule (the scheduler's work list; no lock). */
    underWay: async (): Promise<{ rollouts: RolloutRow[]; schedules: ScheduledReleaseRow[] }> => {
      const [r, s] = await Promise.all([
        ctx.db.selectFrom('rollout').selectAll().where('status', '=', 'active').orderBy('id').execute(),
        ctx.db.selectFrom('scheduled_release').selectAll().where('status', '=', 'scheduled').orderBy('go_live_at').execute(),
      ]);
      return { rollouts: r, schedules: s };
    },

    /** A reviewer advances the rollout from step `fromStep` (409 'stale' when it moved meanwhile). */
    advanceRollout: (id: string, actor: Actor, input: { rolloutId: number; fromStep: number }): Promise<StoreResult<RolloutInfo>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        if (!isCount(input.rolloutId) || !isCount(input.fromStep)) return fail(400, 'bad-request', 'Send { rolloutId, fromStep }.');
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<RolloutInfo>> => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          const r = await lockRollout(tx, input.rolloutId);
          if (!r || r.screen_id !== id) return fail(404, 'not-found', `No rollout ${input.rolloutId} of this screen.`);
          if (r.status !== 'active') return fail(409, 'stale', `The rollout of version ${r.version} is ${r.status}; nothing was changed.`);
          if (r.step !== input.fromStep)
            return fail(409, 'stale', `The rollout of version ${r.version} is already at ${r.percent} %; look at it again.`);
          const own = (await screenMoney(tx, ctx, id)) ? ownMoneyChange(actor, r.author_id) : null;
          if (own) return fail(403, 'separation-of-duties', own);
          return ok(rolloutInfo(await stepOn(tx, r, actor, 'reviewer', now)));
        });
      }),

    /** A reviewer stops the rollout: everyone gets production's live text again (a new version restoring it). */
    stopRollout: (id: string, actor: Actor, input: { rolloutId: number; reason: string }): Promise<StoreResult<RolloutInfo>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        if (!isCount(input.rolloutId)) return fail(400, 'bad-request', 'Send { rolloutId, reason }.');
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<RolloutInfo>> => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          const r = await lockRollout(tx, input.rolloutId);
          if (!r || r.screen_id !== id) return fail(404, 'not-found', `No rollout ${input.rolloutId} of this screen.`);
          if (r.status !== 'active') return fail(409, 'stale', `The rollout of version ${r.version} is ${r.status}; nothing was changed.`);
          const why = input.reason.trim() || 'stopped by hand';
          const end = { by: actor.name, why };
          const updated = await tx
            .updateTable('rollout')
            .set({ status: 'stopped', ended_at: now, updated_at: now, end_detail: JSON.stringify(end) })
            .where('id', '=', r.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(tx, actor, 'rollout-stop', id, { rolloutId: r.id, version: r.version, percent: r.percent, why }, now);
          const back = await withdrawToLive(tx, ctx, {
            id,
            channel: 'production',
            stagingShows: [r.version],
            actor,
            reason: `Rollout of version ${r.version} stopped: ${why}`,
            detail: { rolloutId: r.id },
            now,
          });
          return back.ok ? ok(rolloutInfo(updated)) : back;
        });
      }),

    /** Cancels a waiting schedule (409 once it went live); the next edit starts from the live text again. */
    cancelSchedule: (id: string, actor: Actor, input: { scheduleId: number; reason: string }): Promise<StoreResult<ScheduleInfo>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        if (!isCount(input.scheduleId)) return fail(400, 'bad-request', 'Send { scheduleId, reason }.');
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<ScheduleInfo>> => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          const s = await tx.selectFrom('scheduled_release').selectAll().where('id', '=', input.scheduleId).forUpdate().executeTakeFirst();
          if (!s || s.screen_id !== id) return fail(404, 'not-found', `No scheduled release ${input.scheduleId} of this screen.`);
          if (s.status !== 'scheduled')
            return fail(409, 'stale', `Version ${s.version} is ${s.status === 'live' ? 'live already' : 'cancelled already'}.`);
          const why = input.reason.trim() || 'cancelled';
          const updated = await tx
            .updateTable('scheduled_release')
            .set({ status: 'cancelled', done_at: now, done_by_name: actor.name, detail: JSON.stringify({ why }) })
            .where('id', '=', s.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(tx, actor, 'schedule-cancel', id, { scheduleId: s.id, version: s.version, at: iso(s.go_live_at), why }, now);
          const back = await withdrawToLive(tx, ctx, {
            id,
            channel: s.target,
            stagingShows: [],
            actor,
            reason: `Scheduled release of version ${s.version} cancelled: ${why}`,
            detail: { scheduleId: s.id },
            now,
          });
          return back.ok ? ok(scheduleInfo(updated)) : back;
        });
      }),

    /**
     * The server makes a due schedule live (or starts its rollout). Answers null when there was nothing to do: not
     * due yet by the clock, or another process did it first (it is no longer 'scheduled' once the lock is ours).
     */
    releaseDue: (scheduleId: number): Promise<ScheduleInfo | null> =>
      ctx.db.transaction().execute(async (tx) => {
        const now = ctx.now();
        const peek = await tx.selectFrom('scheduled_release').select('screen_id').where('id', '=', scheduleId).executeTakeFirst();
        if (!peek) return null;
        await lockScreen(tx, peek.screen_id, now);
        const s = await tx.selectFrom('scheduled_release').selectAll().where('id', '=', scheduleId).forUpdate().executeTakeFirst();
        if (!s || s.status !== 'scheduled' || new Date(s.go_live_at).getTime() > now.getTime()) return null;
        const lateMs = now.getTime() - new Date(s.go_live_at).getTime();
        const late = lateMs > 5 * 60_000 ? { lateMinutes: Math.round(lateMs / 60_000) } : {};
        const detail = { at: iso(s.go_live_at), manila: manilaTime(s.go_live_at), ...late };
        const updated = await tx
          .updateTable('scheduled_release')
          .set({ status: 'live', done_at: now, done_by_name: serverActor.name, detail: JSON.stringify(detail) })
          .where('id', '=', s.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (s.rollout && s.target === 'production') {
          await startRollout(tx, {
            id: s.screen_id,
            version: s.version,
            plan: s.rollout,
            actor: serverActor,
            authorId: s.author_id,
            changeRequestId: s.change_request_id,
            now,
          });
        } else {
          await release(tx, s.screen_id, s.target === 'production' ? ['staging', 'production'] : ['staging'], s.version, 'publish', serverActor, now);
        }
        await writeAudit(tx, serverActor, 'schedule-live', s.screen_id, { scheduleId: s.id, version: s.version, target: s.target, ...detail }, now);
        return scheduleInfo(updated);
      }),

    /** The server advances a rollout on schedule, from `fromStep`, when due; null when not (or another process did). */
    advanceDue: (rolloutId: number, fromStep: number, detail: Record<string, unknown>): Promise<RolloutInfo | null> =>
      ctx.db.transaction().execute(async (tx) => {
        const now = ctx.now();
        const peek = await tx.selectFrom('rollout').select('screen_id').where('id', '=', rolloutId).executeTakeFirst();
        if (!peek) return null;
        await lockScreen(tx, peek.screen_id, now);
        const r = await lockRollout(tx, rolloutId);
        if (!r || r.status !== 'active' || r.advance !== 'schedule' || r.step !== fromStep) return null;
        if (!r.next_step_at || new Date(r.next_step_at).getTime() > now.getTime()) return null;
        return rolloutInfo(await stepOn(tx, r, serverActor, 'schedule', now, detail));
      }),

    /**
     * The server halts a rollout whose new version fails more than the live one (the halt rule decided on `numbers`,
     * written to the audit): it stops, and production's live text comes back for everyone. Null when the rollout is
     * no longer the one decided on (advanced, stopped or halted meanwhile).
     */
    halt: (rolloutId: number, fromStep: number, numbers: Record<string, unknown>): Promise<RolloutInfo | null> =>
      ctx.db.transaction().execute(async (tx) => {
        const now = ctx.now();
        const peek = await tx.selectFrom('rollout').select('screen_id').where('id', '=', rolloutId).executeTakeFirst();
        if (!peek) return null;
        await lockScreen(tx, peek.screen_id, now);
        const r = await lockRollout(tx, rolloutId);
        if (!r || r.status !== 'active' || r.step !== fromStep) return null;
        const end = { halted: true, ...numbers };
        const updated = await tx
          .updateTable('rollout')
          .set({ status: 'halted', ended_at: now, updated_at: now, end_detail: JSON.stringify(end) })
          .where('id', '=', r.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(tx, serverActor, 'rollout-halt', r.screen_id, { rolloutId: r.id, version: r.version, percent: r.percent, ...numbers }, now);
        const back = await withdrawToLive(tx, ctx, {
          id: r.screen_id,
          channel: 'production',
          stagingShows: [r.version],
          actor: serverActor,
          reason: `Rollout of version ${r.version} halted: more views with an error than version ${r.from_version}`,
          detail: { rolloutId: r.id, halted: true },
          now,
        });
        if (!back.ok) throw new Error(back.message);
        return rolloutInfo(updated);
      }),
  };
}

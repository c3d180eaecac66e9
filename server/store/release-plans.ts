/**
 * How a reviewed version goes live (issue 30 items 4, 5): at once (as before), in steps to a share of production's
 * borrowers (a rollout), or at a set time (a scheduled release, optionally starting a rollout then). Also the guards
 * every production write passes while something is under way on a screen (one rollout, schedule or experiment at a
 * time; a rollback ends it), and the withdrawal that puts production's live text back as a new version, so the next
 * edit starts from what borrowers see and a withdrawn version is never served again (its place is after the live one).
 */
import type { ReleasePlan, RolloutPlan } from '../db/schema-releases.ts';
import { manilaTime } from '../../renderer/core/releases/manila-time.ts';
import { insertVersion, latestVersion, liveRelease, release, versionRow, writeAudit, type Tx } from './publish-steps.ts';
import { fail, iso, ok, type StoreContext } from './store-context.ts';
import type { Actor, Channel, StoreFailure, StoreResult } from './types.ts';

/** The server itself, for what it does on its own (a halt, a step on schedule, a release at its time). */
export const serverActor: Actor = { id: 'hatid-server', name: 'Hatid (automatic)', role: 'reviewer', ip: null };

/** A schedule's furthest time ahead. */
const maxAheadMs = 366 * 24 * 3600_000;

/** Checks a rollout plan as sent; a sentence saying what is wrong, or the plan. */
export function checkRolloutPlan(raw: unknown): RolloutPlan | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'Send the rollout as { steps, advance, everyMinutes? }.';
  const { steps, advance, everyMinutes } = raw as Record<string, unknown>;
  if (!Array.isArray(steps) || steps.length < 2 || steps.length > 10 || !steps.every((s) => Number.isInteger(s) && s >= 1 && s <= 100))
    return 'The steps are 2 to 10 whole percentages from 1 to 100.';
  const list = steps as number[];
  if (list.some((s, i) => i > 0 && s <= (list[i - 1] as number))) return 'Each step must reach more borrowers than the one before.';
  if (list.at(-1) !== 100) return 'The last step is 100 %: every borrower.';
  if (advance !== 'reviewer' && advance !== 'schedule') return "Say who advances the steps: 'reviewer' or 'schedule'.";
  if (advance === 'reviewer') return { steps: list, advance };
  if (!Number.isInteger(everyMinutes) || (everyMinutes as number) < 5 || (everyMinutes as number) > 30 * 24 * 60)
    return 'A step on schedule comes every 5 minutes to 30 days (everyMinutes).';
  return { steps: list, advance, everyMinutes: everyMinutes as number };
}

/** Checks a release plan as sent with an edit (none: at once); `now` is the server's clock. */
export function checkReleasePlan(raw: unknown, target: Channel, now: Date): ReleasePlan | null | string {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) return 'Send the plan as { rollout?, at? }.';
  const { rollout, at } = raw as Record<string, unknown>;
  const plan: ReleasePlan = {};
  if (rollout !== undefined && rollout !== null) {
    if (target !== 'production') return 'Only production goes live in steps; staging shows a change to the whole team at once.';
    const checked = checkRolloutPlan(rollout);
    if (typeof checked === 'string') return checked;
    plan.rollout = checked;
  }
  if (at !== undefined && at !== null) {
    const when = typeof at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(at) ? new Date(at) : undefined;
    if (!when || Number.isNaN(when.getTime())) return 'The time to go live is an ISO date and time with its offset (2026-12-12T09:00+08:00).';
    if (when.getTime() <= now.getTime() + 60_000) return 'The time to go live must be at least a minute ahead.';
    if (when.getTime() > now.getTime() + maxAheadMs) return 'The time to go live must be within a year.';
    plan.at = when.toISOString();
  }
  return plan.rollout || plan.at ? plan : null;
}

/** What is under way on a screen: an active rollout, a scheduled release, a draft or running experiment. */
export interface Pending {
  rollout?: { id: number; version: number; percent: number };
  scheduled?: { id: number; version: number; target: Channel; at: string };
  experiment?: { id: number; name: string; status: 'draft' | 'running' };
}

/** Reads what is under way on a screen. */
export async function pendingOf(tx: Tx, id: string): Promise<Pending> {
  const [rollout, scheduled, experiment] = await Promise.all([
    tx.selectFrom('rollout').select(['id', 'version', 'percent']).where('screen_id', '=', id).where('status', '=', 'active').executeTakeFirst(),
    tx
      .selectFrom('scheduled_release')
      .select(['id', 'version', 'target', 'go_live_at'])
      .where('screen_id', '=', id)
      .where('status', '=', 'scheduled')
      .executeTakeFirst(),
    tx
      .selectFrom('experiment')
      .select(['id', 'name', 'status'])
      .where('screen_id', '=', id)
      .where('status', 'in', ['draft', 'running'])
      .executeTakeFirst(),
  ]);
  const pending: Pending = {};
  if (rollout) pending.rollout = rollout;
  if (scheduled) pending.scheduled = { id: scheduled.id, version: scheduled.version, target: scheduled.target, at: iso(scheduled.go_live_at) };
  if (experiment && (experiment.status === 'draft' || experiment.status === 'running'))
    pending.experiment = { id: experiment.id, name: experiment.name, status: experiment.status };
  return pending;
}

/**
 * The 409 'pending-release' for a write to `channel` while something is under way that it would overrule: on
 * production an active rollout, a running experiment or a scheduled release; on staging a release scheduled there.
 */
export async function pendingRefusal(tx: Tx, id: string, channel: Channel, doing: string): Promise<StoreFailure | null> {
  const pending = await pendingOf(tx, id);
  const scheduled = pending.scheduled;
  if (channel === 'production' && pending.rollout)
    return fail(
      409,
      'pending-release',
      `Version ${pending.rollout.version} is rolling out (${pending.rollout.percent} % of borrowers); finish or stop that rollout before ${doing}.`,
    );
  if (channel === 'production' && pending.experiment?.status === 'running')
    return fail(409, 'pending-release', `The experiment “${pending.experiment.name}” is running on this screen; end it before ${doing}.`);
  if (scheduled && (channel === 'production' || scheduled.target === 'staging'))
    return fail(
      409,
      'pending-release',
      `Version ${scheduled.version} is scheduled to go live on ${scheduled.target} on ${manilaTime(scheduled.at)} (Manila); cancel it before ${doing}.`,
    );
  return null;
}

/** A 409 for a plan whose time passed before it was approved, or null. */
export function planRefusal(plan: ReleasePlan | null, now: Date): StoreFailure | null {
  if (plan?.at && new Date(plan.at).getTime() <= now.getTime())
    return fail(
      409,
      'schedule-passed',
      `The time set for this release (${manilaTime(plan.at)}, Manila) has passed; the author withdraws it and sends it again with a new time.`,
    );
  return null;
}

/** What a version's going live did, for the audit and the answer. */
export interface WentLive {
  /** 'now': live on its target; 'rollout': on staging, and on production for the first step's share; 'scheduled'. */
  how: 'now' | 'rollout' | 'scheduled';
  percent?: number;
  at?: string;
  rolloutId?: number;
  scheduleId?: number;
}

/** What the audit says of a version that went live by its plan (nothing for one that went live at once). */
export function wentDetail(went: WentLive): Record<string, unknown> {
  if (went.how === 'now') return {};
  return went.how === 'rollout'
    ? { rollout: { percent: went.percent, rolloutId: went.rolloutId } }
    : { scheduled: { at: went.at, scheduleId: went.scheduleId } };
}

/** Starts a rollout of `version` (already on staging or not): its first step's share of production. */
export async function startRollout(
  tx: Tx,
  input: { id: string; version: number; plan: RolloutPlan; actor: Actor; authorId: string; changeRequestId: number | null; now: Date },
): Promise<WentLive> {
  const { id, version, plan, actor, now } = input;
  const live = await liveRelease(tx, id, 'production');
  await release(tx, id, ['staging'], version, 'publish', actor, now);
  const percent = plan.steps[0] as number;
  const row = await tx
    .insertInto('rollout')
    .values({
      screen_id: id,
      version,
      from_version: live?.version ?? 0,
      steps: JSON.stringify(plan.steps),
      step: 0,
      percent,
      advance: plan.advance,
      every_minutes: plan.everyMinutes ?? null,
      next_step_at: plan.advance === 'schedule' ? new Date(now.getTime() + (plan.everyMinutes ?? 60) * 60_000) : null,
      status: 'active',
      change_request_id: input.changeRequestId,
      author_id: input.authorId,
      started_by_id: actor.id,
      started_by_name: actor.name,
      started_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeAudit(
    tx,
    actor,
    'rollout-start',
    id,
    { rolloutId: row.id, version, from: live?.version ?? 0, percent, steps: plan.steps, advance: plan.advance, everyMinutes: plan.everyMinutes },
    now,
  );
  return { how: 'rollout', percent, rolloutId: row.id };
}

/**
 * Makes a just-made version live by its plan (call with the screen locked, after pendingRefusal and planRefusal):
 * at once on the target (production takes staging along), a rollout's first step, or a scheduled release.
 */
export async function goLive(
  tx: Tx,
  input: {
    id: string;
    version: number;
    target: Channel;
    plan: ReleasePlan | null;
    actor: Actor;
    authorId: string;
    changeRequestId: number | null;
    now: Date;
  },
): Promise<WentLive> {
  const { id, version, target, plan, actor, now } = input;
  if (plan?.at) {
    const row = await tx
      .insertInto('scheduled_release')
      .values({
        screen_id: id,
        version,
        target,
        go_live_at: plan.at,
        rollout: plan.rollout ? JSON.stringify(plan.rollout) : null,
        status: 'scheduled',
        change_request_id: input.changeRequestId,
        author_id: input.authorId,
        created_by_id: actor.id,
        created_by_name: actor.name,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeAudit(
      tx,
      actor,
      'schedule',
      id,
      { scheduleId: row.id, version, target, at: plan.at, manila: manilaTime(plan.at), steps: plan.rollout?.steps },
      now,
    );
    return { how: 'scheduled', at: plan.at, scheduleId: row.id };
  }
  if (plan?.rollout && target === 'production') return startRollout(tx, { ...input, plan: plan.rollout });
  await release(tx, id, target === 'production' ? ['staging', 'production'] : ['staging'], version, 'publish', actor, now);
  return { how: 'now' };
}

/**
 * Puts `channel`'s live text back as a new version (a rollback to the live version), live on `channel` (and on staging
 * while it shows a withdrawn version): after a halt, a stopped rollout, a cancelled schedule or an ended experiment.
 * Call with the screen locked.
 */
export async function withdrawToLive(
  tx: Tx,
  ctx: StoreContext,
  input: {
    id: string;
    channel: Channel;
    /** Staging is put back too while it shows one of these versions (a rollout's, which staging got whole). */
    stagingShows: readonly number[];
    actor: Actor;
    reason: string;
    detail: Record<string, unknown>;
    now: Date;
  },
): Promise<StoreResult<{ version: number; restores: number }>> {
  const { id, channel, actor, now } = input;
  const live = await liveRelease(tx, id, channel);
  const restores = live?.version ?? 0;
  const old = restores === 0 ? { text: ctx.bundled.get(id)?.text ?? '' } : await versionRow(tx, id, restores);
  if (!old?.text) return fail(404, 'not-found', `Screen "${id}" has no version ${restores}.`);
  const latest = await latestVersion(tx, id);
  const version = await insertVersion(
    tx,
    id,
    actor,
    { text: old.text, reason: input.reason, baseVersion: latest?.version ?? 0, rollbackOf: restores },
    now,
  );
  const staging = channel === 'production' && input.stagingShows.length > 0 ? await liveRelease(tx, id, 'staging') : undefined;
  const on: Channel[] = staging && input.stagingShows.includes(staging.version) ? ['staging', 'production'] : [channel];
  // A screen made in the studio that was live nowhere there goes back to live nowhere: its start is never served (the
  // new version is only the text the next edit starts from).
  const nowhere = restores === 0 && ctx.bundled.get(id)?.made !== undefined;
  await release(tx, id, on, nowhere ? 0 : version.version, 'rollback', actor, now);
  await writeAudit(
    tx,
    actor,
    'rollback',
    id,
    {
      version: version.version,
      rollbackOf: restores,
      channel,
      channels: on,
      reason: input.reason,
      ...(nowhere ? { liveNowhere: true } : {}),
      ...input.detail,
    },
    now,
  );
  return ok({ version: version.version, restores });
}

/**
 * Ends what is under way on a screen because someone rolled `channel` back by hand (their rollback already restores
 * an older text): the rollout stops, a schedule for that channel is cancelled, a running experiment ends.
 */
export async function endPendingOnRollback(tx: Tx, id: string, channel: Channel, actor: Actor, now: Date): Promise<void> {
  const detail = JSON.stringify({ by: actor.name, why: `rolled back on ${channel}` });
  if (channel === 'production') {
    const stopped = await tx
      .updateTable('rollout')
      .set({ status: 'stopped', ended_at: now, updated_at: now, end_detail: detail })
      .where('screen_id', '=', id)
      .where('status', '=', 'active')
      .returning(['id', 'version', 'percent'])
      .execute();
    for (const r of stopped)
      await writeAudit(tx, actor, 'rollout-stop', id, { rolloutId: r.id, version: r.version, percent: r.percent, why: 'rolled back' }, now);
    const ended = await tx
      .updateTable('experiment')
      .set({ status: 'ended', ended_at: now, ended_by_name: actor.name, end_detail: detail })
      .where('screen_id', '=', id)
      .where('status', '=', 'running')
      .returning(['id', 'name'])
      .execute();
    for (const e of ended) await writeAudit(tx, actor, 'experiment-end', id, { experimentId: e.id, name: e.name, why: 'rolled back' }, now);
  }
  let cancel = tx
    .updateTable('scheduled_release')
    .set({ status: 'cancelled', done_at: now, done_by_name: actor.name, detail })
    .where('screen_id', '=', id)
    .where('status', '=', 'scheduled');
  if (channel === 'staging') cancel = cancel.where('target', '=', 'staging');
  const cancelled = await cancel.returning(['id', 'version']).execute();
  for (const s of cancelled) await writeAudit(tx, actor, 'schedule-cancel', id, { scheduleId: s.id, version: s.version, why: 'rolled back' }, now);
}

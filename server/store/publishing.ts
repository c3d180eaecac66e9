/** Publishing without review (screens that need none), promotion from staging to production, rollback and the review setting. */
import { dropStaleDrafts } from './stale-drafts.ts';
import { checkEdit } from './edit-checks.ts';
import {
  insertVersion,
  latestVersion,
  liveRelease,
  lockScreen,
  release,
  releaseChannels,
  screenMoney,
  staleChannel,
  stalePublish,
  versionRow,
  writeAudit,
} from './publish-steps.ts';
import { checkReleasePlan, endPendingOnRollback, goLive, pendingRefusal, wentDetail } from './release-plans.ts';
import { versionInfo } from './rows.ts';
import { textReachesMoney } from './screen-facts.ts';
import type { EditInput } from './store-api.ts';
import { fail, guarded, isCount, iso, noScreen, ok, type StoreContext } from './store-context.ts';
import { channels, type Actor, type Channel, type ChannelState, type StoreResult, type VersionInfo } from './types.ts';

/** The 403 of a publish that needs a second person. */
export const needsReviewMessage = 'This screen needs a second person: submit it for review.';

/** publish, promote, rollback, setReviewRequired. */
export function publishing(ctx: StoreContext) {
  return {
    publish: (id: string, actor: Actor, input: EditInput): Promise<StoreResult<VersionInfo>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        const refused = checkEdit(ctx, id, input);
        if (refused) return refused;
        const plan = checkReleasePlan(input.plan, input.target, ctx.now());
        if (typeof plan === 'string') return fail(400, 'bad-request', plan);
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<VersionInfo>> => {
          const now = ctx.now();
          const { reviewRequired } = await lockScreen(tx, id, now);
          if (reviewRequired || textReachesMoney(input.text) || (await screenMoney(tx, ctx, id))) return fail(403, 'forbidden', needsReviewMessage);
          const waiting = await pendingRefusal(tx, id, input.target, 'publishing');
          if (waiting) return waiting;
          const latest = await latestVersion(tx, id);
          if ((latest?.version ?? 0) !== input.baseVersion) return stalePublish(tx, latest);
          const version = await insertVersion(tx, id, actor, { text: input.text, reason: input.reason.trim(), baseVersion: input.baseVersion }, now);
          const went = await goLive(tx, {
            id,
            version: version.version,
            target: input.target,
            plan,
            actor,
            authorId: actor.id,
            changeRequestId: null,
            now,
          });
          await tx.deleteFrom('draft').where('screen_id', '=', id).where('user_id', '=', actor.id).execute();
          await writeAudit(
            tx,
            actor,
            'publish',
            id,
            { version: version.version, target: input.target, reason: version.reason, baseVersion: input.baseVersion, ...wentDetail(went) },
            now,
          );
          return ok(versionInfo(version));
        });
      }),

    promote: (id: string, actor: Actor, input: { version: number; baseVersion: number }): Promise<StoreResult<ChannelState>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        if (!isCount(input.version) || !isCount(input.baseVersion)) return fail(400, 'bad-request', 'Send { version, baseVersion }.');
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<ChannelState>> => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          const waiting = await pendingRefusal(tx, id, 'production', 'promoting');
          if (waiting) return waiting;
          const live = await liveRelease(tx, id, 'production');
          if ((live?.version ?? 0) !== input.baseVersion) return staleChannel(tx, id, 'production', live, 'promoting');
          const wasOnStaging = await tx
            .selectFrom('release')
            .select('id')
            .where('screen_id', '=', id)
            .where('channel', '=', 'staging')
            .where('version', '=', input.version)
            .limit(1)
            .executeTakeFirst();
          if (!wasOnStaging)
            return fail(409, 'conflict', `Version ${input.version} has never been live on staging; only what staging has shown can be promoted.`);
          if (live?.version === input.version) return fail(409, 'conflict', `Version ${input.version} is already live on production.`);
          await release(tx, id, ['production'], input.version, 'promote', actor, now);
          await writeAudit(tx, actor, 'promote', id, { version: input.version, from: input.baseVersion }, now);
          return ok({ version: input.version, since: iso(now), by: actor.name });
        });
      }),

    rollback: (
      id: string,
      actor: Actor,
      input: { version: number; channel: Channel; baseVersion: number; reason?: string },
    ): Promise<StoreResult<VersionInfo>> =>
      guarded(async () => {
        const bundled = ctx.bundled.get(id);
        if (!bundled) return noScreen(id);
        if (!isCount(input.version) || !isCount(input.baseVersion) || !channels.includes(input.channel)) {
          return fail(400, 'bad-request', "Send { version, channel: 'staging' | 'production', baseVersion, reason? }.");
        }
        // A screen made in the studio has no copy in the app: its version 0 is where it started, never served.
        if (input.version === 0 && bundled.made) {
          return fail(
            409,
            'no-bundled-copy',
            `"${bundled.title}" was made in the studio, so the app has no bundled copy of it to roll back to. Roll back to one of its versions instead.`,
          );
        }
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<VersionInfo>> => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          const live = await liveRelease(tx, id, input.channel);
          if ((live?.version ?? 0) !== input.baseVersion) return staleChannel(tx, id, input.channel, live, 'rolling back');
          const old = input.version === 0 ? { text: bundled.text } : await versionRow(tx, id, input.version);
          if (!old) return fail(404, 'not-found', `Screen "${id}" has no version ${input.version}.`);
          const takenAway = live && live.version > 0 ? (await versionRow(tx, id, live.version))?.text : undefined;
          const reason = input.reason?.trim() || (input.version === 0 ? 'Rollback to the bundled copy' : `Rollback to version ${input.version}`);
          const latest = await latestVersion(tx, id);
          const version = await insertVersion(
            tx,
            id,
            actor,
            { text: old.text, reason, baseVersion: latest?.version ?? 0, rollbackOf: input.version },
            now,
          );
          await release(tx, id, releaseChannels(input.channel), version.version, 'rollback', actor, now);
          await writeAudit(tx, actor, 'rollback', id, { version: version.version, rollbackOf: input.version, channel: input.channel, reason }, now);
          if (takenAway !== undefined && takenAway !== old.text) await dropStaleDrafts(tx, id, [takenAway], actor, 'rolled back', now);
          // A rollback is the way out of anything under way: it ends a rollout, a schedule or an experiment there.
          await endPendingOnRollback(tx, id, input.channel, actor, now);
          return ok(versionInfo(version));
        });
      }),

    setReviewRequired: async (id: string, actor: Actor, reviewRequired: boolean): Promise<StoreResult<null>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        if (typeof reviewRequired !== 'boolean') return fail(400, 'bad-request', 'Send { reviewRequired: true | false }.');
        await ctx.db.transaction().execute(async (tx) => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          await tx.updateTable('screen').set({ review_required: reviewRequired }).where('id', '=', id).execute();
          await writeAudit(tx, actor, 'settings', id, { reviewRequired }, now);
        });
        return ok(null);
      }),
  };
}

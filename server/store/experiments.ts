/**
 * Experiments (issue 30 item 6): two or more versions of a screen shared out among production's borrowers by bucket,
 * measured by a goal (an endpoint's outcome, e.g. loanConfirm.push done). A draft gets its variants as change requests
 * (experiment-variants.ts), each reviewed like any change; a reviewer starts it once they are approved (their texts
 * become versions then, served by bucket); ending it puts the control back for everyone and, when a variant won,
 * opens a change request with that variant's text, which goes through the normal review to go live.
 */
import { sql } from 'kysely';
import { endpointNames } from '../../adapters/http/endpoints.ts';
import type { ExperimentRow, ExperimentVariantRow } from '../db/schema-releases.ts';
import { insertVersion, latestVersion, liveRelease, lockScreen, screenMoney, writeAudit, type Tx } from './publish-steps.ts';
import { pendingRefusal, withdrawToLive } from './release-plans.ts';
import { changeRequestInfo } from './rows.ts';
import { textReachesMoney } from './screen-facts.ts';
import { settleVariantFixtures } from './variant-fixtures.ts';
import { staffEpoch } from './separation-of-duties.ts';
import { fail, guarded, iso, isCount, noScreen, ok, screensChannel, type StoreContext } from './store-context.ts';
import type { Actor, ChangeRequest, ChangeRequestStatus, StoreResult } from './types.ts';

/** The outcomes a goal can count. */
export const goalOutcomes = ['done', 'failed', 'stopped'] as const;

/** One variant as shown. */
export interface VariantInfo {
  key: string;
  /** Null for the control (A), which is the base version. */
  changeRequestId: number | null;
  changeRequestStatus: ChangeRequestStatus | null;
  author: string | null;
  reason: string | null;
  /** The version borrowers get (the control's from the start; the others once the experiment started). */
  version: number | null;
}

/** An experiment as shown. */
export interface ExperimentInfo {
  id: number;
  screenId: string;
  name: string;
  goal: { endpoint: string; outcome: (typeof goalOutcomes)[number] };
  minimumEffect: number;
  baseVersion: number;
  status: ExperimentRow['status'];
  money: boolean;
  createdBy: string;
  createdAt: string;
  startedAt: string | null;
  startedBy: string | null;
  endedAt: string | null;
  endedBy: string | null;
  winner: string | null;
  shipChangeRequestId: number | null;
  endDetail: Record<string, unknown> | null;
  variants: VariantInfo[];
}

type VariantJoin = ExperimentVariantRow & {
  cr_status: ChangeRequestStatus | null;
  author_name: string | null;
  reason: string | null;
  author_id: string | null;
};

async function variantsOf(tx: Tx, ids: number[]): Promise<VariantJoin[]> {
  if (ids.length === 0) return [];
  return tx
    .selectFrom('experiment_variant as v')
    .leftJoin('change_request as c', 'c.id', 'v.change_request_id')
    .select(['v.experiment_id', 'v.key', 'v.change_request_id', 'v.version', 'c.status as cr_status', 'c.author_name', 'c.reason', 'c.author_id'])
    .where('v.experiment_id', 'in', ids)
    .orderBy('v.key')
    .execute();
}

function experimentInfo(row: ExperimentRow, variants: VariantJoin[], money: boolean): ExperimentInfo {
  return {
    id: row.id,
    screenId: row.screen_id,
    name: row.name,
    goal: { endpoint: row.goal_endpoint, outcome: row.goal_outcome },
    minimumEffect: row.minimum_effect,
    baseVersion: row.base_version,
    status: row.status,
    money,
    createdBy: row.created_by_name,
    createdAt: iso(row.created_at),
    startedAt: row.started_at ? iso(row.started_at) : null,
    startedBy: row.started_by_name,
    endedAt: row.ended_at ? iso(row.ended_at) : null,
    endedBy: row.ended_by_name,
    winner: row.winner,
    shipChangeRequestId: row.ship_change_request_id,
    endDetail: row.end_detail,
    variants: variants
      .filter((v) => v.experiment_id === row.id)
      .map((v) => ({
        key: v.key,
        changeRequestId: v.change_request_id,
        changeRequestStatus: v.cr_status,
        author: v.author_name,
        reason: v.reason,
        version: v.version,
      })),
  };
}

const notFound = (n: number) => fail(404, 'not-found', `No experiment ${n}.`);

/** The store calls of experiments. */
export function experiments(ctx: StoreContext) {
  const one = async (tx: Tx, row: ExperimentRow): Promise<ExperimentInfo> =>
    experimentInfo(row, await variantsOf(tx, [row.id]), await screenMoney(tx, ctx, row.screen_id));
  /** Locks the experiment's screen, then the experiment. */
  const lock = async (tx: Tx, n: number, now: Date): Promise<ExperimentRow | undefined> => {
    const peek = await tx.selectFrom('experiment').select('screen_id').where('id', '=', n).executeTakeFirst();
    if (!peek) return undefined;
    await lockScreen(tx, peek.screen_id, now);
    return tx.selectFrom('experiment').selectAll().where('id', '=', n).forUpdate().executeTakeFirst();
  };

  return {
    /** Experiments, newest first: of one screen, or all (at most 100). */
    listExperiments: (filter: { screenId?: string }): Promise<StoreResult<ExperimentInfo[]>> =>
      guarded(async () => {
        let query = ctx.db.selectFrom('experiment').selectAll().orderBy('id', 'desc').limit(100);
        if (filter.screenId) query = query.where('screen_id', '=', filter.screenId);
        const rows = await query.execute();
        const variants = await variantsOf(
          ctx.db,
          rows.map((r) => r.id),
        );
        const money = new Map<string, boolean>();
        for (const r of rows) if (!money.has(r.screen_id)) money.set(r.screen_id, await screenMoney(ctx.db, ctx, r.screen_id));
        return ok(rows.map((r) => experimentInfo(r, variants, money.get(r.screen_id) ?? false)));
      }),

    /** One experiment. */
    getExperiment: (n: number): Promise<StoreResult<ExperimentInfo>> =>
      guarded(async () => {
        if (!isCount(n)) return notFound(n);
        const row = await ctx.db.selectFrom('experiment').selectAll().where('id', '=', n).executeTakeFirst();
        return row ? ok(await one(ctx.db, row)) : notFound(n);
      }),

    /**
     * Makes a draft experiment on a screen (409 when one is open there, or when a screen made in the studio is live
     * nowhere on production); the control is production's live version.
     */
    createExperiment: (
      id: string,
      actor: Actor,
      input: { name: string; goal: { endpoint: string; outcome: string }; minimumEffect?: number },
    ): Promise<StoreResult<ExperimentInfo>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        const name = typeof input.name === 'string' ? input.name.trim() : '';
        if (!name || name.length > 120) return fail(400, 'bad-request', 'Name the experiment (up to 120 characters).');
        const endpoint = input.goal?.endpoint;
        if (typeof endpoint !== 'string' || !(endpointNames as readonly string[]).includes(endpoint))
          return fail(400, 'bad-request', 'The goal is an endpoint of the catalog, such as loanConfirm.push.');
        const outcome = input.goal.outcome;
        if (!(goalOutcomes as readonly string[]).includes(outcome)) return fail(400, 'bad-request', "The goal's outcome is done, failed or stopped.");
        const effect = input.minimumEffect ?? 0.05;
        if (typeof effect !== 'number' || !(effect >= 0.005 && effect <= 0.5))
          return fail(400, 'bad-request', 'The smallest difference worth finding is 0.5 to 50 points (0.005 to 0.5).');
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<ExperimentInfo>> => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          const open = await tx
            .selectFrom('experiment')
            .select('name')
            .where('screen_id', '=', id)
            .where('status', 'in', ['draft', 'running'])
            .executeTakeFirst();
          if (open) return fail(409, 'conflict', `The experiment “${open.name}” is open on this screen; end or cancel it first.`);
          const live = await liveRelease(tx, id, 'production');
          // A made screen's start (its version 0) was never reviewed nor served: there is no control to compare with.
          if ((live?.version ?? 0) === 0 && ctx.bundled.get(id)?.made !== undefined)
            return fail(
              409,
              'conflict',
              `“${id}” was made in the studio and is live nowhere on production yet: an experiment compares its variants with the live version, so publish it on production first.`,
            );
          const row = await tx
            .insertInto('experiment')
            .values({
              screen_id: id,
              name,
              goal_endpoint: endpoint,
              goal_outcome: outcome as (typeof goalOutcomes)[number],
              minimum_effect: effect,
              base_version: live?.version ?? 0,
              status: 'draft',
              created_by_id: actor.id,
              created_by_name: actor.name,
              created_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await tx
            .insertInto('experiment_variant')
            .values({ experiment_id: row.id, key: 'A', change_request_id: null, version: row.base_version })
            .execute();
          await writeAudit(
            tx,
            actor,
            'experiment-create',
            id,
            { experimentId: row.id, name, goal: `${endpoint} ${outcome}`, baseVersion: row.base_version },
            now,
          );
          return ok(await one(tx, row));
        });
      }),

    /**
     * Starts a draft whose variants are approved (those withdrawn are left out): their texts become versions, served
     * by bucket from now on. 409 while a variant waits for review, when production's live version changed since the
     * variants were made from it, or while a rollout or schedule is under way. On a money screen the person who made
     * the experiment or wrote a variant does not start it.
     */
    startExperiment: (n: number, actor: Actor): Promise<StoreResult<ExperimentInfo>> =>
      guarded(() =>
        ctx.db.transaction().execute(async (tx): Promise<StoreResult<ExperimentInfo>> => {
          const now = ctx.now();
          const row = await lock(tx, n, now);
          if (!row) return notFound(n);
          if (row.status !== 'draft') return fail(409, 'conflict', `The experiment “${row.name}” is ${row.status}.`);
          const waiting = await pendingRefusal(tx, row.screen_id, 'production', 'starting the experiment');
          if (waiting) return waiting;
          const live = await liveRelease(tx, row.screen_id, 'production');
          if ((live?.version ?? 0) !== row.base_version)
            return fail(
              409,
              'stale',
              `Version ${live?.version ?? 0} went live since the variants were made from version ${row.base_version}; make the experiment again from it.`,
            );
          const variants = (await variantsOf(tx, [n])).filter((v) => v.key !== 'A' && v.cr_status !== 'withdrawn');
          const unreviewed = variants.filter((v) => v.cr_status !== 'approved');
          if (unreviewed.length > 0)
            return fail(409, 'conflict', `Variant ${unreviewed.map((v) => v.key).join(', ')} is not approved yet; each variant is reviewed first.`);
          if (variants.length === 0) return fail(409, 'conflict', 'An experiment needs at least one approved variant besides the control.');
          if (await screenMoney(tx, ctx, row.screen_id)) {
            const involved = [row.created_by_id, ...variants.map((v) => v.author_id)];
            if (involved.includes(actor.id))
              return fail(
                403,
                'separation-of-duties',
                'This screen can move money or change an account: someone who neither made the experiment nor wrote a variant starts it.',
              );
          }
          const made: Record<string, number> = { A: row.base_version };
          for (const v of variants) {
            const cr = await tx
              .selectFrom('change_request')
              .selectAll()
              .where('id', '=', v.change_request_id ?? -1)
              .executeTakeFirstOrThrow();
            const latest = await latestVersion(tx, row.screen_id);
            const version = await insertVersion(
              tx,
              row.screen_id,
              { id: cr.author_id, name: cr.author_name, role: 'editor' },
              {
                text: cr.text,
                reason: `Experiment “${row.name}”, variant ${v.key}: ${cr.reason}`,
                baseVersion: latest?.version ?? 0,
                changeRequestId: cr.id,
              },
              now,
            );
            made[v.key] = version.version;
            await tx
              .updateTable('experiment_variant')
              .set({ version: version.version })
              .where('experiment_id', '=', n)
              .where('key', '=', v.key)
              .execute();
            await tx.updateTable('change_request').set({ published_version: version.version, updated_at: now }).where('id', '=', cr.id).execute();
          }
          const started = await tx
            .updateTable('experiment')
            .set({ status: 'running', started_at: now, started_by_name: actor.name })
            .where('id', '=', n)
            .returningAll()
            .executeTakeFirstOrThrow();
          await sql`select pg_notify(${screensChannel}, ${row.screen_id})`.execute(tx);
          await writeAudit(tx, actor, 'experiment-start', row.screen_id, { experimentId: n, name: row.name, versions: made }, now);
          return ok(await one(tx, started));
        }),
      ),

    /**
     * Ends a running experiment: everyone gets the control again (a new version restoring it). With `ship` a variant
     * other than A, a change request with that variant's text is opened by the person ending it, for someone else to
     * review as usual. `results` (the numbers shown when it ended) go to the audit.
     */
    endExperiment: (
      n: number,
      actor: Actor,
      input: { ship: string | null; reason: string; results?: unknown },
    ): Promise<StoreResult<{ experiment: ExperimentInfo; changeRequest: ChangeRequest | null }>> =>
      guarded(() =>
        ctx.db.transaction().execute(async (tx): Promise<StoreResult<{ experiment: ExperimentInfo; changeRequest: ChangeRequest | null }>> => {
          const now = ctx.now();
          const row = await lock(tx, n, now);
          if (!row) return notFound(n);
          if (row.status !== 'running') return fail(409, 'conflict', `The experiment “${row.name}” is ${row.status}, not running.`);
          const variants = await variantsOf(tx, [n]);
          const shipped = input.ship ? variants.find((v) => v.key === input.ship && v.version !== null) : undefined;
          if (input.ship && !shipped) return fail(400, 'bad-request', `The experiment has no variant ${input.ship} that borrowers saw.`);
          const why = input.reason.trim();
          const end = { why, ship: input.ship, results: input.results ?? null };
          const ended = await tx
            .updateTable('experiment')
            .set({ status: 'ended', ended_at: now, ended_by_name: actor.name, winner: input.ship, end_detail: JSON.stringify(end) })
            .where('id', '=', n)
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(tx, actor, 'experiment-end', row.screen_id, { experimentId: n, name: row.name, ...end }, now);
          const back = await withdrawToLive(tx, ctx, {
            id: row.screen_id,
            channel: 'production',
            stagingShows: [],
            actor,
            reason: `Experiment “${row.name}” ended: everyone gets version ${row.base_version} again`,
            detail: { experimentId: n },
            now,
          });
          if (!back.ok) return back;
          let changeRequest: ChangeRequest | null = null;
          if (shipped && shipped.key !== 'A' && shipped.change_request_id !== null) {
            const source = await tx
              .selectFrom('change_request')
              .select(['text', 'reason'])
              .where('id', '=', shipped.change_request_id)
              .executeTakeFirstOrThrow();
            const money = textReachesMoney(source.text) || (await screenMoney(tx, ctx, row.screen_id));
            const cr = await tx
              .insertInto('change_request')
              .values({
                screen_id: row.screen_id,
                author_id: actor.id,
                author_name: actor.name,
                text: source.text,
                base_version: back.value.version,
                reason: `Ship variant ${shipped.key} of the experiment “${row.name}”${why ? `: ${why}` : ''}`,
                target: 'production',
                status: 'open',
                money,
                staff_epoch: await staffEpoch(tx),
                created_at: now,
                updated_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await tx.updateTable('experiment').set({ ship_change_request_id: cr.id }).where('id', '=', n).execute();
            // The variant's own fixture updates come with it, for the normal review to replay and its approval to apply.
            const fixtureUpdates = await settleVariantFixtures(tx, n, { key: shipped.key, changeRequestId: cr.id }, now);
            await writeAudit(
              tx,
              actor,
              'submit',
              row.screen_id,
              {
                changeRequestId: cr.id,
                baseVersion: back.value.version,
                target: 'production',
                reason: cr.reason,
                money,
                experimentId: n,
                ship: shipped.key,
                ...(fixtureUpdates.length > 0 ? { fixtureUpdates } : {}),
              },
              now,
            );
            changeRequest = changeRequestInfo(cr, []);
            ended.ship_change_request_id = cr.id;
          } else await settleVariantFixtures(tx, n, null, now);
          return ok({ experiment: await one(tx, ended), changeRequest });
        }),
      ),

    /** Cancels a draft: its open variant requests are withdrawn. */
    cancelExperiment: (n: number, actor: Actor): Promise<StoreResult<ExperimentInfo>> =>
      guarded(() =>
        ctx.db.transaction().execute(async (tx): Promise<StoreResult<ExperimentInfo>> => {
          const now = ctx.now();
          const row = await lock(tx, n, now);
          if (!row) return notFound(n);
          if (row.status !== 'draft')
            return fail(409, 'conflict', `The experiment “${row.name}” is ${row.status}; a running one is ended, not cancelled.`);
          await tx
            .updateTable('change_request')
            .set({ status: 'withdrawn', updated_at: now })
            .where('experiment_id', '=', n)
            .where('status', 'in', ['open', 'changes_requested'])
            .execute();
          const cancelled = await tx
            .updateTable('experiment')
            .set({ status: 'cancelled', ended_at: now, ended_by_name: actor.name })
            .where('id', '=', n)
            .returningAll()
            .executeTakeFirstOrThrow();
          await settleVariantFixtures(tx, n, null, now);
          await writeAudit(tx, actor, 'experiment-cancel', row.screen_id, { experimentId: n, name: row.name }, now);
          return ok(await one(tx, cancelled));
        }),
      ),
  };
}

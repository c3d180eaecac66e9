/** Change requests: an editor submits an edit with a reason; someone else approves it (publishing it) or asks for changes. */
import type { ChangeRequestRow } from '../db/schema.ts';
import { checkEdit, checkText } from './edit-checks.ts';
import { insertVersion, latestVersion, lockScreen, named, screenMoney, stalePublish, versionRow, writeAudit, type Tx } from './publish-steps.ts';
import { approveVariant } from './experiment-variants.ts';
import { checkReleasePlan, goLive, pendingRefusal, planRefusal, wentDetail } from './release-plans.ts';
import { behindMessage, requestMerges } from './request-merge.ts';
import { dropStaleDrafts } from './stale-drafts.ts';
import { changeRequestInfo, versionInfo } from './rows.ts';
import { textReachesMoney } from './screen-facts.ts';
import { approverStanding, separationMessage, staffEpoch } from './separation-of-duties.ts';
import type { ApprovalWrites, EditInput } from './store-api.ts';
import { fail, guarded, isCount, noScreen, ok, type StoreContext } from './store-context.ts';
import type { Actor, ChangeRequest, ChangeRequestDetail, ChangeRequestStatus, StoreResult, VersionInfo } from './types.ts';

const notFound = (crId: number) => fail(404, 'not-found', `No change request ${crId}.`);

/** Change requests and their reviews. */
export function changeRequests(ctx: StoreContext) {
  const withReviews = async (tx: Tx, rows: ChangeRequestRow[]): Promise<ChangeRequest[]> => {
    if (rows.length === 0) return [];
    const reviews = await tx
      .selectFrom('review')
      .selectAll()
      .where(
        'change_request_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    return rows.map((r) => changeRequestInfo(r, reviews));
  };
  const merges = requestMerges(ctx);
  const one = async (tx: Tx, row: ChangeRequestRow): Promise<ChangeRequest> => (await withReviews(tx, [row]))[0] as ChangeRequest;
  const lockRequest = (tx: Tx, crId: number) => tx.selectFrom('change_request').selectAll().where('id', '=', crId).forUpdate().executeTakeFirst();

  /** A review decision on an open request by someone other than its author. */
  const decide = (
    crId: number,
    actor: Actor,
    decision: 'approve' | 'request_changes',
    comment: string,
    then: (tx: Tx, row: ChangeRequestRow, now: Date) => Promise<StoreResult<{ version: VersionInfo | null; detail?: Record<string, unknown> }>>,
  ) =>
    ctx.db.transaction().execute(async (tx): Promise<StoreResult<{ changeRequest: ChangeRequest; version: VersionInfo | null }>> => {
      if (!isCount(crId)) return notFound(crId);
      const now = ctx.now();
      const peek = await tx.selectFrom('change_request').select('screen_id').where('id', '=', crId).executeTakeFirst();
      if (!peek) return notFound(crId);
      // The screen first, then the request: every publishing transaction locks in that order.
      await lockScreen(tx, peek.screen_id, now);
      const row = await lockRequest(tx, crId);
      if (!row) return notFound(crId);
      if (row.author_id === actor.id)
        return fail(403, 'forbidden', 'You cannot review your own change request: someone else must approve it or ask for changes.');
      if (row.status !== 'open') return fail(409, 'conflict', `Change request ${crId} is ${row.status.replace('_', ' ')}, not open.`);
      const done = await then(tx, row, now);
      if (!done.ok) return done;
      const status: ChangeRequestStatus = decision === 'approve' ? 'approved' : 'changes_requested';
      const updated = await tx
        .updateTable('change_request')
        .set({ status, updated_at: now, published_version: done.value.version?.version ?? null })
        .where('id', '=', crId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await tx
        .insertInto('review')
        .values({ change_request_id: crId, reviewer_id: actor.id, reviewer_name: actor.name, decision, comment, at: now })
        .execute();
      const action = decision === 'approve' ? 'approve' : 'request-changes';
      await writeAudit(
        tx,
        actor,
        action,
        row.screen_id,
        {
          changeRequestId: crId,
          comment,
          ...(done.value.version ? { version: done.value.version.version, target: row.target } : {}),
          ...done.value.detail,
        },
        now,
      );
      return ok({ changeRequest: await one(tx, updated), version: done.value.version });
    });

  return {
    updateFromLatest: merges.updateFromLatest,

    submitChangeRequest: (id: string, actor: Actor, input: EditInput): Promise<StoreResult<ChangeRequest>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        const refused = checkEdit(ctx, id, input);
        if (refused) return refused;
        const plan = checkReleasePlan(input.plan, input.target, ctx.now());
        if (typeof plan === 'string') return fail(400, 'bad-request', plan);
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<ChangeRequest>> => {
          const now = ctx.now();
          await lockScreen(tx, id, now);
          const latest = await latestVersion(tx, id);
          if ((latest?.version ?? 0) !== input.baseVersion) return stalePublish(tx, latest);
          const money = textReachesMoney(input.text) || (await screenMoney(tx, ctx, id));
          const row = await tx
            .insertInto('change_request')
            .values({
              screen_id: id,
              author_id: actor.id,
              author_name: actor.name,
              text: input.text,
              base_version: input.baseVersion,
              reason: input.reason.trim(),
              target: input.target,
              status: 'open',
              money,
              staff_epoch: await staffEpoch(tx),
              release_plan: plan ? JSON.stringify(plan) : null,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await tx.deleteFrom('draft').where('screen_id', '=', id).where('user_id', '=', actor.id).execute();
          await writeAudit(
            tx,
            actor,
            'submit',
            id,
            { changeRequestId: row.id, baseVersion: input.baseVersion, target: input.target, reason: row.reason, money, ...(plan ? { plan } : {}) },
            now,
          );
          return ok(await one(tx, row));
        });
      }),

    listChangeRequests: (filter: { status?: ChangeRequestStatus; screenId?: string }): Promise<StoreResult<ChangeRequest[]>> =>
      guarded(async () => {
        let query = ctx.db.selectFrom('change_request').selectAll().orderBy('id', 'desc').limit(500);
        if (filter.status) query = query.where('status', '=', filter.status);
        if (filter.screenId) query = query.where('screen_id', '=', filter.screenId);
        return ok(await withReviews(ctx.db, await query.execute()));
      }),

    getChangeRequest: (crId: number): Promise<StoreResult<ChangeRequestDetail>> =>
      guarded(async () => {
        if (!isCount(crId)) return notFound(crId);
        const row = await ctx.db.selectFrom('change_request').selectAll().where('id', '=', crId).executeTakeFirst();
        if (!row) return notFound(crId);
        const base = row.base_version > 0 ? await versionRow(ctx.db, row.screen_id, row.base_version) : undefined;
        const baseText = base?.text ?? ctx.bundled.get(row.screen_id)?.text ?? '';
        const open = row.status === 'open' || row.status === 'changes_requested';
        return ok({
          ...(await one(ctx.db, row)),
          text: row.text,
          baseText,
          behind: open ? await merges.behindOf(ctx.db, row) : null,
          waiting: open ? await merges.waitingBeside(ctx.db, row) : [],
        });
      }),

    approve: (
      crId: number,
      actor: Actor,
      input: { comment?: string; alsoWrite?: ApprovalWrites },
    ): Promise<StoreResult<{ changeRequest: ChangeRequest; version: VersionInfo | null }>> =>
      guarded(async () => {
        const comment = (input.comment ?? '').trim();
        const result = await decide(crId, actor, 'approve', comment, async (tx, row, now) => {
          const done = await approval(tx, row, now);
          if (done.ok) await input.alsoWrite?.(tx, now);
          return done;
        });
        return result.ok ? ok({ changeRequest: result.value.changeRequest, version: result.value.version }) : result;

        async function approval(
          tx: Tx,
          row: ChangeRequestRow,
          now: Date,
        ): Promise<StoreResult<{ version: VersionInfo | null; detail?: Record<string, unknown> }>> {
          const invalid = checkText(ctx, row.screen_id, row.text);
          if (invalid) return invalid;
          let detail: Record<string, unknown> | undefined;
          if (row.money) {
            const standing = await approverStanding(tx, row, actor);
            if (!standing.ok) {
              // Committed with the refusal (nothing else was written): the audit shows who tried.
              await writeAudit(
                tx,
                actor,
                'approve-refused',
                row.screen_id,
                { changeRequestId: row.id, author: row.author_name, why: standing.why },
                now,
              );
              return fail(403, 'separation-of-duties', separationMessage(actor, row, standing.why));
            }
            detail = { separationOfDuties: standing.standing };
          }
          // A variant of an experiment is only held ready: it reaches borrowers when the experiment starts.
          if (row.experiment_id !== null) {
            const held = await approveVariant(tx, row);
            return held.ok ? ok({ version: null, detail: { ...detail, ...held.value } }) : held;
          }
          const waiting = (await pendingRefusal(tx, row.screen_id, row.target, 'publishing this change')) ?? planRefusal(row.release_plan, now);
          if (waiting) return waiting;
          const latest = await latestVersion(tx, row.screen_id);
          if ((latest?.version ?? 0) !== row.base_version) {
            // The request is not refused for good: "Update from version N" carries it onto the newest (request-merge.ts).
            const stale = await stalePublish(tx, latest);
            const by = latest ? ` by ${await named(tx, latest.author_name, latest.author_id)}` : '';
            return { ...stale, message: `${behindMessage(latest?.version ?? 0).replace(' since', ` since${by}`)}, then approve.` };
          }
          const version = await insertVersion(
            tx,
            row.screen_id,
            actor,
            { text: row.text, reason: row.reason, baseVersion: row.base_version, changeRequestId: row.id },
            now,
          );
          const went = await goLive(tx, {
            id: row.screen_id,
            version: version.version,
            target: row.target,
            plan: row.release_plan,
            actor,
            authorId: row.author_id,
            changeRequestId: row.id,
            now,
          });
          await writeAudit(
            tx,
            actor,
            'publish',
            row.screen_id,
            { version: version.version, target: row.target, changeRequestId: row.id, author: row.author_name, ...wentDetail(went) },
            now,
          );
          await dropStaleDrafts(tx, row.screen_id, [row.text], actor, 'published', now);
          return ok({ version: versionInfo(version), ...(detail ? { detail } : {}) });
        }
      }),

    requestChanges: (crId: number, actor: Actor, input: { comment: string }): Promise<StoreResult<ChangeRequest>> =>
      guarded(async () => {
        const comment = typeof input.comment === 'string' ? input.comment.trim() : '';
        if (!comment) return fail(400, 'bad-request', 'Say what should change (comment).');
        const result = await decide(crId, actor, 'request_changes', comment, async () => ok({ version: null }));
        return result.ok ? ok(result.value.changeRequest) : result;
      }),

    withdraw: (crId: number, actor: Actor): Promise<StoreResult<ChangeRequest>> =>
      guarded(() =>
        ctx.db.transaction().execute(async (tx): Promise<StoreResult<ChangeRequest>> => {
          if (!isCount(crId)) return notFound(crId);
          const now = ctx.now();
          const row = await lockRequest(tx, crId);
          if (!row) return notFound(crId);
          if (row.author_id !== actor.id) return fail(403, 'forbidden', 'Only the author can withdraw a change request.');
          if (row.status !== 'open' && row.status !== 'changes_requested')
            return fail(409, 'conflict', `Change request ${crId} is ${row.status}; it cannot be withdrawn.`);
          const updated = await tx
            .updateTable('change_request')
            .set({ status: 'withdrawn', updated_at: now })
            .where('id', '=', crId)
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(tx, actor, 'withdraw', row.screen_id, { changeRequestId: crId }, now);
          return ok(await one(tx, updated));
        }),
      ),
  };
}

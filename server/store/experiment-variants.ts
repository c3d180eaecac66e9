/**
 * An experiment's variants as change requests: each is submitted with its text and reason like any change, reviewed
 * in Reviews by someone else (money screens by someone who passes separation of duties), and once approved held ready:
 * nothing is published until a reviewer starts the experiment.
 */
import type { ChangeRequestRow } from '../db/schema.ts';
import type { ExperimentRow } from '../db/schema-releases.ts';
import { checkText } from './edit-checks.ts';
import { lockScreen, screenMoney, writeAudit, type Tx } from './publish-steps.ts';
import { changeRequestInfo } from './rows.ts';
import { textReachesMoney } from './screen-facts.ts';
import { staffEpoch } from './separation-of-duties.ts';
import { fail, guarded, ok, type StoreContext } from './store-context.ts';
import type { Actor, ChangeRequest, StoreResult } from './types.ts';

/** Variant keys after the control A. */
const variantKeys = ['B', 'C', 'D', 'E', 'F'] as const;

/** The 409 for an experiment that is no longer a draft. */
export function notDraft(experiment: Pick<ExperimentRow, 'name' | 'status'>): StoreResult<never> {
  return fail(409, 'conflict', `The experiment “${experiment.name}” is ${experiment.status}; its variants can no longer change.`);
}

/** Approving a variant: checks its experiment is still a draft; nothing is published (the caller records the review). */
export async function approveVariant(tx: Tx, row: ChangeRequestRow): Promise<StoreResult<{ experimentId: number; variant: string }>> {
  const experiment = await tx
    .selectFrom('experiment')
    .selectAll()
    .where('id', '=', row.experiment_id ?? -1)
    .executeTakeFirst();
  if (!experiment) return fail(404, 'not-found', `No experiment ${row.experiment_id ?? ''}.`);
  if (experiment.status !== 'draft') return notDraft(experiment);
  return ok({ experimentId: experiment.id, variant: row.variant_key ?? '' });
}

/** submitVariant. */
export function experimentVariants(ctx: StoreContext) {
  return {
    /**
     * Submits a variant's text for review: a change request on the experiment's screen, from the experiment's base
     * version, for production; the next free key (B, C, …). 409 once the experiment started.
     */
    submitVariant: (experimentId: number, actor: Actor, input: { text: string; reason: string }): Promise<StoreResult<ChangeRequest>> =>
      guarded(async () => {
        if (typeof input.text !== 'string' || typeof input.reason !== 'string' || input.reason.trim() === '')
          return fail(400, 'bad-request', 'Send { text, reason }: the variant’s text and why.');
        const peek = await ctx.db.selectFrom('experiment').select('screen_id').where('id', '=', experimentId).executeTakeFirst();
        if (!peek) return fail(404, 'not-found', `No experiment ${experimentId}.`);
        const invalid = checkText(ctx, peek.screen_id, input.text);
        if (invalid) return invalid;
        return ctx.db.transaction().execute(async (tx): Promise<StoreResult<ChangeRequest>> => {
          const now = ctx.now();
          await lockScreen(tx, peek.screen_id, now);
          const experiment = await tx.selectFrom('experiment').selectAll().where('id', '=', experimentId).forUpdate().executeTakeFirstOrThrow();
          if (experiment.status !== 'draft') return notDraft(experiment);
          const taken = await tx.selectFrom('experiment_variant').select('key').where('experiment_id', '=', experimentId).execute();
          const key = variantKeys.find((k) => !taken.some((t) => t.key === k));
          if (!key) return fail(409, 'conflict', `The experiment “${experiment.name}” has its most variants (A–F).`);
          const money = textReachesMoney(input.text) || (await screenMoney(tx, ctx, experiment.screen_id));
          const row = await tx
            .insertInto('change_request')
            .values({
              screen_id: experiment.screen_id,
              author_id: actor.id,
              author_name: actor.name,
              text: input.text,
              base_version: experiment.base_version,
              reason: input.reason.trim(),
              target: 'production',
              status: 'open',
              money,
              staff_epoch: await staffEpoch(tx),
              experiment_id: experimentId,
              variant_key: key,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await tx.insertInto('experiment_variant').values({ experiment_id: experimentId, key, change_request_id: row.id, version: null }).execute();
          await tx.deleteFrom('draft').where('screen_id', '=', experiment.screen_id).where('user_id', '=', actor.id).execute();
          await writeAudit(
            tx,
            actor,
            'submit',
            experiment.screen_id,
            {
              changeRequestId: row.id,
              baseVersion: experiment.base_version,
              target: 'production',
              reason: row.reason,
              money,
              experimentId,
              variant: key,
            },
            now,
          );
          return ok(changeRequestInfo(row, []));
        });
      }),
  };
}

/** The audit log (read, and appended by what the store does not record itself) and server-wide settings. */
import type { AuditInput } from './store-api.ts';
import { writeAudit } from './publish-steps.ts';
import { signInFailures } from './sign-in-failures.ts';
import { auditFacets, auditFilterProblem, auditRows, exportLimit, type AuditFacets, type AuditFilter } from './audit-query.ts';
import { fail, guarded, isCount, iso, ok, type StoreContext } from './store-context.ts';
import type { AuditEntry, StoreResult } from './types.ts';
import { isRecord } from '../../renderer/core/is-record.ts';

/** appendAudit, listAudit, setting. */
export function auditAndSettings(ctx: StoreContext) {
  const { failureCounts } = signInFailures(ctx);
  return {
    appendAudit: (entry: AuditInput): Promise<StoreResult<null>> =>
      guarded(async () => {
        await writeAudit(ctx.db, entry.actor, entry.action, entry.screenId ?? null, entry.detail ?? {}, ctx.now());
        return ok(null);
      }),

    listAudit: (filter: AuditFilter, options: { all?: boolean } = {}): Promise<StoreResult<AuditEntry[]>> =>
      guarded(async () => {
        const problem = auditFilterProblem(filter);
        if (problem) return fail(400, 'bad-request', problem);
        const limit = options.all ? exportLimit : Math.min(200, Math.max(1, isCount(filter.limit) ? filter.limit : 50));
        const rows = await auditRows(ctx.db, filter, limit);
        // A failed sign-in's row stands for every failure of its address in its minute: the counts are beside it.
        const counts = await failureCounts(rows.filter((r) => r.action === 'sign-in-failed').map((r) => r.id));
        return ok(
          rows.map((r) => {
            const detail: unknown = typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail;
            const record = { ...(isRecord(detail) ? detail : {}), ...counts.get(r.id) };
            return { id: r.id, at: iso(r.at), actor: r.actor_name, action: r.action, screenId: r.screen_id, detail: record };
          }),
        );
      }),

    auditFacets: (): Promise<StoreResult<AuditFacets>> => guarded(async () => ok(await auditFacets(ctx.db))),

    setting: (key: string, make: () => string): Promise<StoreResult<string>> =>
      guarded(async () => {
        const found = await ctx.db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
        if (found) return ok(found.value);
        // Two instances starting at once: the first insert wins and both read its value.
        await ctx.db
          .insertInto('setting')
          .values({ key, value: make() })
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        const row = await ctx.db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
        return ok(row.value);
      }),
  };
}

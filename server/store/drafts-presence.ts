/** Drafts kept on the server per staff member, and who has a screen open (heartbeats, seen within 60 s). */
import type { Role } from './types.ts';
import { changeSummary } from './change-summary.ts';
import { versionRow, writeAudit, type Tx } from './publish-steps.ts';
import { fail, guarded, isCount, iso, noScreen, ok, type StoreContext } from './store-context.ts';
import type { Actor, Draft, Presence, StoreResult } from './types.ts';

/** How long a heartbeat counts: the studio beats every 20 s. */
export const presenceWindowMs = 60_000;

const roles: readonly Role[] = ['viewer', 'editor', 'reviewer', 'admin'];

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** What this save changed: since the person's previous draft, else since the version it started from. */
async function draftChanges(tx: Tx, ctx: StoreContext, id: string, userId: string, input: { text: string; baseVersion: number }): Promise<string[]> {
  const previous = await tx.selectFrom('draft').select('text').where('screen_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  const base = input.baseVersion > 0 ? (await versionRow(tx, id, input.baseVersion))?.text : undefined;
  const before = parsed(previous?.text ?? base ?? ctx.bundled.get(id)?.text ?? '');
  const after = parsed(input.text);
  if (after === undefined) return ['the text is not valid JSON yet'];
  return before === undefined ? [] : changeSummary(before, after);
}

/** Drafts and presence. */
export function draftsAndPresence(ctx: StoreContext) {
  const others = async (id: string, me: string): Promise<Presence[]> => {
    const since = new Date(ctx.now().getTime() - presenceWindowMs);
    const rows = await ctx.db
      .selectFrom('presence')
      .selectAll()
      .where('screen_id', '=', id)
      .where('user_id', '<>', me)
      .where('seen_at', '>=', since)
      .orderBy('user_name')
      .execute();
    return rows.map((r) => ({
      userId: r.user_id,
      name: r.user_name,
      role: roles.includes(r.user_role as Role) ? (r.user_role as Role) : 'viewer',
      editing: r.editing,
      seenAt: iso(r.seen_at),
    }));
  };

  const beat = async (id: string, actor: Actor, editing: boolean) => {
    const now = ctx.now();
    await ctx.db
      .insertInto('presence')
      .values({ screen_id: id, user_id: actor.id, user_name: actor.name, user_role: actor.role, editing, seen_at: now })
      .onConflict((oc) => oc.columns(['screen_id', 'user_id']).doUpdateSet({ user_name: actor.name, user_role: actor.role, editing, seen_at: now }))
      .execute();
  };

  return {
    heartbeat: (id: string, actor: Actor, input: { editing: boolean }): Promise<StoreResult<{ others: Presence[] }>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        await beat(id, actor, input.editing === true);
        // Old heartbeats are of no use to anyone; drop them now and then.
        await ctx.db
          .deleteFrom('presence')
          .where('seen_at', '<', new Date(ctx.now().getTime() - 24 * 3600_000))
          .execute();
        return ok({ others: await others(id, actor.id) });
      }),

    saveDraft: (id: string, actor: Actor, input: { text: string; baseVersion: number }): Promise<StoreResult<{ draft: Draft; others: Presence[] }>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        if (typeof input.text !== 'string' || !isCount(input.baseVersion)) return fail(400, 'bad-request', 'Send { text, baseVersion }.');
        const now = ctx.now();
        await ctx.db.transaction().execute(async (tx) => {
          const changed = await draftChanges(tx, ctx, id, actor.id, input);
          await tx
            .insertInto('draft')
            .values({ screen_id: id, user_id: actor.id, text: input.text, base_version: input.baseVersion, updated_at: now })
            .onConflict((oc) =>
              oc.columns(['screen_id', 'user_id']).doUpdateSet({ text: input.text, base_version: input.baseVersion, updated_at: now }),
            )
            .execute();
          await writeAudit(tx, actor, 'draft-save', id, { baseVersion: input.baseVersion, bytes: Buffer.byteLength(input.text), changed }, now);
        });
        await beat(id, actor, true);
        return ok({ draft: { text: input.text, baseVersion: input.baseVersion, updatedAt: now.toISOString() }, others: await others(id, actor.id) });
      }),

    getDraft: (id: string, actor: Actor): Promise<StoreResult<Draft | null>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        const row = await ctx.db.selectFrom('draft').selectAll().where('screen_id', '=', id).where('user_id', '=', actor.id).executeTakeFirst();
        return ok(row ? { text: row.text, baseVersion: row.base_version, updatedAt: iso(row.updated_at) } : null);
      }),

    discardDraft: (id: string, actor: Actor): Promise<StoreResult<null>> =>
      guarded(async () => {
        if (!ctx.bundled.get(id)) return noScreen(id);
        const now = ctx.now();
        await ctx.db.transaction().execute(async (tx) => {
          const gone = await tx.deleteFrom('draft').where('screen_id', '=', id).where('user_id', '=', actor.id).executeTakeFirst();
          if (Number(gone.numDeletedRows) > 0) await writeAudit(tx, actor, 'draft-discard', id, {}, now);
        });
        return ok(null);
      }),
  };
}

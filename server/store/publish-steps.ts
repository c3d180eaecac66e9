/**
 * The steps of every write that changes what borrowers get, run inside one transaction that first locks the
 * screen's row: so two publishes, approvals, promotions or rollbacks of one screen run one after the other, and the
 * second sees what the first did (and answers 409 naming who).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { ReleaseTable, Schema, ScreenVersionRow } from '../db/schema.ts';
import { versionInfo } from './rows.ts';
import { contentHash, parseText, textReachesMoney, usesOf } from './screen-facts.ts';
import { fail, screensChannel, type StoreContext } from './store-context.ts';
import type { Actor, Channel, StoreFailure } from './types.ts';

/** A transaction (or the database itself). */
export type Tx = Kysely<Schema>;

/** Creates the screen's row when missing and locks it until the transaction ends; answers its settings. */
export async function lockScreen(tx: Tx, id: string, now: Date): Promise<{ reviewRequired: boolean }> {
  await tx
    .insertInto('screen')
    .values({ id, created_at: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await tx.selectFrom('screen').select('review_required').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
  return { reviewRequired: row.review_required };
}

/** The screen's newest stored version. */
export function latestVersion(tx: Tx, id: string): Promise<ScreenVersionRow | undefined> {
  return tx.selectFrom('screen_version').selectAll().where('screen_id', '=', id).orderBy('version', 'desc').limit(1).executeTakeFirst();
}

/** One stored version. */
export function versionRow(tx: Tx, id: string, version: number): Promise<ScreenVersionRow | undefined> {
  return tx.selectFrom('screen_version').selectAll().where('screen_id', '=', id).where('version', '=', version).executeTakeFirst();
}

/** The newest release row of a channel: what is live there (none = the bundled copy). */
export function liveRelease(tx: Tx, id: string, channel: Channel): Promise<Selectable<ReleaseTable> | undefined> {
  return tx
    .selectFrom('release')
    .selectAll()
    .where('screen_id', '=', id)
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function roleOf(tx: Tx, userId: string): Promise<string | null> {
  const row = await tx.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role ?? null;
}

/** A person as refusals name them: "Ana Reyes (reviewer)". */
export async function named(tx: Tx, name: string, userId: string): Promise<string> {
  const role = await roleOf(tx, userId);
  return role ? `${name} (${role})` : name;
}

/** The 409 when a version was published since the edit's base: "Version 7 was published meanwhile by Ana Reyes (reviewer); …". */
export async function stalePublish(tx: Tx, latest: ScreenVersionRow | undefined): Promise<StoreFailure> {
  if (!latest)
    return fail(409, 'stale', 'Every published version was rolled back meanwhile; look at the screen again before publishing.', { published: null });
  const who = await named(tx, latest.author_name, latest.author_id);
  return fail(409, 'stale', `Version ${latest.version} was published meanwhile by ${who}; look at it before publishing.`, {
    published: versionInfo(latest),
  });
}

/** The 409 when a channel's live version changed since the caller looked. */
export async function staleChannel(
  tx: Tx,
  id: string,
  channel: Channel,
  live: Selectable<ReleaseTable> | undefined,
  doing: string,
): Promise<StoreFailure> {
  const version = live?.version ?? 0;
  const row = version > 0 ? await versionRow(tx, id, version) : undefined;
  const who = live ? ` by ${await named(tx, live.actor_name, live.actor_id)}` : '';
  return fail(409, 'stale', `Version ${version} was published meanwhile on ${channel}${who}; look at it before ${doing}.`, {
    published: row ? versionInfo(row) : null,
  });
}

/** Whether the screen can reach a money or account endpoint now: its bundled copy or what is live on either channel. */
export async function screenMoney(tx: Tx, ctx: StoreContext, id: string): Promise<boolean> {
  if (ctx.bundled.get(id)?.money) return true;
  for (const channel of ['staging', 'production'] as const) {
    const live = await liveRelease(tx, id, channel);
    if (live && live.version > 0 && (await versionRow(tx, id, live.version))?.money) return true;
  }
  return false;
}

/** What a new version records besides its text. */
export interface NewVersionFields {
  text: string;
  reason: string;
  baseVersion: number;
  rollbackOf?: number;
  changeRequestId?: number;
}

/** Writes the next version (latest + 1); call with the screen locked. */
export async function insertVersion(tx: Tx, id: string, actor: Actor, fields: NewVersionFields, now: Date): Promise<ScreenVersionRow> {
  const latest = await latestVersion(tx, id);
  return tx
    .insertInto('screen_version')
    .values({
      screen_id: id,
      version: (latest?.version ?? 0) + 1,
      text: fields.text,
      content_hash: contentHash(fields.text),
      author_id: actor.id,
      author_name: actor.name,
      reason: fields.reason,
      base_version: fields.baseVersion,
      rollback_of: fields.rollbackOf ?? null,
      change_request_id: fields.changeRequestId ?? null,
      uses: JSON.stringify(usesOf(parseText(fields.text))),
      money: textReachesMoney(fields.text),
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The channels a release to `channel` makes live: production takes staging along. */
export function releaseChannels(channel: Channel): Channel[] {
  return channel === 'production' ? ['staging', 'production'] : ['staging'];
}

/** Makes `version` live on the channels and tells every server instance (NOTIFY, sent when the transaction commits). */
export async function release(
  tx: Tx,
  id: string,
  on: readonly Channel[],
  version: number,
  kind: 'publish' | 'promote' | 'rollback',
  actor: Actor,
  now: Date,
): Promise<void> {
  for (const channel of on) {
    await tx.insertInto('release').values({ screen_id: id, channel, version, kind, actor_id: actor.id, actor_name: actor.name, at: now }).execute();
  }
  await sql`select pg_notify(${screensChannel}, ${id})`.execute(tx);
}

/** Appends an audit entry (inside the caller's transaction, so it is written exactly when the change is). */
export async function writeAudit(
  tx: Tx,
  actor: { id: string | null; name: string; ip?: string | null | undefined } | null,
  action: string,
  screenId: string | null,
  detail: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await tx
    .insertInto('audit_log')
    .values({
      at: now,
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? 'unknown',
      action,
      screen_id: screenId,
      detail: JSON.stringify(detail),
      ip: actor?.ip ?? null,
    })
    .execute();
}

/** The delivery's database reads: what is live on a channel, its release history, and version texts. */
import type { Kysely } from 'kysely';
import type { ChannelName, Schema } from '../db/schema.ts';

/**
 * What a build may get of a screen on a channel: the live version first, then the earlier ones still eligible, each
 * once (0 = bundled, last). A version released after the live one's place in the history is not eligible: a rollback
 * to version N (a new version whose text is N's, its `rollback_of`, followed through rollbacks of rollbacks) or a
 * promotion back to N puts the channel at N, so nothing numbered after N is ever served again, to any build.
 */
export interface ChannelHistory {
  /** Eligible versions, newest release first; always ends with 0 (the state before any release). */
  versions: number[];
  /** The live version's text and hash (undefined when the bundled copy is live). */
  live?: { text: string; hash: string };
}

/** Reads a channel's release history of a screen and the live version's text. */
export async function readChannel(db: Kysely<Schema>, channel: ChannelName, id: string): Promise<ChannelHistory> {
  const releases = await db
    .selectFrom('release')
    .select('version')
    .where('screen_id', '=', id)
    .where('channel', '=', channel)
    .orderBy('id', 'desc')
    .execute();
  const released = [...new Set([...releases.map((r) => r.version), 0])];
  const liveVersion = released[0] ?? 0;
  if (liveVersion === 0) return { versions: [0] };
  const place = await placeOf(db, id, liveVersion);
  const versions = released.filter((v, i) => i === 0 || v <= place);
  const row = await readVersion(db, id, liveVersion);
  return row ? { versions, live: row } : { versions };
}

/** Where a version puts the channel: its own number, or for a rollback the place of the version it restored. */
async function placeOf(db: Kysely<Schema>, id: string, version: number): Promise<number> {
  const rows = await db
    .selectFrom('screen_version')
    .select(['version', 'rollback_of'])
    .where('screen_id', '=', id)
    .where('version', '<=', version)
    .where('rollback_of', 'is not', null)
    .execute();
  const restored = new Map(rows.map((r) => [r.version, r.rollback_of ?? 0]));
  let place = version;
  // rollback_of is always lower than the rollback's own number, so this ends.
  for (let next = restored.get(place); next !== undefined && next < place; next = restored.get(place)) place = next;
  return place;
}

/** One version's text and content hash. */
export function readVersion(db: Kysely<Schema>, id: string, version: number): Promise<{ text: string; hash: string } | undefined> {
  return db
    .selectFrom('screen_version')
    .select(['text', 'content_hash as hash'])
    .where('screen_id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
}

/** The delivery's database reads: what is live on a channel, its release history, and version texts. */
import type { Kysely } from 'kysely';
import type { ChannelName, Schema } from '../db/schema.ts';

/** What a channel has shown of a screen: the live version first, then earlier ones, each once (0 = bundled, last). */
export interface ChannelHistory {
  /** Distinct versions newest release first; always ends with 0 (the state before any release). */
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
  const versions = [...new Set([...releases.map((r) => r.version), 0])];
  const liveVersion = versions[0] ?? 0;
  if (liveVersion === 0) return { versions };
  const row = await readVersion(db, id, liveVersion);
  return row ? { versions, live: row } : { versions };
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

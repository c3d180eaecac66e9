/**
 * Drafts a publish or a rollback made stale (issue 34 item 4): a draft holding exactly the text that just went live, or
 * exactly the text a rollback took away, is the change itself, not work still to do, so it is dropped instead of being
 * offered back to its author the next time they open the screen. Each drop is audited.
 */
import { writeAudit, type Tx } from './publish-steps.ts';
import type { Actor } from './types.ts';

/** Drops the screen's drafts whose text is one of `texts`; answers how many. */
export async function dropStaleDrafts(
  tx: Tx,
  screenId: string,
  texts: readonly string[],
  actor: Actor,
  why: 'published' | 'rolled back',
  now: Date,
): Promise<number> {
  if (texts.length === 0) return 0;
  const gone = await tx
    .deleteFrom('draft')
    .where('screen_id', '=', screenId)
    .where('text', 'in', [...texts])
    .returning('user_id')
    .execute();
  for (const row of gone) await writeAudit(tx, actor, 'draft-cleared', screenId, { userId: row.user_id, why }, now);
  return gone.length;
}

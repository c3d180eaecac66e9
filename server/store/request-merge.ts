/**
 * Change requests made from an older version (issue 34 item 3): what was published since, the three-way merge of
 * the request into the newest version (base = the version it was made from, ours = the newest version, theirs = the
 * request), and "Update from version N", which the author or a reviewer runs to carry the request onto the newest
 * version, choosing a side at each node both changed. The merged text passes the same checks as any edit.
 */
import type { ChangeRequestRow } from '../db/schema.ts';
import { checkText } from './edit-checks.ts';
import { rewriteText } from './merge-text.ts';
import { latestVersion, lockScreen, screenMoney, versionRow, writeAudit, type Tx } from './publish-steps.ts';
import { textReachesMoney } from './screen-facts.ts';
import { fail, guarded, isCount, ok, type StoreContext } from './store-context.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { threeWayMerge, type MergeConflict, type MergeSide } from './three-way-merge.ts';
import type { Actor, StoreResult } from './types.ts';

/** A request behind the newest version: which one, by whom, and how the merge goes. */
export interface Behind {
  /** The newest version (0: every version was rolled back to the bundled copy). */
  version: number;
  author: string;
  /** "Version 3 was published since — Update from version 3". */
  message: string;
  /** Nodes both changed differently: each needs a side before the update. */
  conflicts: NamedConflict[];
  /** The request's text merged onto the newest version (conflicts filled with the newest version's side). */
  mergedText: string;
}

/** A conflict with the widget it is in, as people name it: node "cell “terms”", field "title" (empty: the node itself). */
export interface NamedConflict extends MergeConflict {
  node: string;
  field: string;
}

/** The widget (or the screen) a pointer of `doc` is in, and the rest of the pointer inside it. */
export function nodeOf(doc: unknown, pointer: string): { node: string; field: string } {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((k) => k.replaceAll('~1', '/').replaceAll('~0', '~'));
  let node = 'the screen';
  let field = keys;
  let at: unknown = doc;
  keys.forEach((key, i) => {
    at = isRecord(at) ? at[key] : Array.isArray(at) ? at[Number(key)] : undefined;
    if (isRecord(at) && typeof at.type === 'string') {
      node = typeof at.id === 'string' ? `${at.type} “${at.id}”` : `${at.type} at ${keys.slice(0, i + 1).join('/')}`;
      field = keys.slice(i + 1);
    }
  });
  return { node, field: field.join(' › ') };
}

/** Open requests of the same screen besides this one. */
export interface Waiting {
  id: number;
  author: string;
  baseVersion: number;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The words every out-of-date request shows its author and reviewer. */
export function behindMessage(version: number): string {
  return `Version ${version} was published since — Update from version ${version}`;
}

/** The merge of a request into the screen's newest version; null when it is up to date. */
async function behindOf(tx: Tx, ctx: StoreContext, row: ChangeRequestRow, resolutions: Record<string, MergeSide> = {}): Promise<Behind | null> {
  const latest = await latestVersion(tx, row.screen_id);
  const version = latest?.version ?? 0;
  if (version === row.base_version) return null;
  const bundled = ctx.bundled.get(row.screen_id)?.text ?? '';
  const baseText = row.base_version > 0 ? ((await versionRow(tx, row.screen_id, row.base_version))?.text ?? bundled) : bundled;
  const oursText = latest?.text ?? bundled;
  const [base, ours, theirs] = [parse(baseText), parse(oursText), parse(row.text)];
  const merged = threeWayMerge(base, ours, theirs, resolutions);
  return {
    version,
    author: latest?.author_name ?? 'bundled',
    message: behindMessage(version),
    conflicts: merged.conflicts.map((c) => ({ ...c, ...nodeOf(ours, c.pointer) })),
    mergedText: rewriteText(oursText, ours, merged.value),
  };
}

/** The merge part of the store. */
export function requestMerges(ctx: StoreContext) {
  return {
    behindOf: (tx: Tx, row: ChangeRequestRow) => behindOf(tx, ctx, row),

    /** Other open requests on the screen (a warning beside the request). */
    waitingBeside: async (tx: Tx, row: Pick<ChangeRequestRow, 'id' | 'screen_id'>): Promise<Waiting[]> =>
      (
        await tx
          .selectFrom('change_request')
          .select(['id', 'author_name', 'base_version'])
          .where('screen_id', '=', row.screen_id)
          .where('status', '=', 'open')
          .where('id', '!=', row.id)
          .orderBy('id')
          .execute()
      ).map((r) => ({ id: r.id, author: r.author_name, baseVersion: r.base_version })),

    /**
     * Carries an open (or changes-requested) request onto the newest version: by its author or a reviewer; `fromVersion`
     * is the newest version the caller saw (409 'stale' if another was published since), every conflict needs a side
     * (409 'merge-conflict' listing them), and the merged text passes the edit checks (422). Audited 'update-request'.
     */
    updateFromLatest: (
      crId: number,
      actor: Actor,
      input: { fromVersion: unknown; resolutions: unknown },
    ): Promise<StoreResult<{ id: number; baseVersion: number }>> =>
      guarded(() =>
        ctx.db.transaction().execute(async (tx): Promise<StoreResult<{ id: number; baseVersion: number }>> => {
          if (!isCount(crId)) return fail(404, 'not-found', `No change request ${crId}.`);
          const now = ctx.now();
          const peek = await tx.selectFrom('change_request').select('screen_id').where('id', '=', crId).executeTakeFirst();
          if (!peek) return fail(404, 'not-found', `No change request ${crId}.`);
          await lockScreen(tx, peek.screen_id, now);
          const row = await tx.selectFrom('change_request').selectAll().where('id', '=', crId).forUpdate().executeTakeFirstOrThrow();
          if (row.author_id !== actor.id && actor.role !== 'reviewer' && actor.role !== 'admin')
            return fail(403, 'forbidden', 'Only the author or a reviewer can update a change request.');
          if (row.status !== 'open' && row.status !== 'changes_requested')
            return fail(409, 'conflict', `Change request ${crId} is ${row.status.replace('_', ' ')}; it cannot be updated.`);
          const sides = sidesOf(input.resolutions);
          if (!sides) return fail(400, 'bad-request', "Send resolutions as { pointer: 'ours' | 'theirs' }.");
          const behind = await behindOf(tx, ctx, row, sides);
          if (!behind) return fail(409, 'conflict', `Change request ${crId} is already made from the newest version.`);
          if (input.fromVersion !== behind.version)
            return fail(409, 'stale', `Version ${behind.version} was published since you looked; update from version ${behind.version}.`);
          if (behind.conflicts.length > 0)
            return fail(
              409,
              'merge-conflict',
              `Both changed ${behind.conflicts.length} ${behind.conflicts.length === 1 ? 'place' : 'places'}: choose a side for each (${behind.conflicts.map((c) => c.pointer).join(', ')}).`,
            );
          const invalid = checkText(ctx, row.screen_id, behind.mergedText);
          if (invalid) return { ...invalid, message: `The merged screen has errors; it was not updated. ${invalid.message}` };
          const money = row.money || textReachesMoney(behind.mergedText) || (await screenMoney(tx, ctx, row.screen_id));
          await tx
            .updateTable('change_request')
            .set({ text: behind.mergedText, base_version: behind.version, money, updated_at: now })
            .where('id', '=', crId)
            .execute();
          await writeAudit(
            tx,
            actor,
            'update-request',
            row.screen_id,
            { changeRequestId: crId, fromVersion: row.base_version, toVersion: behind.version, resolved: sides },
            now,
          );
          return ok({ id: crId, baseVersion: behind.version });
        }),
      ),
  };
}

function sidesOf(value: unknown): Record<string, MergeSide> | undefined {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const out: Record<string, MergeSide> = {};
  for (const [pointer, side] of Object.entries(value)) {
    if (side !== 'ours' && side !== 'theirs') return undefined;
    out[pointer] = side;
  }
  return out;
}

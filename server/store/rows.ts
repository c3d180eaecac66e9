/** Database rows as the studio API shows them. */
import type { Selectable } from 'kysely';
import type { ChangeRequestRow, ReleaseTable, ReviewTable, ScreenVersionRow } from '../db/schema.ts';
import { iso } from './store-context.ts';
import type { ChangeRequest, ReleaseInfo, Review, VersionInfo } from './types.ts';

/** Version 0: the copy bundled with the app. */
export const bundledVersion: VersionInfo = { version: 0, at: '', author: 'bundled', reason: 'The copy bundled with the app', baseVersion: 0 };

/** A stored version's record (without its text). */
export function versionInfo(
  row: Pick<ScreenVersionRow, 'version' | 'created_at' | 'author_name' | 'reason' | 'rollback_of' | 'change_request_id' | 'base_version'>,
): VersionInfo {
  const info: VersionInfo = {
    version: row.version,
    at: iso(row.created_at),
    author: row.author_name,
    reason: row.reason,
    baseVersion: row.base_version,
  };
  if (row.rollback_of !== null) info.rollbackOf = row.rollback_of;
  if (row.change_request_id !== null) info.changeRequestId = row.change_request_id;
  return info;
}

/** A review as shown. */
export function reviewInfo(row: Selectable<ReviewTable>): Review {
  return { reviewer: row.reviewer_name, decision: row.decision, comment: row.comment, at: iso(row.at) };
}

/** A change request as shown, with its reviews (oldest first). */
export function changeRequestInfo(row: ChangeRequestRow, reviews: Selectable<ReviewTable>[]): ChangeRequest {
  return {
    id: row.id,
    screenId: row.screen_id,
    author: row.author_name,
    authorId: row.author_id,
    reason: row.reason,
    baseVersion: row.base_version,
    target: row.target,
    status: row.status,
    money: row.money,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    publishedVersion: row.published_version,
    reviews: reviews
      .filter((r) => r.change_request_id === row.id)
      .sort((a, b) => a.id - b.id)
      .map(reviewInfo),
    ...(row.release_plan ? { plan: row.release_plan } : {}),
    ...(row.experiment_id !== null ? { experiment: { id: row.experiment_id, variant: row.variant_key ?? '' } } : {}),
  };
}

/** A release row as shown. */
export function releaseInfo(row: Selectable<ReleaseTable>): ReleaseInfo {
  return { channel: row.channel, version: row.version, kind: row.kind, by: row.actor_name, at: iso(row.at) };
}

/**
 * What production serves by bucket on top of its live version: an active rollout gives its new version to the buckets
 * below its percentage (so growing steps keep the borrowers who had it), a running experiment shares the buckets out
 * among its variants in key order (A, the control, first). Requests without a bucket, staging, and builds that cannot
 * draw the version a bucket would get, are served as before (channel-reads.ts): the live version, never a withdrawn one.
 */
import type { Kysely } from 'kysely';
import { bucketCount } from '../../adapters/rollout-bucket.ts';
import type { ChannelName, Schema } from '../db/schema.ts';

/** Who gets what on top of the live version. */
export type Overlay =
  | { kind: 'rollout'; rolloutId: number; version: number; percent: number }
  | { kind: 'experiment'; experimentId: number; variants: { key: string; version: number }[] };

/** The version a bucket gets from the overlay, or undefined (the live version). */
export function overlayVersion(overlay: Overlay | undefined, bucket: number | undefined): number | undefined {
  if (!overlay || bucket === undefined) return undefined;
  if (overlay.kind === 'rollout') return bucket < overlay.percent ? overlay.version : undefined;
  const n = overlay.variants.length;
  return n === 0 ? undefined : overlay.variants[Math.min(n - 1, Math.floor((bucket * n) / bucketCount))]?.version;
}

/** The variant key a bucket gets in an experiment ('' outside one). */
export function overlayVariant(overlay: Overlay | undefined, bucket: number | undefined): string {
  if (!overlay || bucket === undefined) return '';
  if (overlay.kind === 'rollout') return bucket < overlay.percent ? 'rollout' : '';
  const n = overlay.variants.length;
  return n === 0 ? '' : (overlay.variants[Math.min(n - 1, Math.floor((bucket * n) / bucketCount))]?.key ?? '');
}

/** Reads a screen's overlay on a channel (only production has one). */
export async function readOverlay(db: Kysely<Schema>, channel: ChannelName, id: string): Promise<Overlay | undefined> {
  if (channel !== 'production') return undefined;
  const rollout = await db
    .selectFrom('rollout')
    .select(['id', 'version', 'percent'])
    .where('screen_id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (rollout && rollout.percent < 100) return { kind: 'rollout', rolloutId: rollout.id, version: rollout.version, percent: rollout.percent };
  const experiment = await db.selectFrom('experiment').select('id').where('screen_id', '=', id).where('status', '=', 'running').executeTakeFirst();
  if (!experiment) return undefined;
  const variants = await db
    .selectFrom('experiment_variant')
    .select(['key', 'version'])
    .where('experiment_id', '=', experiment.id)
    .where('version', 'is not', null)
    .orderBy('key')
    .execute();
  return { kind: 'experiment', experimentId: experiment.id, variants: variants.map((v) => ({ key: v.key, version: v.version ?? 0 })) };
}

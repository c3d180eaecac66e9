/** Runs the versioned migrations of ./migrations (in name order) on start; each runs once, recorded by Kysely. */
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { initial } from './migrations/0001-initial.ts';
import { storeGuards } from './migrations/0002-store-guards.ts';
import { staffHistory } from './migrations/0003-staff-history.ts';
import { signInFailures } from './migrations/0004-sign-in-failures.ts';
import { telemetry } from './migrations/0005-telemetry.ts';
import { releases } from './migrations/0006-releases.ts';
import { telemetryRawBatches } from './migrations/0007-telemetry-raw-batches.ts';
import { madeScreens } from './migrations/0008-made-screens.ts';
import { qaFixtures } from './migrations/0009-qa-fixtures.ts';
import { variantFixtures } from './migrations/0010-variant-fixtures.ts';

/** Every migration by name; names sort in the order they must run. Add new ones at the end, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-store-guards': storeGuards,
  '0003-staff-history': staffHistory,
  '0004-sign-in-failures': signInFailures,
  '0005-telemetry': telemetry,
  '0006-releases': releases,
  '0007-telemetry-raw-batches': telemetryRawBatches,
  '0008-made-screens': madeScreens,
  '0009-qa-fixtures': qaFixtures,
  '0010-variant-fixtures': variantFixtures,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database up to the latest schema; throws with the failing migration's name and error. */
export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // Unordered: migrations written side by side (each its own tables) may land in either order; one missing below the
  // newest applied still runs, instead of the start failing on a database that ran the other first.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${why}`);
  }
}

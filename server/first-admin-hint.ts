/** What `npm run serve` prints while no staff account exists: how to create the first admin (there is no default password). */
import type { Kysely } from 'kysely';
import { isServerBundle } from './app-paths.ts';
import type { Schema } from './db/schema.ts';

/** How to run scripts/admin.ts: from source, or the artifact's own copy (dist-server/admin.js, no tsx needed). */
export const adminCommand = isServerBundle ? 'node dist-server/admin.js' : 'npm run admin --';

/** The instructions when the database has no account yet, else null. */
export async function firstAdminHint(db: Kysely<Schema>): Promise<string | null> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) return null;
  return [
    '',
    'No staff account exists yet, and there is no default password. Create the first admin (the password is asked for):',
    `  ${adminCommand} create-user --email you@example.com --name "Your Name" --role admin`,
    'with the same DATABASE_URL / HATID_DATA_DIR as this server. Then sign in at /studio/.',
    '',
  ].join('\n');
}

/**
 * Screens made in the studio (issue 34 item 5): a duplicate of a screen or a new one from a template. The row holds
 * its route (unique among made screens; the bundled routes are checked by the store) and the text it started from,
 * which is its version 0: never served to borrowers, only the base of its first change request.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Creates made_screen. */
export const madeScreens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('made_screen')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('route', 'text', (c) => c.notNull().unique())
      .addColumn('made_from', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
  },
};

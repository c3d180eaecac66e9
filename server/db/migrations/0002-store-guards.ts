/**
 * The screen store's guards in the database itself: published versions, release history, reviews and the audit log
 * cannot be changed or deleted (whatever code runs against the database), and each version records whether its text
 * can reach a money or account endpoint (what makes review mandatory).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const appendOnly = ['screen_version', 'release', 'review', 'audit_log'] as const;

/** Adds screen_version.money and the append-only triggers. */
export const storeGuards: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('screen_version')
      .addColumn('money', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await sql`
      create function hatid_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'hatid: % rows are never changed or deleted (append-only)', tg_table_name using errcode = 'P0001';
      end $$`.execute(db);
    for (const table of appendOnly) {
      await sql`create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function hatid_append_only()`.execute(db);
    }
  },
};

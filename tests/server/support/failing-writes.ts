/** A database fault for tests: every insert or update into one table fails (as a full disk or a lost connection would) until restored. */
import { sql, type Kysely } from 'kysely';
import type { Schema } from '../../../server/db/schema.ts';

/** Makes writes into `table` raise an error; answers the call that lets them through again. */
export async function failWritesTo(db: Kysely<Schema>, table: keyof Schema): Promise<() => Promise<void>> {
  const trigger = sql.id(`fail_writes_${table}`);
  await sql`create or replace function hatid_test_fail_writes() returns trigger language plpgsql as $$
    begin raise exception 'test fault: writes to % fail', tg_table_name; end $$`.execute(db);
  await sql`create trigger ${trigger} before insert or update on ${sql.table(table)} for each row execute function hatid_test_fail_writes()`.execute(
    db,
  );
  return async () => {
    await sql`drop trigger ${trigger} on ${sql.table(table)}`.execute(db);
  };
}

/**
 * Field reports kept raw as the batches they came in (issue 30 item 2): one `telemetry_raw` row per stored batch (its
 * app build and its cleaned events as JSON text) instead of one `telemetry_event` row per event. On the embedded
 * database a row per event cost more than everything else of ingestion together; the raw reports are read only to look
 * into a problem (`events::jsonb`), and are deleted after HATID_TELEMETRY_RAW_DAYS like before.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Replaces telemetry_event by telemetry_raw. */
export const telemetryRawBatches: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropTable('telemetry_event').execute();
    await db.schema
      .createTable('telemetry_raw')
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('app_build', 'text', (c) => c.notNull())
      .addColumn('event_count', 'integer', (c) => c.notNull())
      .addColumn('events', 'text', (c) => c.notNull())
      .execute();
    await sql`create index telemetry_raw_received_idx on telemetry_raw using brin (received_at)`.execute(db);
  },
};

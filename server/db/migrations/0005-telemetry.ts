/**
 * Field health (issue 30): the borrower app's reports as they came (`telemetry_event`, kept a short time: the
 * retention deletes them by `received_at`) and their hourly rollups (`telemetry_hourly`, one row per hour, screen,
 * version, channel, app build, variant, kind, key and detail, kept long). Both are written by server/telemetry on
 * POST /telemetry; the rollups are what Health in the studio and the staged rollouts' halt read.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const kinds = sql`kind in ('view', 'fallback', 'unknown-node', 'refusal', 'answer-shape', 'action', 'vital')`;

/** Adds telemetry_event and telemetry_hourly. */
export const telemetry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('telemetry_event')
      .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('app_build', 'text', (c) => c.notNull())
      .addColumn('variant', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('bucket', 'smallint')
      .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
      .addColumn('key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('value', 'double precision')
      .addColumn('view_id', 'text', (c) => c.notNull())
      .addColumn('first', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    // Rows arrive in time order and leave by age: a BRIN index is tiny and costs ingestion next to nothing.
    await sql`create index telemetry_event_received_idx on telemetry_event using brin (received_at)`.execute(db);

    await db.schema
      .createTable('telemetry_hourly')
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('hour', 'timestamptz', (c) => c.notNull())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('app_build', 'text', (c) => c.notNull())
      .addColumn('variant', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
      .addColumn('key', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('first_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('value_sum', 'double precision', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('telemetry_hourly_pkey', ['screen_id', 'version', 'hour', 'channel', 'app_build', 'variant', 'kind', 'key', 'detail'])
      .execute();
    await db.schema.createIndex('telemetry_hourly_hour_idx').on('telemetry_hourly').column('hour').execute();
  },
};

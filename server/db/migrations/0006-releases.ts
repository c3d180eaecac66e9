/**
 * Staged rollouts, scheduled releases and experiments (issue 30 items 4–6). A change request may carry a release plan
 * (steps of a rollout, a time to go live); `rollout` is a version reaching a share of production's borrowers by
 * bucket, `scheduled_release` a reviewed version waiting for its time, `experiment` and `experiment_variant` two or
 * more reviewed versions of a screen shared out by bucket. At most one of each is under way per screen (partial unique
 * indexes), so two server processes can never start a second one.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Adds the release plan columns and the rollout, scheduled_release, experiment and experiment_variant tables. */
export const releases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('change_request')
      .addColumn('release_plan', 'jsonb')
      .addColumn('experiment_id', 'integer')
      .addColumn('variant_key', 'text')
      .execute();

    await db.schema
      .createTable('rollout')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('screen_id', 'text', (c) => c.notNull().references('screen.id'))
      .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
      .addColumn('from_version', 'integer', (c) => c.notNull().check(sql`from_version >= 0`))
      .addColumn('steps', 'jsonb', (c) => c.notNull())
      .addColumn('step', 'integer', (c) => c.notNull().check(sql`step >= 0`))
      .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 100`))
      .addColumn('advance', 'text', (c) => c.notNull().check(sql`advance in ('reviewer', 'schedule')`))
      .addColumn('every_minutes', 'integer')
      .addColumn('next_step_at', 'timestamptz')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'completed', 'halted', 'stopped')`))
      .addColumn('change_request_id', 'integer')
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('started_by_id', 'text', (c) => c.notNull())
      .addColumn('started_by_name', 'text', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('ended_at', 'timestamptz')
      .addColumn('end_detail', 'jsonb')
      .execute();
    await sql`create unique index rollout_one_active on rollout (screen_id) where status = 'active'`.execute(db);
    await db.schema.createIndex('rollout_screen_idx').on('rollout').columns(['screen_id', 'id']).execute();

    await db.schema
      .createTable('scheduled_release')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('screen_id', 'text', (c) => c.notNull().references('screen.id'))
      .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
      .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('staging', 'production')`))
      .addColumn('go_live_at', 'timestamptz', (c) => c.notNull())
      .addColumn('rollout', 'jsonb')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('scheduled', 'live', 'cancelled')`))
      .addColumn('change_request_id', 'integer')
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('created_by_id', 'text', (c) => c.notNull())
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('done_at', 'timestamptz')
      .addColumn('done_by_name', 'text')
      .addColumn('detail', 'jsonb')
      .execute();
    await sql`create unique index scheduled_release_one on scheduled_release (screen_id) where status = 'scheduled'`.execute(db);
    await db.schema.createIndex('scheduled_release_due_idx').on('scheduled_release').columns(['status', 'go_live_at']).execute();

    await db.schema
      .createTable('experiment')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('screen_id', 'text', (c) => c.notNull().references('screen.id'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('goal_endpoint', 'text', (c) => c.notNull())
      .addColumn('goal_outcome', 'text', (c) => c.notNull().check(sql`goal_outcome in ('done', 'failed', 'stopped')`))
      .addColumn('minimum_effect', 'double precision', (c) => c.notNull())
      .addColumn('base_version', 'integer', (c) => c.notNull().check(sql`base_version >= 0`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'running', 'ended', 'cancelled')`))
      .addColumn('created_by_id', 'text', (c) => c.notNull())
      .addColumn('created_by_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('started_at', 'timestamptz')
      .addColumn('started_by_name', 'text')
      .addColumn('ended_at', 'timestamptz')
      .addColumn('ended_by_name', 'text')
      .addColumn('winner', 'text')
      .addColumn('ship_change_request_id', 'integer')
      .addColumn('end_detail', 'jsonb')
      .execute();
    await sql`create unique index experiment_one_open on experiment (screen_id) where status in ('draft', 'running')`.execute(db);

    await db.schema
      .createTable('experiment_variant')
      .addColumn('experiment_id', 'integer', (c) => c.notNull().references('experiment.id'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('change_request_id', 'integer')
      .addColumn('version', 'integer')
      .addPrimaryKeyConstraint('experiment_variant_pkey', ['experiment_id', 'key'])
      .execute();
  },
};

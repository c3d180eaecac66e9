/**
 * QA fixtures scoped to one variant of an experiment (issue 30, journey c): a variant's change request may propose
 * fixture updates like any change; approving it keeps them here, for that variant only, so the control's fixtures (and
 * every other variant's) stay as they are. Ending the experiment carries the shipped variant's rows into the change
 * request that ships it (as its proposals) and drops the rest.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Creates variant_fixture. */
export const variantFixtures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('variant_fixture')
      .addColumn('experiment_id', 'integer', (c) => c.notNull())
      .addColumn('variant_key', 'text', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('base_revision', 'integer', (c) => c.notNull())
      .addColumn('change_request_id', 'integer', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('variant_fixture_pk', ['experiment_id', 'variant_key', 'file'])
      .execute();
    await db.schema.createIndex('variant_fixture_screen_idx').on('variant_fixture').column('screen_id').execute();
  },
};

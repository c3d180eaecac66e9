/**
 * QA fixtures kept with the screens (issue 34 item 1). A row is a fixture as the studio last wrote it: new ones, and
 * the bundled seed (tests/fixtures/**) once edited, renamed or deleted (text null: deleted, so the seed does not come
 * back). Each write raises its revision, so two people editing the same fixture do not overwrite each other. A change
 * request may carry proposed updates of its screen's fixtures (the check that follows a text changed on purpose),
 * applied when it is approved.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Creates qa_fixture and fixture_proposal. */
export const qaFixtures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('qa_fixture')
      .addColumn('file', 'text', (c) => c.primaryKey())
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('text', 'text')
      .addColumn('revision', 'integer', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('qa_fixture_screen_idx').on('qa_fixture').column('screen_id').execute();
    await db.schema
      .createTable('fixture_proposal')
      .addColumn('change_request_id', 'integer', (c) => c.notNull())
      .addColumn('file', 'text', (c) => c.notNull())
      .addColumn('base_revision', 'integer', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('fixture_proposal_pk', ['change_request_id', 'file'])
      .execute();
  },
};

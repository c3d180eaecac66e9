/**
 * Failed sign-ins counted per address and minute (issue 29 item 9): before, each one appended an audit row carrying
 * 200 characters of whatever was typed, so anyone could grow the audit log at will. Now the first failure of an address
 * in a minute writes one audit row and this table counts the rest beside it (`audit_id`); at most ten addresses a
 * minute get rows of their own, the others are counted under '*'. better-auth's `rateLimit` gets an index on
 * `lastRequest` so the rows of past windows can be pruned cheaply on every failure.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Adds sign_in_failure and the rateLimit index. */
export const signInFailures: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sign_in_failure')
      .addColumn('minute', 'timestamptz', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('rate_limited', 'integer', (c) => c.notNull())
      .addColumn('last_email', 'text', (c) => c.notNull())
      .addColumn('audit_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('sign_in_failure_pkey', ['minute', 'address'])
      .execute();
    await db.schema.createIndex('sign_in_failure_audit_idx').on('sign_in_failure').column('audit_id').execute();
    await db.schema.createIndex('rateLimit_lastRequest_idx').on('rateLimit').column('lastRequest').execute();
  },
};

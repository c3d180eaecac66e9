/**
 * The first schema: better-auth's tables (as its own migration tool would create them for our options, plus the
 * session's CSRF token; tests/server/auth-schema.test.ts checks better-auth finds nothing missing) and the screen store.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Creates every table of the publishing service. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('user')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('emailVerified', 'boolean', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn('role', 'text')
      .addColumn('banned', 'boolean')
      .addColumn('banReason', 'text')
      .addColumn('banExpires', 'timestamptz')
      .execute();
    await db.schema
      .createTable('session')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
      .addColumn('token', 'text', (c) => c.notNull().unique())
      .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn('updatedAt', 'timestamptz', (c) => c.notNull())
      .addColumn('ipAddress', 'text')
      .addColumn('userAgent', 'text')
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('impersonatedBy', 'text')
      .addColumn('csrfToken', 'text')
      .execute();
    await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
    await db.schema
      .createTable('account')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('accountId', 'text', (c) => c.notNull())
      .addColumn('providerId', 'text', (c) => c.notNull())
      .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('accessToken', 'text')
      .addColumn('refreshToken', 'text')
      .addColumn('idToken', 'text')
      .addColumn('accessTokenExpiresAt', 'timestamptz')
      .addColumn('refreshTokenExpiresAt', 'timestamptz')
      .addColumn('scope', 'text')
      .addColumn('password', 'text')
      .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn('updatedAt', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
    await db.schema
      .createTable('verification')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('identifier', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expiresAt', 'timestamptz', (c) => c.notNull())
      .addColumn('createdAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .addColumn('updatedAt', 'timestamptz', (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
      .execute();
    await db.schema.createIndex('verification_identifier_idx').on('verification').column('identifier').execute();
    await db.schema
      .createTable('rateLimit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addColumn('lastRequest', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('screen')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('review_required', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('screen_version')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('screen_id', 'text', (c) => c.notNull().references('screen.id'))
      .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('content_hash', 'text', (c) => c.notNull())
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('base_version', 'integer', (c) => c.notNull())
      .addColumn('rollback_of', 'integer')
      .addColumn('change_request_id', 'integer')
      .addColumn('uses', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('screen_version_screen_version_key', ['screen_id', 'version'])
      .execute();
    await db.schema
      .createTable('release')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('screen_id', 'text', (c) => c.notNull().references('screen.id'))
      .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('staging', 'production')`))
      .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 0`))
      .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('publish', 'promote', 'rollback')`))
      .addColumn('actor_id', 'text', (c) => c.notNull())
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('release_screen_channel_idx').on('release').columns(['screen_id', 'channel', 'id']).execute();
    await db.schema
      .createTable('draft')
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('base_version', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('draft_pkey', ['screen_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('change_request')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('screen_id', 'text', (c) => c.notNull().references('screen.id'))
      .addColumn('author_id', 'text', (c) => c.notNull())
      .addColumn('author_name', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('base_version', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull().check(sql`target in ('staging', 'production')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'changes_requested', 'approved', 'withdrawn')`))
      .addColumn('money', 'boolean', (c) => c.notNull())
      .addColumn('published_version', 'integer')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('change_request_screen_idx').on('change_request').columns(['screen_id', 'status']).execute();
    await db.schema
      .createTable('review')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('change_request_id', 'integer', (c) => c.notNull().references('change_request.id'))
      .addColumn('reviewer_id', 'text', (c) => c.notNull())
      .addColumn('reviewer_name', 'text', (c) => c.notNull())
      .addColumn('decision', 'text', (c) => c.notNull().check(sql`decision in ('approve', 'request_changes')`))
      .addColumn('comment', 'text', (c) => c.notNull())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createTable('presence')
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
      .addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('user_role', 'text', (c) => c.notNull())
      .addColumn('editing', 'boolean', (c) => c.notNull())
      .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('presence_pkey', ['screen_id', 'user_id'])
      .execute();
    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('actor_id', 'text')
      .addColumn('actor_name', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('screen_id', 'text')
      .addColumn('detail', 'jsonb', (c) => c.notNull())
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('audit_log_screen_idx').on('audit_log').columns(['screen_id', 'id']).execute();
    await db.schema
      .createTable('setting')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * An isolated database per test file: an in-memory PGlite by default, or, when HATID_TEST_DATABASE_URL is set
 * (`npm run test:pg`), a PostgreSQL database created for the file through an admin connection and dropped after.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/open-database.ts';

/** A test database and how to get rid of it. */
export interface TestDatabase {
  database: Database;
  /** The PostgreSQL URL of this database (undefined on PGlite). */
  url: string | undefined;
  /** 'pglite' or 'postgres'. */
  kind: Database['kind'];
  /** Closes the database (if still open) and drops it on PostgreSQL. */
  drop(): Promise<void>;
}

/** The PostgreSQL server the tests may use, or undefined (PGlite). */
export const testServerUrl: string | undefined = process.env.HATID_TEST_DATABASE_URL || undefined;

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty PostgreSQL database on the test server and answers its URL (and how to drop it). */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `hatid_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`create database ${pg.escapeIdentifier(name)}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, (c) => c.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)).then(() => undefined),
  };
}

/** The migrated template's dump (tests/server/support/migrated-template.ts), read once per worker (the server project shares each worker's modules). */
let template: Blob | undefined;
export function migratedTemplate(): Blob | undefined {
  const file = inject('migratedTemplate');
  if (file && !template) template = new Blob([fs.readFileSync(file)]);
  return template;
}

/** Opens a fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!testServerUrl) {
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir: migratedTemplate() });
    return { database, url: undefined, kind: 'pglite', drop: () => database.close().catch(() => undefined) };
  }
  const created = await createPostgresDatabase(testServerUrl);
  const database = await openDatabase({ databaseUrl: created.url });
  return {
    database,
    url: created.url,
    kind: 'postgres',
    async drop() {
      await database.close().catch(() => undefined);
      await created.drop();
    },
  };
}

/**
 * The server tests' migrated database template (vitest globalSetup of the server project): one in-memory PGlite is
 * created and migrated once per run and its data folder dumped to a file; every test database then starts from that
 * dump (openTestDatabase) instead of running initdb and every migration again — about 3 s instead of 9–12 s each on
 * the shared 2-core machine. openDatabase still runs the migrations on each, which finds them all applied. Not used
 * under `npm run test:pg` (HATID_TEST_DATABASE_URL): PostgreSQL databases are created and migrated as before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../../../server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated template's dump, or '' when the tests run on PostgreSQL. */
    migratedTemplate: string;
  }
}

/** Creates and migrates the template, dumps it to a file of this run, and removes the file after the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.HATID_TEST_DATABASE_URL) {
    project.provide('migratedTemplate', '');
    return () => undefined;
  }
  const pglite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) });
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-test-template-'));
  const file = path.join(folder, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('migratedTemplate', file);
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

/** `npm run export-screens`: the live text of every screen, a manifest with ETags and hashes, and ETag listings, from PGlite or PostgreSQL. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/open-database.ts';
import { exportChannel, type ExportManifest } from '../../../server/delivery/export-channel.ts';
import { createStore, loadBundledScreens, type StoreResult } from '../../../server/store/index.ts';
import { addCast, retitled } from '../support/staff.ts';
import { migratedTemplate, openTestDatabase, testServerUrl, type TestDatabase } from '../support/test-database.ts';

const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const bundled = loadBundledScreens();
let tmp: string;
let database: Database;
let pgTest: TestDatabase | undefined;
let dataDir: string | undefined;
const texts: Record<string, string> = {};

function value<T>(result: StoreResult<T>): T {
  if (!result.ok) throw new Error(`store refused (${result.status}): ${result.message}`);
  return result.value;
}

beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'hatid-export-'));
  if (testServerUrl) {
    pgTest = await openTestDatabase();
    database = pgTest.database;
  } else {
    // The script opens the data folder itself, so this test needs PGlite on disk, not in memory (started from the
    // migrated template rather than initdb).
    dataDir = path.join(tmp, 'data');
    database = await openDatabase({ dataDir, loadDataDir: migratedTemplate() });
  }
  const store = createStore(database, { bundled });
  const cast = await addCast(database.db);
  value(await store.setReviewRequired('customer-service', cast.admin, false));
  texts.production = retitled(bundled.get('customer-service')?.text ?? '', 'Help, exported');
  value(await store.publish('customer-service', cast.editor, { text: texts.production, baseVersion: 0, reason: 'x', target: 'production' }));
  value(await store.setReviewRequired('about-us', cast.admin, false));
  texts.staging = retitled(bundled.get('about-us')?.text ?? '', 'Staging only');
  value(await store.publish('about-us', cast.editor, { text: texts.staging, baseVersion: 0, reason: 'x', target: 'staging' }));
});
afterAll(async () => {
  await (pgTest ? pgTest.drop() : database.close().catch(() => undefined));
  await fs.rm(tmp, { recursive: true, force: true });
});

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

async function checkExport(out: string, channel: 'production' | 'staging') {
  const manifest = JSON.parse(await fs.readFile(path.join(out, 'manifest.json'), 'utf8')) as ExportManifest;
  expect(manifest.channel).toBe(channel);
  expect(Object.keys(manifest.screens).sort()).toEqual([...bundled.ids]);
  for (const id of bundled.ids) {
    const file = await fs.readFile(path.join(out, `${id}.json`), 'utf8');
    const entry = manifest.screens[id];
    expect(entry?.sha256).toBe(sha(file));
    expect(entry?.bytes).toBe(Buffer.byteLength(file));
    expect(entry?.etag).toBe(`"${sha(file).slice(0, 20)}"`);
  }
  const etags = JSON.parse(await fs.readFile(path.join(out, 'etags.json'), 'utf8')) as Record<string, string>;
  expect(etags['loan-details.json']).toBe(manifest.screens['loan-details']?.etag);
  return manifest;
}

describe('export-screens', () => {
  it('writes the live text per channel, the bundled copy elsewhere, with a manifest and ETag listings', async () => {
    const out = path.join(tmp, 'production');
    await exportChannel({ db: database.db, bundled, channel: 'production', out, app: '0.2.0', now: () => new Date('2026-11-24T12:00:00Z') });
    const manifest = await checkExport(out, 'production');
    expect(manifest.exportedAt).toBe('2026-11-24T12:00:00.000Z');
    expect(await fs.readFile(path.join(out, 'customer-service.json'), 'utf8')).toBe(texts.production);
    expect(manifest.screens['customer-service']).toMatchObject({ version: 1, uses: { widgets: expect.arrayContaining(['stack']) } });
    expect(await fs.readFile(path.join(out, 'about-us.json'), 'utf8')).toBe(bundled.get('about-us')?.text);
    expect(manifest.screens['about-us']?.version).toBe(0);
    const headers = await fs.readFile(path.join(out, '_headers'), 'utf8');
    expect(headers).toContain(
      `/screens/customer-service.json\n  ETag: ${manifest.screens['customer-service']?.etag}\n  Cache-Control: no-cache\n  X-Screen-Version: 1`,
    );

    expect(headers).not.toContain('Access-Control');

    const staging = path.join(tmp, 'staging');
    await exportChannel({
      db: database.db,
      bundled,
      channel: 'staging',
      out: staging,
      app: '0.2.0',
      pathPrefix: '/hatid/staging/',
      allowOrigin: 'https://app.example.com',
    });
    const stagingHeaders = await fs.readFile(path.join(staging, '_headers'), 'utf8');
    expect(stagingHeaders).toContain('/hatid/staging/about-us.json\n  ETag: ');
    expect(stagingHeaders).toContain(
      '  Access-Control-Allow-Origin: https://app.example.com\n  Access-Control-Allow-Headers: If-None-Match, Accept\n  Access-Control-Expose-Headers: ETag, X-Screen-Version, X-Screen-Variant',
    );
    expect(await fs.readFile(path.join(staging, 'about-us.json'), 'utf8')).toBe(texts.staging);
    expect((await checkExport(staging, 'staging')).screens['about-us']?.version).toBe(1);
  });

  it('writes a folder per rollout bucket with what each bucket gets now (a staged rollout at 20 %)', async () => {
    const store = createStore(database, { bundled });
    const admin = { id: 'adm', name: 'Ada Admin', role: 'admin' as const };
    const editor = { id: 'ed', name: 'Eddie Editor', role: 'editor' as const };
    value(await store.setReviewRequired('site-about', admin, false));
    const staged = retitled(bundled.get('site-about')?.text ?? '', 'Rolling out');
    const plan = { rollout: { steps: [20, 100], advance: 'reviewer' } };
    value(await store.publish('site-about', editor, { text: staged, baseVersion: 0, reason: 'x', target: 'production', plan }));
    const out = path.join(tmp, 'buckets');
    const manifest = await exportChannel({ db: database.db, bundled, channel: 'production', out, app: '0.2.0', buckets: true });
    expect(await fs.readFile(path.join(out, 'site-about.json'), 'utf8')).toBe(bundled.get('site-about')?.text);
    expect(await fs.readFile(path.join(out, 'b00', 'site-about.json'), 'utf8')).toBe(staged);
    expect(await fs.readFile(path.join(out, 'b19', 'site-about.json'), 'utf8')).toBe(staged);
    expect(await fs.readFile(path.join(out, 'b20', 'site-about.json'), 'utf8')).toBe(bundled.get('site-about')?.text);
    expect(await fs.readFile(path.join(out, 'b99', 'customer-service.json'), 'utf8')).toBe(texts.production);
    expect(Object.keys(manifest.buckets ?? {})).toEqual(['site-about']);
    expect(Object.keys(manifest.buckets?.['site-about'] ?? {})).toHaveLength(20);
    expect(manifest.buckets?.['site-about']?.b07).toBe(1);
    const etags = JSON.parse(await fs.readFile(path.join(out, 'etags.json'), 'utf8')) as Record<string, string>;
    expect(etags['b07/site-about.json']).toBe(`"${sha(staged).slice(0, 20)}"`);
    expect(etags['b70/site-about.json']).toBe(manifest.screens['site-about']?.etag);
    const headers = await fs.readFile(path.join(out, '_headers'), 'utf8');
    expect(headers).toContain(
      `/screens/b07/site-about.json\n  ETag: ${etags['b07/site-about.json']}\n  Cache-Control: no-cache\n  X-Screen-Version: 1`,
    );
  });

  it('runs as npm run export-screens against the database the environment names', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    delete env.HATID_DATA_DIR;
    if (pgTest?.url) env.DATABASE_URL = pgTest.url;
    else {
      // One process at a time opens a PGlite folder.
      await database.close();
      env.HATID_DATA_DIR = dataDir;
    }
    const out = path.join(tmp, 'cli');
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/export-screens.ts', '--channel', 'production', '--out', out], {
      cwd: repo,
      env,
    });
    expect(stdout).toMatch(/Exported \d+ screens of production .*: 1 published/);
    expect(await fs.readFile(path.join(out, 'customer-service.json'), 'utf8')).toBe(texts.production);
    await checkExport(out, 'production');
    await expect(
      run(process.execPath, ['--import', 'tsx', 'scripts/export-screens.ts', '--channel', 'nightly', '--out', out], { cwd: repo, env }),
    ).rejects.toMatchObject({ code: 2 });
  });
});

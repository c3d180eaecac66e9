/**
 * A QA fixture saved from the studio (POST /studio-api/fixtures) joins the fixtures that guard publishing at once: it is
 * listed for its screen and a publish whose report lacks it is refused, without restarting the server.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtureCatalog } from '../../../server/studio-api/fixture-catalog.ts';
import { retitled } from '../support/staff.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let admin: Browser;
let root: string;
const id = 'customer-service';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hatid-saved-fixtures-'));
  server = await startTestServer({ app: { fixtures: loadFixtureCatalog(root), fixturesDir: path.join(root, 'studio') } });
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  editor = await server.signIn('ed@hatid.test');
  admin = await server.signIn('ada@hatid.test');
});
afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const listed = async () => (await editor.get(`/fixtures?screen=${id}`)).body?.fixtures as { file: string; name: string; problems: string[] }[];

describe('a fixture saved from the studio', () => {
  it('guards publishing the screen its route draws at once, without a restart', async () => {
    expect(await listed()).toEqual([]);
    const fixture = { fixtureVersion: 1, name: 'Shows the phone', route: '/customerService', steps: [{ expectText: '0917 555 0142' }] };
    expect(await editor.post('/fixtures', { name: 'shows-the-phone', fixture })).toMatchObject({
      status: 200,
      body: { path: 'tests/fixtures/studio/shows-the-phone.json' },
    });
    const fixtures = await listed();
    expect(fixtures).toMatchObject([{ name: 'Shows the phone', problems: [] }]);

    expect((await admin.post(`/screens/${id}/settings`, { reviewRequired: false })).status).toBe(200);
    const text = retitled(String((await editor.get(`/screens/${id}`)).body?.text), 'Help');
    const edit = { text, baseVersion: 0, reason: 'Shorter', target: 'staging' };
    // The report of a run before the save (no fixtures then) no longer passes.
    const refused = await editor.post(`/screens/${id}/publish`, { ...edit, fixtures: { textHash: hash(text), results: [] } });
    expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
    const results = fixtures.map((f) => ({ file: f.file, name: f.name, ok: true }));
    const published = await editor.post(`/screens/${id}/publish`, { ...edit, fixtures: { textHash: hash(text), results } });
    expect(published).toMatchObject({ status: 200, body: { version: 1 } });
  });
});

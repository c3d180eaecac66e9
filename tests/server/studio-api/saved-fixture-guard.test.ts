/**
 * A QA fixture saved from the studio (POST /studio-api/fixtures) joins the fixtures that guard publishing at once: it is
 * listed for its screen and the server replays it before a publish (a text it fails on is refused), without restarting
 * the server.
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
    const fixture = { fixtureVersion: 1, name: 'Shows the title Help', route: '/customerService', steps: [{ expectText: 'Help' }] };
    expect(await editor.post('/fixtures', { name: 'shows-the-title', fixture })).toMatchObject({
      status: 200,
      body: { path: 'tests/fixtures/studio/shows-the-title.json' },
    });
    const fixtures = await listed();
    expect(fixtures).toMatchObject([{ name: 'Shows the title Help', problems: [] }]);

    expect((await admin.post(`/screens/${id}/settings`, { reviewRequired: false })).status).toBe(200);
    const live = String((await editor.get(`/screens/${id}`)).body?.text);
    // The live title is not "Help": the new fixture fails on it, whatever the browser reports.
    const other = retitled(live, 'Helpdesk');
    const results = fixtures.map((f) => ({ file: f.file, name: f.name, ok: true }));
    const refused = await editor.post(`/screens/${id}/publish`, {
      text: other,
      baseVersion: 0,
      reason: 'x',
      target: 'staging',
      fixtures: { textHash: hash(other), results },
    });
    expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
    const published = await editor.post(`/screens/${id}/publish`, {
      text: retitled(live, 'Help'),
      baseVersion: 0,
      reason: 'Shorter',
      target: 'staging',
    });
    expect(published).toMatchObject({ status: 200, body: { version: 1 } });
  });
});

/**
 * Issue 18 §6: a publish or an approval of a screen with QA fixtures must carry the passing report of their replay on
 * exactly the text sent; a missing, stale, incomplete or failing report is refused (409 'fixtures') and changes
 * nothing; an accepted one is in the audit log.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFixtureCatalog } from '../../../server/studio-api/fixture-catalog.ts';
import { retitled } from '../support/staff.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let reviewer: Browser;
let admin: Browser;
let viewer: Browser;
const id = 'customer-service';
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  server = await startTestServer({ app: { fixtures: loadFixtureCatalog() } });
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  await server.createStaff('vic@hatid.test', 'Vic Viewer', 'viewer');
  editor = await server.signIn('ed@hatid.test');
  reviewer = await server.signIn('ana@hatid.test');
  admin = await server.signIn('ada@hatid.test');
  viewer = await server.signIn('vic@hatid.test');
});
afterAll(() => server.close());

async function files(): Promise<string[]> {
  const listed = await editor.get(`/fixtures?screen=${id}`);
  expect(listed.status).toBe(200);
  return (listed.body?.fixtures as { file: string }[]).map((f) => f.file);
}

const report = (text: string, fixtureFiles: string[], failing: string[] = []) => ({
  textHash: hash(text),
  results: fixtureFiles.map((file) => ({
    file,
    name: file,
    ok: !failing.includes(file),
    ...(failing.includes(file) ? { step: 2, message: 'x' } : {}),
  })),
});

describe('fixtures guard publishing', () => {
  it('lists a screen’s fixtures by the screen their route draws, each valid, and 404 for an unknown screen', async () => {
    const listed = await editor.get(`/fixtures?screen=${id}`);
    const fixtures = listed.body?.fixtures as { file: string; fixture?: { route: string }; problems: string[] }[];
    expect(fixtures.length).toBeGreaterThanOrEqual(2);
    for (const f of fixtures)
      expect(f).toMatchObject({ file: expect.stringMatching(/^tests\/fixtures\//), problems: [], fixture: { route: '/customerService' } });
    expect((await editor.get('/fixtures?screen=no-such-screen')).status).toBe(404);
  });

  it('refuses a direct publish without a passing report of the text sent, then publishes with one and audits it', async () => {
    expect((await admin.post(`/screens/${id}/settings`, { reviewRequired: false })).status).toBe(200);
    const text = retitled(String((await editor.get(`/screens/${id}`)).body?.text), 'Help');
    const all = await files();
    const edit = { text, baseVersion: 0, reason: 'Shorter', target: 'staging' };
    const tries = [
      [undefined, /No fixture report/],
      [report(`${text} `, all), /another text/],
      [report(text, all.slice(1)), /lacks 1 of the screen’s/],
      [report(text, all, [all[0] ?? '']), new RegExp(`1 of ${all.length} fixtures fail`)],
    ] as const;
    for (const [fixtures, message] of tries) {
      const refused = await editor.post(`/screens/${id}/publish`, { ...edit, fixtures });
      expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
      expect(String(refused.body?.message)).toMatch(message);
    }
    expect((await server.request(`/screens/${id}.json`)).headers.get('X-Screen-Version')).toBe('0');
    const published = await editor.post(`/screens/${id}/publish`, { ...edit, fixtures: report(text, all) });
    expect(published).toMatchObject({ status: 200, body: { version: 1 } });
    const audit = await admin.get(`/audit?screenId=${id}`);
    expect(JSON.stringify(audit.body)).toContain('"fixtures"');
  });

  it('answers someone whose role may not publish or approve 403, before any fixture report is asked for', async () => {
    const text = String((await editor.get(`/screens/${id}`)).body?.text);
    const publish = await viewer.post(`/screens/${id}/publish`, { text, baseVersion: 1, reason: 'x', target: 'staging' });
    expect(publish.status).toBe(403);
    const cr = await editor.post(`/screens/${id}/change-requests`, {
      text: retitled(text, 'Help line'),
      baseVersion: 1,
      reason: 'x',
      target: 'staging',
    });
    const approve = await editor.post(`/change-requests/${Number(cr.body?.id)}/approve`, { comment: '' });
    expect(approve.status).toBe(403);
    await editor.post(`/change-requests/${Number(cr.body?.id)}/withdraw`, {});
  });

  it('refuses an approval without a passing report of the request’s text', async () => {
    const text = retitled(String((await editor.get(`/screens/${id}`)).body?.text), 'Help desk');
    const cr = await editor.post(`/screens/${id}/change-requests`, { text, baseVersion: 1, reason: 'Clearer', target: 'production' });
    const crId = Number(cr.body?.id);
    const all = await files();
    const refused = await reviewer.post(`/change-requests/${crId}/approve`, { comment: '' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
    const approved = await reviewer.post(`/change-requests/${crId}/approve`, { comment: 'ok', fixtures: report(text, all) });
    expect(approved).toMatchObject({ status: 200, body: { version: { version: 2 } } });
  });
});

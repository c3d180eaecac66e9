/**
 * QA fixtures kept in the database (issue 34 item 1): saved, edited, renamed and deleted in the studio by editors (not
 * viewers), each write CSRF-checked and audited; a bundled seed fixture edited or deleted stays so; a saved fixture guards
 * publishing at once; and a change request whose text breaks a fixture on purpose goes through with the fixture's
 * update proposed beside it, applied by the approval in its own transaction (a fixture write that fails undoes it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplayFixtures } from '../../../server/fixture-replay/replay-fixtures.ts';
import { loadFixtureCatalog } from '../../../server/studio-api/fixture-catalog.ts';
import { failWritesTo } from '../support/failing-writes.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let seeded: TestServer;
let editor: Browser;
let viewer: Browser;
let reviewer: Browser;
const id = 'customer-service';
const check = (text: string) => ({ fixtureVersion: 1, name: 'Shows the phone line', route: '/customerService', steps: [{ expectText: text }] });

interface Listed {
  file: string;
  name: string;
  revision: number;
  source: string;
  fixture?: { steps: unknown[] };
}
const listed = async (b: Browser = editor) => (await b.get(`/fixtures?screen=${id}`)).body?.fixtures as Listed[];
const audit = async () =>
  (await reviewer.get(`/audit?screenId=${id}&limit=50`)).body?.entries as { action: string; actor: string; detail: Record<string, unknown> }[];

// The jsdom replay itself is tested in fixture-guard.test.ts; here a fixture passes when every text it expects is in the
// text, so what is tested is which fixtures the server replays (the proposed ones) and what the approval does with them.
const replayFixtures: ReplayFixtures = async (_id, text, fixtures) => {
  const results = fixtures.map((f) => {
    const missing = f.fixture?.steps.find((s) => s.expectText !== undefined && !text.includes(String(s.expectText)));
    return {
      file: f.file,
      name: f.name,
      ok: f.fixture !== undefined && !missing,
      ...(missing ? { step: 1, message: `no “${String(missing.expectText)}”` } : {}),
    };
  });
  return { ok: results.every((r) => r.ok), results, ms: 1, timedOut: false };
};

beforeAll(async () => {
  server = await startTestServer({ app: { replayFixtures } });
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('vi@hatid.test', 'Vic Viewer', 'viewer');
  await server.createStaff('rey@hatid.test', 'Rey Reviewer', 'reviewer');
  editor = await server.signIn('ed@hatid.test');
  viewer = await server.signIn('vi@hatid.test');
  reviewer = await server.signIn('rey@hatid.test');
});
afterAll(async () => {
  await server.close();
  await seeded?.close();
});

describe('fixtures in the database', () => {
  it('are saved, edited, renamed and deleted by editors, each write audited; viewers and writes without the CSRF token are refused', async () => {
    expect(await listed()).toEqual([]);
    expect((await viewer.post('/fixtures', { screenId: id, name: 'phone', fixture: check('Telephone/WhatsApp') })).status).toBe(403);
    expect((await editor.post('/fixtures', { screenId: id, name: 'phone', fixture: check('x') }, { 'X-CSRF-Token': 'forged' })).status).toBe(403);
    expect((await editor.post('/fixtures', { screenId: id, name: 'phone', fixture: { name: 'no steps' } })).status).toBe(422);
    const wrongScreen = await editor.post('/fixtures', { screenId: id, name: 'phone', fixture: { ...check('x'), route: '/complainPage' } });
    expect(wrongScreen).toMatchObject({
      status: 400,
      body: { message: 'The route /complainPage opens the screen "complain-page", not "customer-service".' },
    });

    const saved = await editor.post('/fixtures', { screenId: id, name: 'Phone line', fixture: check('Telephone/WhatsApp') });
    expect(saved).toMatchObject({ status: 200, body: { file: 'studio/customer-service/phone-line.json', revision: 1, source: 'studio' } });
    expect((await editor.post('/fixtures', { screenId: id, name: 'phone line', fixture: check('x') })).status).toBe(409);
    const file = 'studio/customer-service/phone-line.json';
    expect(await listed(viewer)).toMatchObject([{ file, name: 'Shows the phone line', revision: 1, problems: [] }]);

    const renamed = {
      ...check('Telephone/WhatsApp'),
      name: 'Phone and WhatsApp line',
      steps: [{ expectText: 'Telephone/WhatsApp' }, { expectText: 'Help' }],
    };
    expect((await viewer.post('/fixtures/edit', { file, revision: 1, fixture: renamed })).status).toBe(403);
    expect(await editor.post('/fixtures/edit', { file, revision: 1, fixture: renamed })).toMatchObject({
      status: 200,
      body: { revision: 2, name: 'Phone and WhatsApp line' },
    });
    // A write from the revision someone else already changed is refused, not lost.
    const stale = await editor.post('/fixtures/edit', { file, revision: 1, fixture: check('y') });
    expect(stale).toMatchObject({ status: 409, body: { code: 'stale' } });
    expect((await listed())[0]?.fixture?.steps).toHaveLength(2);

    expect((await viewer.post('/fixtures/delete', { file, revision: 2 })).status).toBe(403);
    expect((await editor.post('/fixtures/delete', { file, revision: 2 })).status).toBe(200);
    expect(await listed()).toEqual([]);
    expect((await editor.post('/fixtures/delete', { file, revision: 3 })).status).toBe(404);

    const entries = await audit();
    expect(entries.slice(0, 3).map((e) => [e.action, e.actor, e.detail.file])).toEqual([
      ['fixture-delete', 'Eddie Editor', file],
      ['fixture-edit', 'Eddie Editor', file],
      ['fixture-create', 'Eddie Editor', file],
    ]);
    expect(entries[1]?.detail).toMatchObject({ renamedFrom: 'Shows the phone line', name: 'Phone and WhatsApp line', revision: 2 });

    // A deleted fixture's name is free again: saved anew from the deleted revision on.
    const again = await editor.post('/fixtures', { screenId: id, name: 'Phone line', fixture: check('Telephone/WhatsApp') });
    expect(again).toMatchObject({ status: 200, body: { file, revision: 4, source: 'studio' } });
    expect(await listed()).toMatchObject([{ file, revision: 4 }]);
    expect((await editor.post('/fixtures', { screenId: id, name: 'Phone line', fixture: check('x') })).status).toBe(409);
    expect((await editor.post('/fixtures/delete', { file, revision: 4 })).status).toBe(200);
  });

  it('keep a bundled seed fixture edited or deleted in the studio so', async () => {
    seeded = await startTestServer({ app: { fixtures: loadFixtureCatalog() } });
    await seeded.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
    const ed = await seeded.signIn('ed@hatid.test');
    const list = async () => (await ed.get(`/fixtures?screen=${id}`)).body?.fixtures as Listed[];
    const seed = (await list()).find((f) => f.file === 'tests/fixtures/customer-service/contacts.json');
    expect(seed).toMatchObject({ revision: 0, source: 'bundled' });
    const edited = { ...seed?.fixture, name: 'Contacts, renamed' };
    expect((await ed.post('/fixtures/edit', { file: seed?.file, revision: 0, fixture: edited })).status).toBe(200);
    expect((await list()).find((f) => f.file === seed?.file)).toMatchObject({ name: 'Contacts, renamed', revision: 1, source: 'bundled' });
    expect((await ed.post('/fixtures/delete', { file: seed?.file, revision: 1 })).status).toBe(200);
    expect((await list()).map((f) => f.file)).not.toContain(seed?.file);
  });
});

describe('a fixture update proposed with a change request', () => {
  it('lets a copy change that breaks a fixture on purpose go through, the fixture updated by the same approval', async () => {
    const saved = await editor.post('/fixtures', { screenId: id, name: 'whatsapp', fixture: check('Telephone/WhatsApp') });
    const file = String(saved.body?.file);
    const live = String((await editor.get(`/screens/${id}`)).body?.text);
    const text = live.replace('Telephone/WhatsApp', 'Call or WhatsApp us');
    // A saved fixture guards publishing at once: without the proposal the reviewer's approval is refused.
    const cr = await editor.post(`/screens/${id}/change-requests`, { text, baseVersion: 0, reason: 'Plainer words', target: 'staging' });
    const n = Number(cr.body?.id);
    const refused = await reviewer.post(`/change-requests/${n}/approve`, {});
    expect(refused).toMatchObject({ status: 409, body: { code: 'fixtures' } });
    expect(String(refused.body?.message)).toContain(file);

    const update = { file, fixture: check('Call or WhatsApp us') };
    expect((await reviewer.post(`/change-requests/${n}/fixture-updates`, { updates: [update] })).status).toBe(403);
    expect((await editor.post(`/change-requests/${n}/fixture-updates`, { updates: [{ file, fixture: { name: 'broken' } }] })).status).toBe(422);
    expect((await editor.post(`/change-requests/${n}/fixture-updates`, { updates: [update] })).status).toBe(200);

    const proposed = await reviewer.get(`/change-requests/${n}/fixture-updates`);
    expect(proposed.body?.updates).toMatchObject([
      {
        file,
        stale: false,
        baseRevision: 1,
        before: { steps: [{ expectText: 'Telephone/WhatsApp' }] },
        after: { steps: [{ expectText: 'Call or WhatsApp us' }] },
      },
    ]);
    // The fixture's write fails (the database stops half way): the approval is undone with it, nothing goes live.
    const restore = await failWritesTo(server.services.database.db, 'qa_fixture');
    expect((await reviewer.post(`/change-requests/${n}/approve`, {})).status).toBe(500);
    await restore();
    expect((await reviewer.get(`/change-requests/${n}`)).body).toMatchObject({ status: 'open', publishedVersion: null });
    expect((await editor.get(`/screens/${id}`)).body?.text).toBe(live);
    expect((await listed()).find((f) => f.file === file)).toMatchObject({ revision: 1 });
    expect((await audit()).filter((e) => e.action === 'approve' || e.action === 'fixtures')).toEqual([]);

    expect(await reviewer.post(`/change-requests/${n}/approve`, {})).toMatchObject({ status: 200 });
    expect((await listed()).find((f) => f.file === file)).toMatchObject({ revision: 2, fixture: { steps: [{ expectText: 'Call or WhatsApp us' }] } });
    const entries = await audit();
    expect(entries.find((e) => e.action === 'fixture-edit' && e.detail.changeRequest === n)).toMatchObject({
      actor: 'Rey Reviewer',
      detail: { file, revision: 2 },
    });
    expect(entries.find((e) => e.action === 'fixture-propose')).toMatchObject({ actor: 'Eddie Editor', detail: { changeRequest: n, files: [file] } });
    // Closed: its proposals no longer change.
    expect((await editor.post(`/change-requests/${n}/fixture-updates`, { updates: [] })).status).toBe(409);
  });

  it('is refused at approval when the fixture was changed since it was proposed', async () => {
    const file = 'studio/customer-service/whatsapp.json';
    const [current] = (await listed()).filter((f) => f.file === file);
    const live = String((await editor.get(`/screens/${id}`)).body?.text);
    const cr = await editor.post(`/screens/${id}/change-requests`, {
      text: live.replace('Call or WhatsApp us', 'Talk to us'),
      baseVersion: 1,
      reason: 'Shorter',
      target: 'staging',
    });
    const n = Number(cr.body?.id);
    expect((await editor.post(`/change-requests/${n}/fixture-updates`, { updates: [{ file, fixture: check('Talk to us') }] })).status).toBe(200);
    expect(
      (
        await editor.post('/fixtures/edit', {
          file,
          revision: current?.revision,
          fixture: { ...check('Call or WhatsApp us'), name: 'QA renamed it' },
        })
      ).status,
    ).toBe(200);
    expect(await reviewer.post(`/change-requests/${n}/approve`, {})).toMatchObject({ status: 409, body: { code: 'fixture-changed' } });
  });
});

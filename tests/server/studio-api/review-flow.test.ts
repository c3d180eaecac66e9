/**
 * Issue 16 §4–5 through HTTP: an editor's draft on the server, submit with a reason, another person approves and the
 * delivery serves it at once; money screens always need a second person; a stale approve or rollback answers 409 naming
 * who published meanwhile; promote staging → production; roll back to the bundled copy; every step audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retitled } from '../support/staff.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let reviewer: Browser;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  editor = await server.signIn('ed@hatid.test');
  reviewer = await server.signIn('ana@hatid.test');
  admin = await server.signIn('ada@hatid.test');
});
afterAll(() => server.close());

const live = async (id: string, channel = '') => {
  const answer = await server.request(`${channel}/screens/${id}.json`);
  // A translated title (English and Filipino) by its English.
  const title = (answer.body as { title?: string | { en: string } } | null)?.title;
  return { version: answer.headers.get('X-Screen-Version'), title: typeof title === 'object' ? title.en : title };
};

describe('review before publish', () => {
  it('saves the draft on the server, submits it, and only someone else’s approval makes it live for borrowers', async () => {
    const id = 'customer-service';
    const detail = await editor.get(`/screens/${id}`);
    const text = retitled(String(detail.body?.text), 'Customer care');
    const saved = await editor.post(`/screens/${id}/draft`, { text, baseVersion: 0 });
    expect(saved.status).toBe(200);
    // The draft is on the server: another browser of the same person gets it back.
    const again = await server.signIn('ed@hatid.test');
    expect((await again.get(`/screens/${id}`)).body?.draft).toMatchObject({ text, baseVersion: 0 });

    const submitted = await editor.post(`/screens/${id}/change-requests`, { text, baseVersion: 0, reason: 'Friendlier title', target: 'production' });
    expect(submitted).toMatchObject({ status: 200, body: { status: 'open', author: 'Eddie Editor', reason: 'Friendlier title' } });
    const crId = Number(submitted.body?.id);
    expect(await live(id)).toEqual({ version: '0', title: 'Customer service' });

    // The reviewer sees the diff material: the request's text and its base (the bundled copy).
    const cr = await reviewer.get(`/change-requests/${crId}`);
    expect(String(cr.body?.baseText)).toContain('"Customer service"');
    expect(String(cr.body?.text)).toContain('"Customer care"');
    expect((await reviewer.get('/change-requests?status=open')).body?.changeRequests).toHaveLength(1);

    // The author cannot approve their own request; the version is published by the approver, from the author's request.
    expect((await editor.post(`/change-requests/${crId}/approve`, {})).status).toBe(403);
    const approved = await reviewer.post(`/change-requests/${crId}/approve`, { comment: 'Looks good' });
    expect(approved).toMatchObject({
      status: 200,
      body: { version: { version: 1, author: 'Ana Reyes', changeRequestId: crId }, changeRequest: { status: 'approved', author: 'Eddie Editor' } },
    });
    // Served at once, with no rebuild and no wait for the cache expiry.
    expect(await live(id)).toEqual({ version: '1', title: 'Customer care' });
    expect(await live(id, '/staging')).toEqual({ version: '1', title: 'Customer care' });
  });

  it('asks for changes with a comment, and the author can withdraw', async () => {
    const id = 'about-us';
    const text = retitled(String((await editor.get(`/screens/${id}`)).body?.text), 'About Hatid');
    const crId = Number(
      (await editor.post(`/screens/${id}/change-requests`, { text, baseVersion: 0, reason: 'Rename', target: 'staging' })).body?.id,
    );
    expect((await reviewer.post(`/change-requests/${crId}/request-changes`, { comment: '' })).status).toBe(400);
    expect((await reviewer.post(`/change-requests/${crId}/request-changes`, { comment: 'Use our full name' })).body).toMatchObject({
      status: 'changes_requested',
    });
    expect((await reviewer.post(`/change-requests/${crId}/withdraw`, {})).status).toBe(403);
    expect((await editor.post(`/change-requests/${crId}/withdraw`, {})).body).toMatchObject({ status: 'withdrawn' });
  });

  it('never publishes a money screen without a second person, whatever the setting', async () => {
    const screens = (await admin.get('/screens')).body?.screens as { id: string; money: boolean }[];
    const money = screens.find((s) => s.money);
    if (!money) throw new Error('no money screen in screens/');
    await admin.post(`/screens/${money.id}/settings`, { reviewRequired: false });
    const text = retitled(String((await admin.get(`/screens/${money.id}`)).body?.text), 'Changed by one person');
    const direct = await admin.post(`/screens/${money.id}/publish`, { text, baseVersion: 0, reason: 'alone', target: 'production' });
    expect(direct.status).toBe(403);
    expect((await live(money.id)).version).toBe('0');
  });

  it('publishes directly only where an admin turned review off', async () => {
    const id = 'customer-service';
    const text = retitled(String((await editor.get(`/screens/${id}`)).body?.text), 'Help');
    expect((await editor.post(`/screens/${id}/publish`, { text, baseVersion: 1, reason: 'x', target: 'staging' })).status).toBe(403);
    expect((await editor.post(`/screens/${id}/settings`, { reviewRequired: false })).status).toBe(403);
    expect((await admin.post(`/screens/${id}/settings`, { reviewRequired: false })).body).toMatchObject({ reviewRequired: false });
    const published = await editor.post(`/screens/${id}/publish`, { text, baseVersion: 1, reason: 'Shorter', target: 'staging' });
    expect(published).toMatchObject({ status: 200, body: { version: 2 } });
    expect(await live(id, '/staging')).toEqual({ version: '2', title: 'Help' });
    expect((await live(id)).version).toBe('1');

    // Promote staging's version to production (base = production's live version as seen).
    expect((await reviewer.post(`/screens/${id}/promote`, { version: 2, baseVersion: 1 })).status).toBe(200);
    expect(await live(id)).toEqual({ version: '2', title: 'Help' });
  });

  it('answers 409 naming who published meanwhile, for a stale publish and a stale rollback', async () => {
    const id = 'customer-service';
    const text = retitled(String((await editor.get(`/screens/${id}`)).body?.text), 'Stale edit');
    const stale = await editor.post(`/screens/${id}/publish`, { text, baseVersion: 1, reason: 'old base', target: 'production' });
    expect(stale.status).toBe(409);
    expect(String(stale.body?.message)).toContain('Eddie Editor');
    const rollback = await reviewer.post(`/screens/${id}/rollback`, { version: 0, channel: 'production', baseVersion: 1 });
    expect(rollback.status).toBe(409);
    expect(rollback.body?.code).toBe('stale');
    expect((await live(id)).version).toBe('2');
  });

  it('rolls back to the copy bundled with the app, served at once', async () => {
    const id = 'customer-service';
    const rolled = await reviewer.post(`/screens/${id}/rollback`, {
      version: 0,
      channel: 'production',
      baseVersion: 2,
      reason: 'Back to the shipped copy',
    });
    expect(rolled).toMatchObject({ status: 200, body: { rollbackOf: 0 } });
    expect(await live(id)).toMatchObject({ title: 'Customer service' });
    const releases = (await reviewer.get(`/screens/${id}/releases`)).body?.releases as { kind: string }[];
    expect(releases[0]?.kind).toBe('rollback');
    const versions = (await reviewer.get(`/screens/${id}/versions`)).body?.versions as { version: number }[];
    expect(versions.at(-1)?.version).toBe(0);
    expect((await reviewer.get(`/screens/${id}/versions/0`)).body?.author).toBe('bundled');
  });

  it('records every sign-in, save, submit, review, publish, promote and rollback, readable in the studio', async () => {
    const entries = (await editor.get('/audit?limit=200')).body?.entries as { action: string; actor: string }[];
    const actions = new Set(entries.map((e) => e.action));
    for (const action of [
      'sign-in',
      'draft-save',
      'submit',
      'approve',
      'request-changes',
      'withdraw',
      'publish',
      'promote',
      'rollback',
      'settings',
    ]) {
      expect(actions, action).toContain(action);
    }
    const byScreen = (await editor.get('/audit?screenId=about-us')).body?.entries as { action: string }[];
    expect(byScreen.map((e) => e.action)).toEqual(['withdraw', 'request-changes', 'submit']);
  });
});

/** Issue 16 "Bad input and faults": unauthenticated, cross-origin, non-JSON, CSRF-less, oversized, wrong-role and path-trick writes are refused and change nothing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { origin, startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let viewer: Browser;
const screen = 'customer-service';

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('vi@hatid.test', 'Vic Viewer', 'viewer');
  editor = await server.signIn('ed@hatid.test');
  viewer = await server.signIn('vi@hatid.test');
});
afterAll(() => server.close());

async function nothingChanged() {
  const versions = await server.services.store.listVersions(screen);
  expect(versions.ok && versions.value.map((v) => v.version)).toEqual([0]);
  const live = await server.request(`/screens/${screen}.json`);
  expect(live.headers.get('X-Screen-Version')).toBe('0');
  const drafts = await server.services.database.db.selectFrom('draft').selectAll().execute();
  expect(drafts).toEqual([]);
}

const edit = async () => {
  const detail = await editor.get(`/screens/${screen}`);
  return { text: String(detail.body?.text).replace('Customer service', 'Hacked'), baseVersion: 0, reason: 'x', target: 'production' };
};

describe('writes that are refused', () => {
  it('401 without a session', async () => {
    const answer = await server.request(`/studio-api/screens/${screen}/draft`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify(await edit()),
    });
    expect(answer.status).toBe(401);
    expect(answer.body?.code).toBe('signed-out');
    await nothingChanged();
  });

  it('403 from another origin (a page on evil.example posting with the staffer’s cookie), and without any Origin', async () => {
    for (const from of ['http://evil.example', undefined]) {
      const headers: Record<string, string> = { Cookie: editor.cookie, 'Content-Type': 'application/json', 'X-CSRF-Token': editor.csrfToken };
      if (from) headers.Origin = from;
      const answer = await server.request(`/studio-api/screens/${screen}/draft`, { method: 'POST', headers, body: JSON.stringify(await edit()) });
      expect(answer.status).toBe(403);
      expect(answer.body?.code).toBe('cross-origin');
    }
    await nothingChanged();
  });

  it('415 for a text/plain or form body (what a cross-site form can send)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await editor.post(`/screens/${screen}/draft`, JSON.stringify(await edit()), { 'Content-Type': type });
      expect(answer.status).toBe(415);
    }
    await nothingChanged();
  });

  it('403 without the session’s CSRF token, or with another session’s', async () => {
    expect((await editor.post(`/screens/${screen}/draft`, await edit(), { 'X-CSRF-Token': '' })).status).toBe(403);
    const other = await editor.post(`/screens/${screen}/draft`, await edit(), { 'X-CSRF-Token': viewer.csrfToken });
    expect(other).toMatchObject({ status: 403, body: { code: 'csrf' } });
    await nothingChanged();
  });

  it('413 for a body over 512 KB', async () => {
    const big = { text: ' '.repeat(513 * 1024), baseVersion: 0 };
    expect((await editor.post(`/screens/${screen}/draft`, big)).status).toBe(413);
    await nothingChanged();
  });

  it('403 for a role below the route’s (a viewer saving a draft or publishing, an editor rolling back)', async () => {
    expect((await viewer.post(`/screens/${screen}/draft`, { text: '{}', baseVersion: 0 })).body).toMatchObject({ code: 'role' });
    expect((await viewer.post(`/screens/${screen}/publish`, await edit())).status).toBe(403);
    expect((await editor.post(`/screens/${screen}/rollback`, { version: 0, channel: 'production', baseVersion: 0 })).status).toBe(403);
    expect((await editor.post('/users', { email: 'x@hatid.test', name: 'X', role: 'admin', password: 'long enough password' })).status).toBe(403);
    await nothingChanged();
  });

  it('404 for path tricks in screen ids, on the studio API and the delivery', async () => {
    for (const id of ['..%2Fpackage', '%2e%2e', 'customer-service%00', 'CUSTOMER-SERVICE', 'routes', 'customer-service.json']) {
      expect((await editor.get(`/screens/${id}`)).status, id).toBe(404);
      expect((await editor.post(`/screens/${id}/draft`, { text: '{}', baseVersion: 0 })).status, id).toBe(404);
    }
    for (const path of [
      '/screens/..%2Fpackage.json',
      '/screens/%2e%2e/package.json',
      '/screens/../package.json',
      '/staging/screens/x%2F..%2Fy.json',
    ]) {
      expect((await server.request(path)).status, path).toBe(404);
    }
    expect((await editor.get('/change-requests/1e3')).status).toBe(404);
    await nothingChanged();
  });

  it('422 with the validator’s pointers for an invalid document', async () => {
    const detail = await editor.get(`/screens/${screen}`);
    const doc = JSON.parse(String(detail.body?.text)) as Record<string, unknown>;
    const broken = JSON.stringify({ ...doc, root: { type: 'no-such-widget' } }, null, 2);
    const answer = await editor.post(`/screens/${screen}/change-requests`, { text: broken, baseVersion: 0, reason: 'broken', target: 'staging' });
    expect(answer.status).toBe(422);
    const problems = answer.body?.problems as { pointer: string; message: string }[];
    expect(problems.some((p) => p.pointer.startsWith('/root'))).toBe(true);
    await nothingChanged();
  });
});

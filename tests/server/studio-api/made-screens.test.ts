/**
 * Issue 34 item 5 through HTTP: an editor duplicates a screen with its own id and route; it is listed, reviewed like
 * any other (always), and borrowers get neither its document nor its route until a reviewer approved it, on the
 * channel it went live on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let reviewer: Browser;

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  await server.createStaff('rita@hatid.test', 'Rita Reviewer', 'reviewer');
  await server.createStaff('vic@hatid.test', 'Vic Viewer', 'viewer');
  editor = await server.signIn('ed@hatid.test');
  reviewer = await server.signIn('rita@hatid.test');
});
afterAll(() => server.close());

/** customer-service's text as a new screen: its id and title changed. */
async function copyText(id: string, title: string): Promise<string> {
  const doc = JSON.parse(String((await editor.get('/screens/customer-service')).body?.text)) as Record<string, unknown>;
  return `${JSON.stringify({ ...doc, id, title }, null, 2)}\n`;
}

describe('a duplicated screen', () => {
  it('is made by an editor, listed with where it came from, and refused a taken id or route', async () => {
    const viewer = await server.signIn('vic@hatid.test');
    const text = await copyText('help-desk', 'Help desk');
    expect((await viewer.post('/screens', { id: 'help-desk', route: '/helpDesk', text, from: 'customer-service' })).status).toBe(403);
    const made = await editor.post('/screens', { id: 'help-desk', route: '/helpDesk', text, from: 'customer-service' });
    expect(made).toMatchObject({ status: 200, body: { id: 'help-desk' } });

    const list = (await editor.get('/screens')).body?.screens as {
      id: string;
      title: string;
      routes: { path: string }[];
      made?: unknown;
      reviewRequired: boolean;
      find: { texts: string[] };
    }[];
    const row = list.find((s) => s.id === 'help-desk');
    expect(row).toMatchObject({
      title: 'Help desk',
      routes: [{ path: '/helpDesk' }],
      reviewRequired: true,
      made: { from: 'customer-service', by: 'Eddie Editor' },
    });
    expect(row?.find.texts).toContain('Telephone/WhatsApp');

    const again = await editor.post('/screens', { id: 'help-desk', route: '/helpDesk2', text, from: 'customer-service' });
    expect(again).toMatchObject({ status: 409, body: { code: 'taken', message: 'There is already a screen "help-desk".' } });
    const route = await editor.post('/screens', {
      id: 'help-two',
      route: '/customerService',
      text: await copyText('help-two', 'x'),
      from: 'customer-service',
    });
    expect(route).toMatchObject({ status: 409, body: { message: 'The route /customerService already opens the screen "customer-service".' } });
    expect((await editor.post('/screens', { id: 'Help Two', route: '/helpTwo', text, from: 'customer-service' })).status).toBe(400);
    const audit = (await reviewer.get('/audit?screen=help-desk')).body?.entries as { action: string; detail: unknown }[];
    expect(audit[0]).toMatchObject({ action: 'screen-create', detail: { from: 'customer-service', route: '/helpDesk' } });
  });

  it('reaches borrowers, document and route, only once a reviewer approved it', async () => {
    expect((await server.request('/staging/screens/help-desk.json')).status).toBe(404);
    expect((await server.request('/staging/screens/routes.json')).body).toEqual([]);

    const text = (await copyText('help-desk', 'Help desk')).replace('Telephone/WhatsApp', 'Call or WhatsApp us');
    const submitted = await editor.post('/screens/help-desk/change-requests', {
      text,
      baseVersion: 0,
      reason: 'A help desk page',
      target: 'staging',
    });
    expect(submitted.status).toBe(200);
    expect((await editor.post('/screens/help-desk/publish', { text, baseVersion: 0, reason: 'now', target: 'staging' })).status).toBe(403);
    expect((await server.request('/staging/screens/help-desk.json')).status).toBe(404);

    const approved = await reviewer.post(`/change-requests/${Number(submitted.body?.id)}/approve`, {});
    expect(approved.status).toBe(200);
    const served = await server.request('/staging/screens/help-desk.json');
    expect(served.status).toBe(200);
    expect(JSON.stringify(served.body)).toContain('Call or WhatsApp us');
    expect((await server.request('/staging/screens/routes.json')).body).toEqual([{ path: '/helpDesk', screen: 'help-desk' }]);
    expect((await server.request('/screens/help-desk.json')).status).toBe(404);
    expect((await server.request('/screens/routes.json')).body).toEqual([]);
  });
});

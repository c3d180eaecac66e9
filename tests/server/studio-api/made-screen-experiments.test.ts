/**
 * Ending an experiment on a screen made in the studio (issue 34's open end), through HTTP: the made screen is live on
 * production, a variant is reviewed and shared out by bucket; ending it with the variant shipped puts the control back
 * for everyone and opens a change request that goes live only once reviewed; ending it with the control kept leaves the
 * live text, the variant served to no bucket. A made screen live nowhere on production has no control to compare with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let editor: Browser;
let editor2: Browser;
let reviewer: Browser;
let admin: Browser;
const id = 'help-desk';
const buckets = [0, 49, 50, 99];

/** customer-service's text as the made screen `screenId`, its first row saying `words`. */
async function textWith(screenId: string, words: string): Promise<string> {
  const doc = JSON.parse(String((await editor.get('/screens/customer-service')).body?.text)) as Record<string, unknown>;
  const text = `${JSON.stringify({ ...doc, id: screenId, title: 'Help desk' }, null, 2)}\n`;
  return words === 'Telephone/WhatsApp' ? text : text.replace('Telephone/WhatsApp', words);
}

/** What each bucket of production gets: the first row's words (or the status when nothing is served) and the variant. */
async function served(screenId = id): Promise<string[]> {
  return Promise.all(
    buckets.map(async (b) => {
      const answer = await server.request(`/screens/${screenId}.json?bucket=${b}`);
      if (answer.status !== 200) return String(answer.status);
      const words = ['Telephone/WhatsApp', 'Call or WhatsApp us', 'Chat with us'].find((w) => JSON.stringify(answer.body).includes(w));
      return `${words ?? '?'}${answer.headers.get('X-Screen-Variant') ? ` (${answer.headers.get('X-Screen-Variant')})` : ''}`;
    }),
  );
}

/** A draft experiment on `screenId` with one variant saying `words`, approved; answers its id. */
async function experimentWith(name: string, words: string, screenId = id): Promise<number> {
  const made = await editor.post(`/screens/${screenId}/experiments`, { name, goal: { endpoint: 'complaint.save', outcome: 'done' } });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const sent = await editor2.post(`/experiments/${made.body?.id}/variants`, { text: await textWith(screenId, words), reason: words });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const approved = await reviewer.post(`/change-requests/${sent.body?.id}/approve`, {});
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return Number(made.body?.id);
}

beforeAll(async () => {
  server = await startTestServer();
  [editor, editor2, reviewer, admin] = (await server.signedInStaff([
    ['ed@hatid.test', 'Eddie Editor', 'editor'],
    ['ed2@hatid.test', 'Edna Editor', 'editor'],
    ['rey@hatid.test', 'Rey Reviewer', 'reviewer'],
    ['ada@hatid.test', 'Ada Admin', 'admin'],
  ])) as [Browser, Browser, Browser, Browser];
  const text = await textWith(id, 'Telephone/WhatsApp');
  expect((await editor.post('/screens', { id, route: '/helpDesk', text, from: 'customer-service' })).status).toBe(200);
  const submitted = await editor.post(`/screens/${id}/change-requests`, { text, baseVersion: 0, reason: 'A help desk page', target: 'production' });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  expect((await reviewer.post(`/change-requests/${submitted.body?.id}/approve`, {})).status).toBe(200);
});
afterAll(() => server.close());

describe('an experiment on a made screen', () => {
  it('ends with the variant shipped: the control for everyone at once, the variant for everyone once its change is reviewed', async () => {
    expect(await served()).toEqual(Array(4).fill('Telephone/WhatsApp'));
    const experiment = await experimentWith('Friendlier first row', 'Call or WhatsApp us');
    expect((await admin.post(`/experiments/${experiment}/start`, {})).status).toBe(200);
    expect(await served()).toEqual(['Telephone/WhatsApp (A)', 'Telephone/WhatsApp (A)', 'Call or WhatsApp us (B)', 'Call or WhatsApp us (B)']);

    const ended = await admin.post(`/experiments/${experiment}/end`, { ship: 'B', reason: 'B is used more' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const request = ended.body?.changeRequest as { id: number; status: string; target: string };
    expect(request).toMatchObject({ status: 'open', target: 'production' });
    // Until the shipping change is reviewed, everyone has the control: the variant is not live by the ending alone.
    expect(await served()).toEqual(Array(4).fill('Telephone/WhatsApp'));
    expect((await admin.post(`/change-requests/${request.id}/approve`, {})).status).toBe(403);
    const approved = await reviewer.post(`/change-requests/${request.id}/approve`, {});
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(await served()).toEqual(Array(4).fill('Call or WhatsApp us'));
    expect((await server.request('/screens/routes.json')).body).toEqual([{ path: '/helpDesk', screen: id }]);
  });

  it('ends with the control kept: the live text stays for everyone and the variant goes to no bucket', async () => {
    const experiment = await experimentWith('Chat instead', 'Chat with us');
    expect((await admin.post(`/experiments/${experiment}/start`, {})).status).toBe(200);
    expect(await served()).toEqual(['Call or WhatsApp us (A)', 'Call or WhatsApp us (A)', 'Chat with us (B)', 'Chat with us (B)']);
    const ended = await admin.post(`/experiments/${experiment}/end`, { ship: null, reason: 'No difference' });
    expect(ended).toMatchObject({ status: 200, body: { changeRequest: null } });
    expect(await served()).toEqual(Array(4).fill('Call or WhatsApp us'));
    const history = (await editor.get(`/screens/${id}/versions`)).body;
    expect(JSON.stringify(history)).toContain('Experiment “Chat instead” ended');
  });

  it('is not made on a made screen live nowhere on production: its start was never reviewed, so it is no control', async () => {
    const text = await textWith('help-two', 'Telephone/WhatsApp');
    expect((await editor.post('/screens', { id: 'help-two', route: '/helpTwo', text, from: 'customer-service' })).status).toBe(200);
    const made = await editor.post('/screens/help-two/experiments', { name: 'Too early', goal: { endpoint: 'complaint.save', outcome: 'done' } });
    expect(made).toMatchObject({ status: 409 });
    expect(String(made.body?.message)).toContain('live nowhere on production');
    expect(await served('help-two')).toEqual(Array(4).fill('404'));
  });
});

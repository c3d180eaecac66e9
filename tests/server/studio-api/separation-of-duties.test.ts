/**
 * Issue 29 item 7: one admin cannot publish a money change alone by making (or promoting) the account that approves it.
 * The approver of a money change must be an account that existed, with its role, before the request was made, and that
 * its author neither created nor promoted; refusals and approvals say so in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retitled } from '../support/staff.ts';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let ada: Browser;
let ana: Browser;

beforeAll(async () => {
  server = await startTestServer();
  // The operator (npm run admin) made these before any request below.
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  await server.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  ada = await server.signIn('ada@hatid.test');
  ana = await server.signIn('ana@hatid.test');
});
afterAll(() => server.close());

const live = async (id: string) => (await server.request(`/screens/${id}.json`)).headers.get('X-Screen-Version');

/** Ada submits a change of a money screen (loan-confirm) and answers the request's id. */
async function moneyRequest(title: string): Promise<number> {
  const screen = await ada.get('/screens/loan-confirm');
  const version = Number((screen.body?.latest as { version?: number } | null)?.version ?? 0);
  const text = retitled(String(screen.body?.text), title);
  const submitted = await ada.post('/screens/loan-confirm/change-requests', { text, baseVersion: version, reason: title, target: 'production' });
  expect(submitted, JSON.stringify(submitted.body)).toMatchObject({ status: 200, body: { money: true, status: 'open' } });
  return Number(submitted.body?.id);
}

const audit = async () => (await ada.get('/audit?limit=200')).body?.entries as { action: string; actor: string; detail: Record<string, unknown> }[];

describe('separation of duties on money changes', () => {
  it('refuses an approval by an account the author created for it', async () => {
    const crId = await moneyRequest('Alone 1');
    const made = await ada.post('/users', {
      email: 'sock@hatid.test',
      name: 'Sock Puppet',
      role: 'reviewer',
      password: 'correct horse battery staple',
    });
    expect(made.status).toBe(200);
    const sock = await server.signIn('sock@hatid.test');
    const answer = await sock.post(`/change-requests/${crId}/approve`, {});
    expect(answer).toMatchObject({ status: 403, body: { code: 'separation-of-duties' } });
    expect(String(answer.body?.message)).toContain('created by Ada Admin');
    expect(await live('loan-confirm')).toBe('0');
    expect((await ada.get(`/change-requests/${crId}`)).body).toMatchObject({ status: 'open' });
    const refused = (await audit()).find((e) => e.action === 'approve-refused');
    expect(refused).toMatchObject({ actor: 'Sock Puppet', detail: { changeRequestId: crId, author: 'Ada Admin' } });
    expect(String(refused?.detail.why)).toContain('created by Ada Admin');
  });

  it('refuses an approval by an account created before the request but by its author', async () => {
    const made = await ada.post('/users', {
      email: 'early@hatid.test',
      name: 'Early Sock',
      role: 'reviewer',
      password: 'correct horse battery staple',
    });
    expect(made.status).toBe(200);
    const crId = await moneyRequest('Alone 2');
    const early = await server.signIn('early@hatid.test');
    expect((await early.post(`/change-requests/${crId}/approve`, {})).body).toMatchObject({ code: 'separation-of-duties' });
    expect(await live('loan-confirm')).toBe('0');
  });

  it('refuses an approval by an account the author promoted (before or after the request)', async () => {
    const edId = String(((await ada.get('/users')).body?.users as { id: string; email: string }[]).find((u) => u.email === 'ed@hatid.test')?.id);
    expect((await ada.post(`/users/${edId}`, { role: 'reviewer' })).status).toBe(200);
    const crId = await moneyRequest('Alone 3');
    const ed = await server.signIn('ed@hatid.test');
    const answer = await ed.post(`/change-requests/${crId}/approve`, {});
    expect(answer).toMatchObject({ status: 403, body: { code: 'separation-of-duties' } });
    expect(String(answer.body?.message)).toContain('promoted by Ada Admin');
    expect(await live('loan-confirm')).toBe('0');
  });

  it('refuses an approver whose role is newer than the request, whoever gave it', async () => {
    const crId = await moneyRequest('Alone 4');
    await server.createStaff('late@hatid.test', 'Late Reviewer', 'reviewer');
    const late = await server.signIn('late@hatid.test');
    const answer = await late.post(`/change-requests/${crId}/approve`, {});
    expect(answer).toMatchObject({ status: 403, body: { code: 'separation-of-duties' } });
    expect(String(answer.body?.message)).toContain('after this request was made');
    // A reviewer of long standing, not made by the author, approves it; the audit says why that was allowed.
    const approved = await ana.post(`/change-requests/${crId}/approve`, { comment: 'Checked' });
    expect(approved, JSON.stringify(approved.body)).toMatchObject({ status: 200, body: { changeRequest: { status: 'approved' } } });
    expect(await live('loan-confirm')).toBe(String((approved.body?.version as { version: number }).version));
    const entry = (await audit()).find((e) => e.action === 'approve' && e.detail.changeRequestId === crId);
    expect(entry?.detail.separationOfDuties).toMatchObject({ approverRole: 'reviewer', roleGivenBy: 'test setup' });
    expect(String((entry?.detail.separationOfDuties as { approverRoleSince?: string }).approverRoleSince)).toMatch(/^\d{4}-/);
  });

  it('leaves changes that move no money to the usual rule (anyone else with the role)', async () => {
    const screen = await ada.get('/screens/about-us');
    const text = retitled(String(screen.body?.text), 'About Hatid');
    const crId = Number(
      (await ada.post('/screens/about-us/change-requests', { text, baseVersion: 0, reason: 'Rename', target: 'staging' })).body?.id,
    );
    const sock = await server.signIn('sock@hatid.test');
    expect((await sock.post(`/change-requests/${crId}/approve`, {})).status).toBe(200);
  });
});

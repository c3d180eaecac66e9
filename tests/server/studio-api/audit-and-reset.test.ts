/**
 * Issue 34 item 4 through HTTP: the audit filtered by person, action, screen and time, its choices, and its CSV export
 * (a cell starting with = + - @ written with a leading ' so a spreadsheet runs nothing; the export itself audited);
 * an admin resets a staff member's password (admins only, with the session's CSRF token, never their own; audited;
 * the person's sessions end and only the new password signs in).
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { password, startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: Browser;
let evil: Browser;
let ana: Browser;
let evilId = '';

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  evilId = (await server.createStaff('evil@hatid.test', '=HYPERLINK("http://x.test")', 'editor')).id;
  await server.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
  admin = await server.signIn('ada@hatid.test');
  evil = await server.signIn('evil@hatid.test');
  ana = await server.signIn('ana@hatid.test');
});
afterAll(() => server.close());

type Entry = { action: string; actor: string; screenId: string | null; detail: Record<string, unknown> };
const entries = async (who: Browser, query: string) => (await who.get(`/audit?${query}`)).body?.entries as Entry[];

describe('the audit, filtered and exported', () => {
  it('filters by person, action, screen and time, and lists the choices', async () => {
    const text = String((await evil.get('/screens/about-us')).body?.text);
    expect((await evil.post('/screens/about-us/draft', { text, baseVersion: 0 })).status).toBe(200);
    expect(
      (await ana.post('/screens/customer-service/draft', { text: String((await ana.get('/screens/customer-service')).body?.text), baseVersion: 0 }))
        .status,
    ).toBe(200);

    const byEvil = await entries(admin, `actor=${encodeURIComponent('=HYPERLINK("http://x.test")')}`);
    expect(byEvil.length).toBeGreaterThan(0);
    expect(new Set(byEvil.map((e) => e.actor))).toEqual(new Set(['=HYPERLINK("http://x.test")']));
    expect((await entries(admin, 'action=draft-save')).map((e) => e.screenId).sort()).toEqual(['about-us', 'customer-service']);
    expect((await entries(admin, 'action=draft-save&screenId=about-us')).map((e) => e.actor)).toEqual(['=HYPERLINK("http://x.test")']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect(await entries(admin, `from=${encodeURIComponent(future)}`)).toEqual([]);
    expect((await entries(admin, `to=${encodeURIComponent(future)}&action=draft-save`)).length).toBe(2);
    expect((await admin.get('/audit?from=yesterday')).status).toBe(400);

    const facets = (await ana.get('/audit/facets')).body;
    expect(facets?.people).toEqual(expect.arrayContaining(['Ana Reyes', '=HYPERLINK("http://x.test")']));
    expect(facets?.actions).toEqual(expect.arrayContaining(['draft-save', 'sign-in']));
    expect(facets?.screens).toEqual(['about-us', 'customer-service']);
  });

  it('exports the filtered log as CSV that a spreadsheet cannot run, and audits the export', async () => {
    const answer = await server.app.request('http://hatid.test/studio-api/audit.csv?action=draft-save', { headers: { Cookie: ana.cookie } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toContain('text/csv');
    expect(answer.headers.get('Content-Disposition')).toMatch(/^attachment; filename="hatid-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await answer.text();
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual(['id', 'at', 'person', 'action', 'screen', 'detail']);
    expect(rows).toHaveLength(3);
    const people = rows.slice(1).map((r) => r[2]);
    expect(people).toContain(`'=HYPERLINK("http://x.test")`);
    expect(people).toContain('Ana Reyes');
    // No cell of the file starts a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect((await entries(admin, 'action=audit-export'))[0]).toMatchObject({ actor: 'Ana Reyes', detail: { action: 'draft-save', rows: 2 } });
  });
});

describe('password reset by an admin', () => {
  it('is for admins only, needs the CSRF token, is audited, ends the sessions and changes the password', async () => {
    const fresh = 'a brand new password 2026';
    expect((await ana.post(`/users/${evilId}/password`, { password: fresh })).status).toBe(403);
    const noToken = await admin.post(`/users/${evilId}/password`, { password: fresh }, { 'X-CSRF-Token': '' });
    expect(noToken).toMatchObject({ status: 403, body: { code: 'csrf' } });
    expect((await admin.post(`/users/${evilId}/password`, { password: 'short' })).status).toBe(400);
    const self = (await admin.get('/session')).body as { user: { id: string } } | null;
    expect((await admin.post(`/users/${String(self?.user.id)}/password`, { password: fresh })).status).toBe(403);

    const done = await admin.post(`/users/${evilId}/password`, { password: fresh });
    expect(done).toMatchObject({ status: 200, body: { id: evilId, email: 'evil@hatid.test' } });
    // The old session is over; the old password no longer signs in, the new one does.
    expect((await evil.get('/screens')).status).toBe(401);
    await expect(server.signIn('evil@hatid.test', password)).rejects.toThrow();
    await expect(server.signIn('evil@hatid.test', fresh)).resolves.toBeTruthy();
    const audit = await entries(admin, 'action=password-reset');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: 'Ada Admin', detail: { userId: evilId, email: 'evil@hatid.test' } });
    expect(JSON.stringify(audit[0])).not.toContain(fresh);
  });
});

/**
 * Issue 29 item 10 (store and sign-in parts): a session ends 12 hours after sign-in however busy it is; a viewer never
 * shows as "(editing)"; the review switch of a money screen is locked for admins too.
 * (Own role changes: staff-changes.test.ts; the data-folder lock: tests/server/db/data-dir-lock.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  await server.createStaff('vic@hatid.test', 'Vic Viewer', 'viewer');
  await server.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
  admin = await server.signIn('ada@hatid.test');
});
afterAll(() => server.close());

const hour = 3600_000;
const sessionOf = (browser: Browser) =>
  server.services.database.db.selectFrom('session').selectAll().where('csrfToken', '=', browser.csrfToken).executeTakeFirstOrThrow();
const age = (browser: Browser, ms: number, expiresIn: number) =>
  server.services.database.db
    .updateTable('session')
    .set({ createdAt: new Date(Date.now() - ms), updatedAt: new Date(Date.now() - ms), expiresAt: new Date(Date.now() + expiresIn) })
    .where('csrfToken', '=', browser.csrfToken)
    .execute();

describe('sessions last 12 hours from sign-in', () => {
  it('does not slide: a session used after 11.5 hours still ends 12 hours after sign-in', async () => {
    const ed = await server.signIn('ed@hatid.test');
    await age(ed, 11.5 * hour, 0.5 * hour);
    expect((await ed.get('/session')).status).toBe(200);
    expect((await ed.post('/screens/about-us/presence', { editing: false })).status).toBe(200);
    const row = await sessionOf(ed);
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).toBeLessThanOrEqual(12 * hour + 1000);
  });

  it('refuses a session older than 12 hours even if its expiry was pushed later', async () => {
    const ed = await server.signIn('ed@hatid.test');
    await age(ed, 12 * hour + 60_000, 6 * hour);
    expect(await ed.get('/screens')).toMatchObject({ status: 401, body: { code: 'signed-out' } });
    expect((await ed.get('/session')).status).toBe(401);
  });
});

describe('presence', () => {
  it('never shows a viewer as editing, whatever their heartbeat says', async () => {
    const vic = await server.signIn('vic@hatid.test');
    const ed = await server.signIn('ed@hatid.test');
    expect((await vic.post('/screens/customer-service/presence', { editing: true })).status).toBe(200);
    const seen = await ed.post('/screens/customer-service/presence', { editing: true });
    const others = seen.body?.others as { name: string; editing: boolean }[];
    expect(others.find((o) => o.name === 'Vic Viewer')).toMatchObject({ editing: false });
    // An editor's own heartbeat still says so.
    const back = (await vic.post('/screens/customer-service/presence', { editing: true })).body?.others as { name: string; editing: boolean }[];
    expect(back.find((o) => o.name === 'Eddie Editor')).toMatchObject({ editing: true });
  });
});

describe('review rules', () => {
  it('refuses switching review off on a money screen, for admins too (it is locked)', async () => {
    const answer = await admin.post('/screens/loan-confirm/settings', { reviewRequired: false });
    expect(answer).toMatchObject({ status: 409, body: { code: 'locked' } });
    expect((await admin.get('/screens/loan-confirm')).body).toMatchObject({ reviewRequired: true, money: true });
    // Other screens are the admin's to decide.
    expect((await admin.post('/screens/about-us/settings', { reviewRequired: false })).body).toMatchObject({ reviewRequired: false });
  });
});

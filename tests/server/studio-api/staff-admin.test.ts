/** Issue 16 §3, §7 and faults: admins manage accounts, a disabled account's sessions end, an expired session is 401, a database that does not answer is a plain 503. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startTestServer();
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
  admin = await server.signIn('ada@hatid.test');
});
afterAll(() => server.close());

describe('staff accounts', () => {
  it('an admin creates accounts with a role (password hashed with scrypt, never stored as sent)', async () => {
    const created = await admin.post('/users', {
      email: 'Ed@Hatid.test',
      name: 'Eddie Editor',
      role: 'editor',
      password: 'correct horse battery staple',
    });
    expect(created).toMatchObject({ status: 200, body: { email: 'ed@hatid.test', role: 'editor', disabled: false } });
    const account = await server.services.database.db
      .selectFrom('account')
      .select('password')
      .where('userId', '=', String(created.body?.id))
      .executeTakeFirstOrThrow();
    expect(account.password).not.toContain('correct horse');
    expect(account.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/); // better-auth's scrypt salt:key
    expect(
      (await admin.post('/users', { email: 'ed@hatid.test', name: 'Again', role: 'viewer', password: 'correct horse battery staple' })).status,
    ).toBe(409);
    expect((await admin.post('/users', { email: 'short@hatid.test', name: 'Short', role: 'viewer', password: 'short' })).status).toBe(400);
    expect((await admin.post('/users', { email: 'r@hatid.test', name: 'R', role: 'root', password: 'correct horse battery staple' })).status).toBe(
      400,
    );
    const users = (await admin.get('/users')).body?.users as { email: string }[];
    expect(users.map((u) => u.email)).toEqual(['ada@hatid.test', 'ed@hatid.test']);
  });

  it('a role change applies to the next call; disabling ends every session of that account', async () => {
    const ed = await server.signIn('ed@hatid.test');
    const id = String(((await admin.get('/users')).body?.users as { id: string; email: string }[]).find((u) => u.email === 'ed@hatid.test')?.id);
    expect((await admin.post(`/users/${id}`, { role: 'viewer' })).body).toMatchObject({ role: 'viewer' });
    expect((await ed.post('/screens/about-us/draft', { text: '{}', baseVersion: 0 })).body).toMatchObject({ code: 'role' });
    expect((await admin.post(`/users/${id}`, { disabled: true })).body).toMatchObject({ disabled: true });
    expect((await ed.get('/screens')).status).toBe(401);
    await expect(server.signIn('ed@hatid.test')).rejects.toThrow(/401|403/);
    const audit = (await admin.get('/audit')).body?.entries as { action: string }[];
    expect(audit.filter((e) => e.action === 'user-update')).toHaveLength(2);
    expect(audit.some((e) => e.action === 'user-create')).toBe(true);
  });

  it('keeps at least one active admin (also from the command line); your own account is changed by another admin', async () => {
    const me = (await admin.get('/session')).body?.user as { id: string };
    expect((await admin.post(`/users/${me.id}`, { role: 'editor' })).body).toMatchObject({ code: 'own-account' });
    expect((await admin.post(`/users/${me.id}`, { disabled: true })).body).toMatchObject({ code: 'own-account' });
    const operator = { id: null, name: 'npm run admin (test)' };
    expect(await server.services.store.updateStaff(operator, me.id, { role: 'editor' })).toMatchObject({ status: 409 });
    expect(await server.services.store.updateStaff(operator, me.id, { disabled: true })).toMatchObject({ status: 409 });
  });
});

describe('sessions and faults', () => {
  it('an expired session answers 401 signed-out (the studio then asks to sign in again)', async () => {
    await server.createStaff('exp@hatid.test', 'Ex Pired', 'editor');
    const browser = await server.signIn('exp@hatid.test');
    await server.services.database.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('csrfToken', '=', browser.csrfToken)
      .execute();
    const answer = await browser.post('/screens/about-us/draft', { text: '{}', baseVersion: 0 });
    expect(answer).toMatchObject({ status: 401, body: { code: 'signed-out' } });
  });

  it('a database that does not answer is a plain 503, and borrowers keep getting screens', async () => {
    const own = await startTestServer();
    try {
      await own.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
      const browser = await own.signIn('ada@hatid.test');
      expect((await own.request('/screens/customer-service.json')).status).toBe(200);
      await own.services.database.close();
      const answer = await browser.get('/screens');
      expect(answer.status).toBe(503);
      expect(String(answer.body?.message)).toMatch(/database is not answering/);
      const write = await browser.post('/screens/about-us/draft', { text: '{}', baseVersion: 0 });
      expect(write.status).toBe(503);
      const borrower = await own.request('/screens/customer-service.json');
      expect(borrower.status).toBe(200);
      expect(borrower.body?.id).toBe('customer-service');
    } finally {
      await own.close();
    }
  });
});

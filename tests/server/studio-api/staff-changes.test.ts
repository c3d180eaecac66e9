/**
 * Issue 29 item 6 and item 10 (own account): staff-account changes run in one transaction that locks the admins' rows,
 * with the audit row in it, so two admins disabling each other at once cannot both win (on PostgreSQL under
 * `npm run test:pg`, where the two requests really run at the same time, and on PGlite); and nobody changes their own
 * role or account: another admin must.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Browser, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const idOf = async (browser: Browser) => String(((await browser.get('/session')).body?.user as { id: string }).id);

const activeAdmins = async () =>
  (
    await server.services.database.db
      .selectFrom('user')
      .select('email')
      .where('role', '=', 'admin')
      .where((eb) => eb.or([eb('banned', 'is', null), eb('banned', '=', false)]))
      .execute()
  ).map((r) => r.email);

describe('two admins change each other at once', () => {
  it('exactly one wins when two admins disable each other (eight rounds), and one active admin always remains', async () => {
    await server.createStaff('first@hatid.test', 'First Admin', 'admin');
    let survivor = await server.signIn('first@hatid.test');
    let survivorEmail = 'first@hatid.test';
    for (let round = 0; round < 8; round += 1) {
      const email = `admin${round}@hatid.test`;
      await server.createStaff(email, `Admin ${round}`, 'admin');
      const other = await server.signIn(email);
      expect((await activeAdmins()).sort()).toEqual([survivorEmail, email].sort());
      const [otherId, survivorId] = [await idOf(other), await idOf(survivor)];
      const [one, two] = await Promise.all([
        survivor.post(`/users/${otherId}`, { disabled: true }),
        other.post(`/users/${survivorId}`, { disabled: true }),
      ]);
      const statuses = [one.status, two.status];
      expect(
        statuses.filter((s) => s === 200),
        JSON.stringify([one.body, two.body]),
      ).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 401 || s === 403 || s === 409)).toBe(true);
      const left = await activeAdmins();
      expect(left).toHaveLength(1);
      // The winner's change is audited once; the loser left no trace but its refusal.
      if (one.status === 200) {
        expect(left).toEqual([survivorEmail]);
      } else {
        expect(left).toEqual([email]);
        survivor = other;
        survivorEmail = email;
      }
    }
    const audit = (await survivor.get('/audit?limit=200')).body?.entries as { action: string; detail: { disabled?: boolean } }[];
    expect(audit.filter((e) => e.action === 'user-update' && e.detail.disabled === true)).toHaveLength(8);
  });

  it('exactly one wins when two admins demote each other at once', async () => {
    const survivorEmail = (await activeAdmins())[0] ?? '';
    await server.createStaff('demoter@hatid.test', 'Demo Ter', 'admin');
    const a = await server.signIn(survivorEmail);
    const b = await server.signIn('demoter@hatid.test');
    const [aId, bId] = [await idOf(a), await idOf(b)];
    const [one, two] = await Promise.all([a.post(`/users/${bId}`, { role: 'editor' }), b.post(`/users/${aId}`, { role: 'editor' })]);
    expect([one.status, two.status].filter((s) => s === 200)).toHaveLength(1);
    expect(await activeAdmins()).toHaveLength(1);
  });
});

describe('your own account is changed by another admin', () => {
  it('refuses an admin changing their own role or disabling themselves; another admin can', async () => {
    await server.createStaff('self@hatid.test', 'Sel F', 'admin');
    await server.createStaff('peer@hatid.test', 'Pe Er', 'admin');
    const self = await server.signIn('self@hatid.test');
    const peer = await server.signIn('peer@hatid.test');
    const me = await idOf(self);
    for (const change of [{ role: 'reviewer' }, { role: 'viewer' }, { disabled: true }]) {
      const answer = await self.post(`/users/${me}`, change);
      expect(answer, JSON.stringify(change)).toMatchObject({ status: 403, body: { code: 'own-account' } });
      expect(String(answer.body?.message)).toContain('another admin');
    }
    expect((await self.get('/session')).body?.user).toMatchObject({ role: 'admin' });
    expect((await peer.post(`/users/${me}`, { role: 'reviewer' })).body).toMatchObject({ role: 'reviewer' });
  });
});

/**
 * Issue 29 item 9: unauthenticated traffic never grows a table without bound. Failed sign-ins (also the 429s) are
 * counted per address and minute: one audit row per address and minute (at most 10 addresses a minute, the rest
 * counted together), with the attempts counted beside it and the typed text cut short; better-auth's rate-limit rows of
 * past windows are pruned.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { origin, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  // One proxy in front: the client address comes from X-Forwarded-For, so the test can speak from many addresses.
  server = await startTestServer({ signInPerMinute: 10, app: { trustProxy: 1 } });
  await server.createStaff('ada@hatid.test', 'Ada Admin', 'admin');
});
afterAll(() => server.close());

const attacker = 'x'.repeat(150) + '\u202e<script>alert(1)</script>' + 'y'.repeat(150) + '@evil.example';

async function failSignIn(address: string, email = attacker): Promise<number> {
  const res = await server.app.request(`${origin}/studio-api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': address },
    body: JSON.stringify({ email, password: 'wrong password 12345' }),
  });
  return res.status;
}

const count = async (table: 'audit_log' | 'rateLimit') =>
  Number(
    (
      await server.services.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Whole minutes a stretch of time touches (the counters are per minute, so a run across a boundary has two). */
const minutesBetween = (from: number, to: number) => Math.floor(to / 60_000) - Math.floor(from / 60_000) + 1;

describe('failed sign-ins', () => {
  it('one address failing 120 times (110 of them rate limited) adds one audit row a minute that counts them', async () => {
    const before = await count('audit_log');
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i += 1) statuses.push(await failSignIn('203.0.113.7'));
    const minutes = minutesBetween(started, Date.now());
    // Refused (400: not an e-mail address) until the limit, then 429.
    expect(statuses.filter((s) => s === 400 || s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(110);
    const added = (await count('audit_log')) - before;
    expect(added).toBeGreaterThanOrEqual(1);
    expect(added).toBeLessThanOrEqual(minutes);

    const admin = await server.signIn('ada@hatid.test');
    const entries = (
      (await admin.get('/audit?limit=200')).body?.entries as { action: string; actor: string; detail: Record<string, number | string> }[]
    ).filter((e) => e.action === 'sign-in-failed');
    expect(entries.length).toBe(added);
    expect(entries.reduce((n, e) => n + Number(e.detail.attempts), 0)).toBe(120);
    expect(entries.reduce((n, e) => n + Number(e.detail.rateLimited), 0)).toBe(110);
    for (const entry of entries) {
      expect(entry.detail.address).toBe('203.0.113.7');
      // What the attacker typed is kept short and without invisible or direction characters.
      expect(entry.actor.length).toBeLessThanOrEqual(64);
      expect(String(entry.detail.lastEmail).length).toBeLessThanOrEqual(64);
      expect(entry.actor).not.toMatch(/[\u202e\u0000-\u001f]/);
    }
  });

  it('150 addresses failing once each add at most 11 audit rows a minute; the rest are counted together', async () => {
    const before = await count('audit_log');
    const started = Date.now();
    for (let i = 0; i < 150; i += 1) await failSignIn(`198.51.100.${i}`);
    const minutes = minutesBetween(started, Date.now());
    const added = (await count('audit_log')) - before;
    expect(added).toBeLessThanOrEqual(11 * minutes);
    const failures = await server.services.database.db.selectFrom('sign_in_failure').selectAll().execute();
    expect(failures.filter((f) => f.address.startsWith('198.51.')).length).toBeLessThanOrEqual(10 * minutes);
    expect(failures.filter((f) => f.address.startsWith('198.51.') || f.address === '*').reduce((n, f) => n + f.attempts, 0)).toBe(150);
  });

  it('an address made of attacker text is cut short and kept to address characters', async () => {
    await failSignIn('<img src=x onerror=alert(1)>' + 'z'.repeat(500));
    const rows = await server.services.database.db.selectFrom('audit_log').select(['ip', 'detail']).where('action', '=', 'sign-in-failed').execute();
    for (const row of rows) {
      expect(row.ip === null || row.ip.length <= 64).toBe(true);
      expect(row.ip ?? '').not.toMatch(/[<>= ]/);
    }
  });

  it("prunes better-auth's rate-limit rows of windows long past", async () => {
    expect(await count('rateLimit')).toBeGreaterThan(100);
    await server.services.database.db
      .updateTable('rateLimit')
      .set({ lastRequest: Date.now() - 3600_000 })
      .execute();
    await failSignIn('192.0.2.1');
    expect(await count('rateLimit')).toBeLessThanOrEqual(2);
  });
});

/** Issue 16 §3: staff sign-in — cookie flags, the same answer for an unknown user and a wrong password, rate limit, audit, sign-out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { origin, password, startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ signInPerMinute: 4 });
  await server.createStaff('ana@hatid.test', 'Ana Reyes', 'reviewer');
});
afterAll(() => server.close());

const signInRaw = (email: string, secret: string) =>
  server.request('/studio-api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password: secret }),
  });

describe('sign-in', () => {
  it('sets an HttpOnly SameSite=Strict session cookie and never shows the session token to scripts', async () => {
    const answer = await signInRaw('ana@hatid.test', password);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ok: true });
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('hatid.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http here; HATID_PUBLIC_ORIGIN=https://… makes it Secure
  });

  it('marks the cookie Secure when the server is reached over https (HATID_PUBLIC_ORIGIN=https://…)', async () => {
    const secure = await startTestServer({ secureCookies: true });
    try {
      await secure.createStaff('sec@hatid.test', 'Sec Ure', 'viewer');
      const answer = await secure.request('/studio-api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify({ email: 'sec@hatid.test', password }),
      });
      const cookie = answer.headers.getSetCookie().find((c) => c.includes('hatid.session_token='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Strict/i);
    } finally {
      await secure.close();
    }
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await signInRaw('nobody@hatid.test', password);
    const wrong = await signInRaw('ana@hatid.test', 'not the password at all');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body?.message).toBe('Invalid email or password');
  });

  it('rate limits sign-in per address (429 after the limit), and counts every failed attempt in the audit log', async () => {
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i += 1) status = (await signInRaw('ana@hatid.test', 'still not the password')).status;
    expect(status).toBe(429);
    const audit = await server.services.store.listAudit({ limit: 50 });
    if (!audit.ok) throw new Error(audit.message);
    const actions = audit.value.map((e) => e.action);
    expect(actions).toContain('sign-in');
    expect(actions).toContain('sign-in-failed');
    // One row per address and minute stands for its failures (tests/server/studio-api/sign-in-flood.test.ts).
    const failed = audit.value.find((e) => e.action === 'sign-in-failed' && Number(e.detail.rateLimited) >= 1);
    expect(failed).toMatchObject({ detail: { lastEmail: 'ana@hatid.test' } });
    expect(Number(failed?.detail.attempts)).toBeGreaterThanOrEqual(2);
  });
});

describe('session and sign-out', () => {
  it('answers who is signed in with a CSRF token, and 401 after sign-out', async () => {
    const fresh = await startTestServer();
    try {
      await fresh.createStaff('ed@hatid.test', 'Eddie Editor', 'editor');
      const browser = await fresh.signIn('ed@hatid.test');
      const me = await browser.get('/session');
      expect(me.body).toMatchObject({ user: { email: 'ed@hatid.test', name: 'Eddie Editor', role: 'editor' }, sandbox: false });
      expect(String(me.body?.csrfToken)).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect((await browser.post('/auth/sign-out')).status).toBe(200);
      expect((await browser.get('/session')).status).toBe(401);
      expect((await browser.get('/screens')).body).toMatchObject({ code: 'signed-out' });
    } finally {
      await fresh.close();
    }
  });

  it('refuses a sign-out without the session’s CSRF token (the session stays), as every write', async () => {
    const fresh = await startTestServer();
    try {
      await fresh.createStaff('flo@hatid.test', 'Flo Editor', 'editor');
      const browser = await fresh.signIn('flo@hatid.test');
      const forged = await browser.post('/auth/sign-out', {}, { 'X-CSRF-Token': 'not-the-token' });
      expect(forged.status).toBe(403);
      expect(forged.body).toMatchObject({ code: 'csrf' });
      const missing = await fresh.request('/studio-api/auth/sign-out', {
        method: 'POST',
        headers: { Cookie: browser.cookie, Origin: origin, 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(missing.status).toBe(403);
      expect((await browser.get('/session')).status).toBe(200);
      const audit = await fresh.services.store.listAudit({ limit: 50 });
      if (!audit.ok) throw new Error(audit.message);
      expect(audit.value.map((e) => e.action)).not.toContain('sign-out');
    } finally {
      await fresh.close();
    }
  });

  it('exposes no other better-auth endpoint (no sign-up, no admin plugin routes)', async () => {
    const signUp = await server.request('/studio-api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email: 'mallory@hatid.test', password, name: 'Mallory' }),
    });
    expect(signUp.status).toBe(404);
    const listUsers = await server.request('/studio-api/auth/admin/list-users');
    expect(listUsers.status).toBe(404);
  });
});

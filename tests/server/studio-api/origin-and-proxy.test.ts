/**
 * Issue 29 items 3 and 4. (3) Without HATID_PUBLIC_ORIGIN the allowed origin is not whatever the Host header says: a
 * DNS-rebinding page (evil.example resolving to this server) cannot sign in or write; only loopback hosts can.
 * (4) HATID_TRUST_PROXY=<hops> takes the client address from the right of X-Forwarded-For: rotating the hops a client
 * writes itself neither escapes the sign-in limit nor forges the audit address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { password, startTestServer, type TestServer } from '../support/test-server.ts';

const json = (from: string, body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', Origin: from, ...headers },
  body: JSON.stringify(body),
});

describe('without HATID_PUBLIC_ORIGIN (development)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ app: { publicOrigin: undefined } });
    await server.createStaff('ana@hatid.test', 'Ana Reyes', 'admin');
  });
  afterAll(() => server.close());

  it('refuses sign-in from a rebound host name, even with a matching Origin', async () => {
    const rebound = 'http://evil.example:8080';
    const res = await server.app.request(`${rebound}/studio-api/auth/sign-in/email`, json(rebound, { email: 'ana@hatid.test', password }));
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toEqual([]);
    const body = (await res.json()) as { code: string; message: string };
    expect(body.code).toBe('cross-origin');
    expect(body.message).toContain('HATID_PUBLIC_ORIGIN');
  });

  it.each(['http://127.0.0.1:8080', 'http://localhost:5173', 'http://[::1]:8080'])('accepts sign-in on the loopback host %s', async (base) => {
    const res = await server.app.request(`${base}/studio-api/auth/sign-in/email`, json(base, { email: 'ana@hatid.test', password }));
    expect(res.status).toBe(200);
  });

  it('still refuses another origin posting to a loopback host', async () => {
    const res = await server.app.request(
      'http://127.0.0.1:8080/studio-api/auth/sign-in/email',
      json('http://evil.example', { email: 'ana@hatid.test', password }),
    );
    expect(res.status).toBe(403);
  });
});

/** The audit log's address of every failed sign-in, oldest first. */
async function failedSignInAddresses(server: TestServer): Promise<(string | null)[]> {
  const rows = await server.services.database.db.selectFrom('audit_log').select('ip').where('action', '=', 'sign-in-failed').orderBy('id').execute();
  return rows.map((r) => r.ip);
}

describe('HATID_TRUST_PROXY=<hops>', () => {
  const signIn = (server: TestServer, forwardedFor: string) =>
    server.request(
      '/studio-api/auth/sign-in/email',
      json('http://hatid.test', { email: 'ana@hatid.test', password: 'not the password' }, { 'X-Forwarded-For': forwardedFor }),
    );

  it('with one proxy, limits sign-in by the address the proxy saw, whatever the client wrote to its left', async () => {
    const server = await startTestServer({ signInPerMinute: 3, app: { trustProxy: 1 } });
    try {
      await server.createStaff('ana@hatid.test', 'Ana Reyes', 'admin');
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1) statuses.push((await signIn(server, `198.51.100.${i}, 203.0.113.7`)).status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toEqual([429, 429]);
      // Another client behind the same proxy is not limited by the first one's tries.
      expect((await signIn(server, '203.0.113.8')).status).toBe(401);

      const addresses = new Set(await failedSignInAddresses(server));
      expect(addresses).toEqual(new Set(['203.0.113.7', '203.0.113.8']));
    } finally {
      await server.close();
    }
  });

  it('with two proxies, takes the second address from the right', async () => {
    const server = await startTestServer({ app: { trustProxy: 2 } });
    try {
      await server.createStaff('ana@hatid.test', 'Ana Reyes', 'admin');
      await signIn(server, 'forged.1, 203.0.113.9, 10.0.0.2');
      expect(await failedSignInAddresses(server)).toEqual(['203.0.113.9']);
    } finally {
      await server.close();
    }
  });
});

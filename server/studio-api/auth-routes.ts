/**
 * Sign-in, sign-out and "who am I": the only better-auth endpoints the server exposes (its other endpoints, such as
 * sign-up and the admin plugin's, answer 404). Sign-in is rate limited per address by better-auth in the database,
 * answers the same for an unknown e-mail and a wrong password, and is audited either way.
 */
import { Hono, type Context } from 'hono';
import type { Auth } from '../auth/create-auth.ts';
import { clientIpHeader } from '../auth/create-auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { dbDown } from '../store/store-context.ts';
import type { Store } from '../store/store-api.ts';
import { failureBody } from '../store/types.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { isRole, refuse } from './route-kit.ts';
import { readSession, sameToken } from './session-guard.ts';

/** Options of authRoutes. */
export interface AuthRouteOptions {
  auth: Auth;
  store: Store;
  /** Proxies in front (HATID_TRUST_PROXY hops). */
  trustProxy: number;
  /** Whether the sandbox lender is mounted (the studio offers its scenarios then). */
  sandbox: boolean;
  /** Probes the database (a sign-in that failed inside better-auth is a 503 when the database does not answer). */
  databaseAnswers: () => Promise<boolean>;
}

/** A copy of the request for better-auth, with the client address set by this server (any sent by the client dropped). */
function forAuth(c: Context, body: string, trustProxy: number): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(clientIpHeader, clientAddress(c, trustProxy));
  return new Request(c.req.url, { method: c.req.method, headers, body: c.req.method === 'GET' ? undefined : body });
}

function emailOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return isRecord(parsed) && typeof parsed.email === 'string' ? parsed.email.slice(0, 200) : '';
  } catch {
    return '';
  }
}

/** Only the response's status and cookies (better-auth's body carries the session token, which no script should see). */
function withCookies(from: Response, body: unknown, status: 200): Response {
  const response = Response.json(body, { status });
  for (const cookie of from.headers.getSetCookie()) response.headers.append('Set-Cookie', cookie);
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/** POST /auth/sign-in/email, POST /auth/sign-out, GET /session. */
export function authRoutes({ auth, store, trustProxy, sandbox, databaseAnswers }: AuthRouteOptions): Hono {
  const app = new Hono();

  app.post('/auth/sign-in/email', async (c) => {
    const body = await c.req.text();
    const ip = clientAddress(c, trustProxy);
    const response = await auth.handler(forAuth(c, body, trustProxy));
    if (response.ok) {
      const data: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      const user = isRecord(data) && isRecord(data.user) ? data.user : {};
      await store.appendAudit({ actor: { id: String(user.id ?? ''), name: String(user.name ?? ''), ip }, action: 'sign-in' });
      return withCookies(response, { ok: true }, 200);
    }
    if (response.status >= 500) {
      if (!(await databaseAnswers())) return c.json(failureBody(dbDown), 503);
      return refuse(c, 500, 'error', 'The studio server failed on this request; nothing was changed. Try again.');
    }
    const limited = response.status === 429;
    await store.recordSignInFailure({ address: ip, email: emailOf(body), rateLimited: limited });
    if (limited) return refuse(c, 429, 'rate-limited', 'Too many sign-in attempts. Wait a minute, then try again.');
    if (response.status === 400) return refuse(c, 400, 'bad-request', 'Enter your e-mail address and password.');
    return refuse(c, 401, 'invalid-credentials', 'Invalid email or password');
  });

  app.post('/auth/sign-out', async (c) => {
    const found = await readSession(auth, c.req.raw.headers);
    // A write like any other: another page must not be able to end a staff member's session (and drop their work).
    if (found && !sameToken(c.req.header('x-csrf-token'), found.session.csrfToken)) {
      return refuse(c, 403, 'csrf', 'The request did not carry this session’s CSRF token, so it was refused. Reload the studio.');
    }
    const response = await auth.handler(forAuth(c, '{}', trustProxy));
    if (found) await store.appendAudit({ actor: { id: found.user.id, name: found.user.name, ip: clientAddress(c, trustProxy) }, action: 'sign-out' });
    return withCookies(response, { ok: true }, 200);
  });

  app.get('/session', async (c) => {
    const found = await readSession(auth, c.req.raw.headers);
    if (!found) return refuse(c, 401, 'signed-out', 'You are not signed in.');
    const { user, session } = found;
    return c.json(
      {
        user: { id: user.id, name: user.name, email: user.email, role: isRole(user.role) ? user.role : 'viewer' },
        csrfToken: session.csrfToken ?? '',
        sandbox,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.all('/auth/*', (c) => refuse(c, 404, 'not-found', 'No such sign-in route.'));
  return app;
}

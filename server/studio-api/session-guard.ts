/**
 * Resolves the signed-in staff member from the session cookie (401 'signed-out' without a live session) and, for every
 * write, checks the X-CSRF-Token header against the token stored on that session (403 'csrf').
 */
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/create-auth.ts';
import { clientAddress } from '../http/client-address.ts';
import { dbDown } from '../store/store-context.ts';
import { failureBody } from '../store/types.ts';
import { isRole, refuse, type StudioEnv } from './route-kit.ts';
import { isRead } from './write-guards.ts';

/** The session's user and token as better-auth answers them (the fields the studio uses). */
export interface SessionFacts {
  session: { id: string; csrfToken?: string | null };
  user: { id: string; name: string; email: string; role?: string | null; banned?: boolean | null };
}

/** The live session of a request, or null. */
export async function readSession(auth: Auth, headers: Headers): Promise<SessionFacts | null> {
  const found = (await auth.api.getSession({ headers })) as SessionFacts | null;
  return found && !found.user.banned ? found : null;
}

/** Whether the X-CSRF-Token sent matches the session's stored token (compared in constant time). */
export function sameToken(sent: string | undefined, stored: string | null | undefined): boolean {
  if (!sent || !stored) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Sets `actor`, `csrfToken` and `sessionId`, or refuses (503 when no session was found because the database does not answer). */
export function sessionGuard(auth: Auth, trustProxy: number, databaseAnswers: () => Promise<boolean>): MiddlewareHandler<StudioEnv> {
  return async (c, next) => {
    const found = await readSession(auth, c.req.raw.headers);
    if (!found) {
      if (!(await databaseAnswers())) return c.json(failureBody(dbDown), 503);
      return refuse(c, 401, 'signed-out', 'You are not signed in, or your session has ended. Sign in again.');
    }
    const { user, session } = found;
    if (!isRead(c.req.method) && !sameToken(c.req.header('x-csrf-token'), session.csrfToken)) {
      return refuse(c, 403, 'csrf', 'The request did not carry this session’s CSRF token, so it was refused. Reload the studio.');
    }
    c.set('actor', { id: user.id, name: user.name, role: isRole(user.role) ? user.role : 'viewer', ip: clientAddress(c, trustProxy) });
    c.set('csrfToken', session.csrfToken ?? '');
    c.set('sessionId', session.id);
    await next();
  };
}

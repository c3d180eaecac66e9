/**
 * A staff member signed in over real HTTP to a server process (the artifact, several processes, a proxy in front):
 * the session cookie and CSRF token, and JSON calls to the studio API the way the studio page makes them.
 */
import { expect } from 'vitest';

/** One answer of the studio API: the status and the JSON body (null when it had none). */
export interface StaffAnswer {
  status: number;
  body: Record<string, unknown> | null;
}

/** A signed-in session's call: `route` is below /studio-api; a body is sent as JSON. */
export type StaffCall = (method: string, route: string, body?: unknown) => Promise<StaffAnswer>;

/** Where to sign in and call: `origin` is the browser's (default `base`); `callBase` the process the calls go to. */
export interface HttpSignIn {
  base: string;
  email: string;
  password: string;
  origin?: string;
  callBase?: string;
}

/** Signs in at `base` (expects 200) and returns the session's call. */
export async function signInOverHttp({ base, email, password, origin = base, callBase = base }: HttpSignIn): Promise<StaffCall> {
  const res = await fetch(`${base}/studio-api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = (await (await fetch(`${base}/studio-api/session`, { headers: { Cookie: cookie } })).json()) as { csrfToken: string };
  return async (method, route, body) => {
    const answer = await fetch(`${callBase}/studio-api${route}`, {
      method,
      headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json', 'X-CSRF-Token': session.csrfToken },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json().catch(() => null)) as Record<string, unknown> | null };
  };
}

/**
 * The whole server app over a fresh test database (PGlite, or PostgreSQL under `npm run test:pg`), driven with
 * app.request as a browser on http://hatid.test would: staff accounts, sign-in, and calls with the cookie, same
 * Origin and CSRF token.
 */
import { inject } from 'vitest';
import { createServerApp, type ServerAppOptions } from '../../../server/create-server-app.ts';
import { createFixtureReplayer } from '../../../server/fixture-replay/replay-fixtures.ts';
import { createServices, type ServiceOptions, type Services } from '../../../server/create-services.ts';
import { hashStaffPassword } from '../../../server/auth/create-auth.ts';
import type { Role } from '../../../server/store/types.ts';
import { openTestDatabase } from './test-database.ts';

/** The origin the test "browser" is on. */
export const origin = 'http://hatid.test';
/** Every test account's password. */
export const password = 'correct horse battery staple';

/** An answer: status, JSON body (null when none) and headers. */
export interface Answer {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
}

/** A signed-in browser: its cookie and CSRF token, and calls made with them. */
export interface Browser {
  cookie: string;
  csrfToken: string;
  get(path: string): Promise<Answer>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
}

async function toAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * The test accounts' password hashed once per worker (scrypt, as better-auth hashes it: about 0.1 s of CPU each time)
 * and stored for every account the tests create; each sign-in still checks it with the server's own scrypt.
 */
let passwordHash: Promise<string> | undefined;

/** Starts the app on a fresh database. */
export async function startTestServer(
  options: {
    signInPerMinute?: number;
    secureCookies?: boolean;
    app?: Partial<ServerAppOptions>;
    services?: Pick<ServiceOptions, 'logger' | 'metrics' | 'testClock' | 'halt'>;
  } = {},
) {
  const testDb = await openTestDatabase();
  const services: Services = await createServices({
    opened: testDb.database,
    authSecret: 'test-secret-0123456789abcdef0123456789',
    signInPerMinute: options.signInPerMinute ?? 1000,
    secureCookies: options.secureCookies,
    ...options.services,
  });
  // The test "browser" is on http://hatid.test, so that is the server's public origin (HATID_PUBLIC_ORIGIN), as in production.
  // QA fixtures are replayed by the worker built once for this run (tests/server/support/built-replay-worker.ts).
  const replayFixtures = createFixtureReplayer({ workerFile: inject('replayWorker') });
  const app = createServerApp(services, { sandbox: false, env: {}, publicOrigin: origin, replayFixtures, ...options.app });

  const request = async (path: string, init: RequestInit = {}) => toAnswer(await app.request(`${origin}${path}`, init));

  /** Creates a staff account, as `npm run admin -- create-user` does (the operator, not a studio admin). */
  async function createStaff(email: string, name: string, role: Role) {
    passwordHash ??= hashStaffPassword(services.auth, password);
    const made = await services.store.createStaff({ id: null, name: 'test setup' }, { email, name, role, passwordHash: await passwordHash });
    if (!made.ok) throw new Error(made.message);
    return made.value;
  }

  /** Signs in through the API as a browser would. */
  async function signIn(email: string, secret = password): Promise<Browser> {
    const response = await app.request(`${origin}/studio-api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ email, password: secret }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const session = await request('/studio-api/session', { headers: { Cookie: cookie } });
    const csrfToken = String(session.body?.csrfToken ?? '');
    return {
      cookie,
      csrfToken,
      get: (path) => request(`/studio-api${path}`, { headers: { Cookie: cookie } }),
      post: (path, body = {}, headers = {}) =>
        request(`/studio-api${path}`, {
          method: 'POST',
          headers: { Cookie: cookie, Origin: origin, 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken, ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
    };
  }

  /** Creates each staff account and signs each in, in the order given. */
  async function signedInStaff(people: readonly (readonly [email: string, name: string, role: Role])[]): Promise<Browser[]> {
    for (const [email, name, role] of people) await createStaff(email, name, role);
    return Promise.all(people.map(([email]) => signIn(email)));
  }

  return {
    app,
    services,
    request,
    createStaff,
    signIn,
    signedInStaff,
    async close() {
      await services.delivery.close().catch(() => undefined);
      await testDb.drop();
    },
  };
}

/** A started test server. */
export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

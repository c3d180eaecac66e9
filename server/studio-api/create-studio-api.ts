/**
 * The studio API at /studio-api: size, JSON and same-origin checks on every request, sign-in routes, then the session
 * (and CSRF token on writes) for everything else. A database that does not answer is a 503 the studio words plainly.
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Auth } from '../auth/create-auth.ts';
import type { DatabaseHealth } from '../db/database-health.ts';
import type { Schema } from '../db/schema.ts';
import type { Capabilities } from '../store/capability-manifests.ts';
import { dbDown, isDatabaseDown } from '../store/store-context.ts';
import type { Store } from '../store/store-api.ts';
import type { TelemetryStore } from '../telemetry/telemetry-store.ts';
import { failureBody } from '../store/types.ts';
import { adminRoutes } from './admin-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { createFixtureReplayer, type ReplayFixtures } from '../fixture-replay/replay-fixtures.ts';
import { emptySeed, type SeedCatalog } from './fixture-catalog.ts';
import { fixtureGuards } from './fixture-guard.ts';
import { fixtureRoutes } from './fixture-routes.ts';
import { qaFixtures } from '../store/qa-fixtures.ts';
import { healthRoutes } from './health-routes.ts';
import { releaseRoutes, type ReleaseRouteOptions } from './release-routes.ts';
import { reviewRoutes } from './review-routes.ts';
import { refuse, type StudioEnv } from './route-kit.ts';
import { screenRoutes } from './screen-routes.ts';
import { sessionGuard } from './session-guard.ts';
import { toolRoutes } from './tool-routes.ts';
import { sizeGuard, writeGuard } from './write-guards.ts';

/** Options of createStudioApi. */
export interface StudioApiOptions {
  db: Kysely<Schema>;
  /** The database's health: while it is down every call is answered 503 at once (nothing is tried, nothing saved). */
  health: DatabaseHealth;
  store: Store;
  auth: Auth;
  capabilities: Capabilities;
  /** The sandbox lender's scenarios when it is mounted. */
  scenarios?: readonly string[];
  /**
   * The bundled QA fixtures (tests/fixtures) under what the studio wrote in the database: publishing a screen that has
   * some needs the server's replay of them to pass (none: only the fixtures written in the studio).
   */
  fixtures?: SeedCatalog;
  /** Replays a screen's fixtures on a text (default: a worker thread with jsdom per check, server/fixture-replay/). */
  replayFixtures?: ReplayFixtures;
  /** The origin browsers use (behind a proxy); default the request's own. */
  publicOrigin?: string;
  /** The proxies you run in front (HATID_TRUST_PROXY): client addresses from that many X-Forwarded-For hops. */
  trustProxy?: number;
  /** Field reports: the Health view's reads (none: no /health routes). */
  telemetry?: TelemetryStore;
  /** Rollouts, scheduled releases and experiments (none: no such routes). */
  releases?: ReleaseRouteOptions;
}

/** The Hono app to mount at /studio-api. */
export function createStudioApi(options: StudioApiOptions): Hono {
  const { db, store, auth } = options;
  const trustProxy = options.trustProxy ?? 0;
  const app = new Hono();
  app.use('*', sizeGuard, writeGuard(options.publicOrigin));
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', async (c, next) => {
    if (!options.health.isUp()) return c.json(failureBody(dbDown), 503, { 'Retry-After': '5' });
    await next();
  });
  app.route(
    '/',
    authRoutes({ auth, store, trustProxy, sandbox: (options.scenarios?.length ?? 0) > 0, databaseAnswers: () => options.health.check() }),
  );

  const signedIn = new Hono<StudioEnv>();
  // Without a session, a database that does not answer is said as such rather than as "signed out".
  signedIn.use(
    '*',
    sessionGuard(auth, trustProxy, () => options.health.check()),
  );
  // First: the fixture guards run before the publish and approve routes they guard.
  const fixtures = qaFixtures(db, options.fixtures ?? emptySeed());
  signedIn.route('/', fixtureGuards(fixtures, store, db, options.replayFixtures ?? createFixtureReplayer()));
  signedIn.route('/', fixtureRoutes(fixtures, store));
  signedIn.route('/screens', screenRoutes(store));
  signedIn.route('/', reviewRoutes(store));
  signedIn.route('/', adminRoutes(store, auth));
  if (options.telemetry) signedIn.route('/', healthRoutes(options.telemetry, store));
  if (options.releases) signedIn.route('/', releaseRoutes(options.releases));
  signedIn.route('/', toolRoutes({ capabilities: options.capabilities, scenarios: options.scenarios ?? [] }));
  signedIn.all('*', (c) => refuse(c, 404, 'not-found', `The studio API has no ${c.req.method} ${new URL(c.req.url).pathname}.`));
  app.route('/', signedIn);

  app.onError((err, c) => {
    if (isDatabaseDown(err)) return c.json(failureBody(dbDown), 503);
    console.error('studio-api:', err);
    return refuse(c, 500, 'error', 'The studio server failed on this request; nothing was changed. Try again.');
  });
  return app;
}

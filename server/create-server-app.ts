/**
 * The whole server as one Hono app: production headers on every answer, the studio API, the delivery API
 * (/screens, /staging/screens, /capabilities.json), the sandbox lender at /api when asked, and the built pages.
 * `npm run serve` runs it on Node; the Vite dev server mounts the same app (without the built pages).
 */
import { Hono } from 'hono';
import { createSandbox } from '../adapters/sandbox/create-sandbox.ts';
import type { Services } from './create-services.ts';
import { metricsRoute, probeRoutes } from './http/probes.ts';
import { requestLog } from './http/request-log.ts';
import type { Logger } from './observability/create-logger.ts';
import type { Metrics } from './observability/create-metrics.ts';
import type { Readiness } from './observability/readiness.ts';
import { contentSecurityPolicy } from './http/content-security-policy.ts';
import { securityHeaders } from './http/security-headers.ts';
import { hasPagesManifest } from './http/pages-manifest.ts';
import { firstViewPages, type FirstViewModule } from './http/first-view-pages.ts';
import { staticPages, type StaticDirs } from './http/static-pages.ts';
import { createStudioApi } from './studio-api/create-studio-api.ts';
import type { ReplayFixtures } from './fixture-replay/replay-fixtures.ts';
import { telemetryMetricsOf } from './telemetry/telemetry-metrics.ts';
import { telemetryRoutes } from './telemetry/telemetry-routes.ts';
import type { SeedCatalog } from './studio-api/fixture-catalog.ts';

/** Options of createServerApp. */
export interface ServerAppOptions {
  /** Mount the sandbox lender at /api (HATID_SANDBOX=1; on for `npm start`). */
  sandbox: boolean;
  /** The built pages to serve; none in the Vite dev server (Vite serves the sources). */
  staticDirs?: StaticDirs;
  /** The build environment the CSP is made from (VITE_HATID_*). */
  env: Record<string, string | undefined>;
  /** The bundled QA fixtures (tests/fixtures), under those the studio keeps in the database, that must pass before a screen is published or approved. */
  fixtures?: SeedCatalog;
  /** How the server replays them (default: server/fixture-replay/, a worker thread with jsdom per check). */
  replayFixtures?: ReplayFixtures;
  /** HATID_PUBLIC_ORIGIN: the origin browsers use when a proxy stands in front. */
  publicOrigin?: string;
  /** HATID_TRUST_PROXY: the proxies in front, whose X-Forwarded-For hops are believed (0: none). */
  trustProxy?: number;
  /** The request log, metrics and probes (npm run serve); none in the Vite dev server and most tests. */
  observability?: Observability;
  /** POST /telemetry's bounds: HATID_TELEMETRY_SAMPLE (default 1) and HATID_TELEMETRY_PER_MINUTE (default 120). */
  telemetry?: { sample?: number; perMinute?: number };
  /**
   * The first-view bundle (dist-server/ssr/, first-view-pages.ts): borrower pages are sent with their first view drawn
   * in (HATID_FIRST_VIEW=1 and built); without it, the built index.html as it is.
   */
  firstViews?: FirstViewModule;
}

/** What the server tells its operator. */
export interface Observability {
  /** One line per request (request id, route, status, duration, actor). */
  logger: Logger;
  /** Request metrics; served at /metrics unless `metricsOnPublicPort` is false (METRICS_PORT set). */
  metrics?: Metrics;
  /** /healthz and /readyz. */
  readiness?: Readiness;
  /** Default true. */
  metricsOnPublicPort?: boolean;
}

/** The server's Hono app over opened services. */
export function createServerApp(services: Services, options: ServerAppOptions): Hono {
  const app = new Hono();
  const seen = options.observability;
  if (seen) app.use('*', requestLog(seen.logger, seen.metrics));
  if (seen?.readiness) app.route('/', probeRoutes(seen.readiness));
  if (seen?.metrics && seen.metricsOnPublicPort !== false) app.route('/', metricsRoute(seen.metrics));
  // METRICS_PORT set: the public port has no /metrics (and the built pages' fallback must not answer it either).
  else if (seen?.metrics) app.all('/metrics', (c) => c.text('Not found', 404, { 'Cache-Control': 'no-store' }));
  app.use('*', securityHeaders(contentSecurityPolicy(options.env)));
  // HATID_SANDBOX_PAYMENT_ORIGIN: the sandbox's checkout pages on a second host name of this server (a provider's host).
  const sandbox = options.sandbox ? createSandbox({ paymentOrigin: options.env.HATID_SANDBOX_PAYMENT_ORIGIN }) : undefined;
  app.route(
    '/studio-api',
    createStudioApi({
      db: services.database.db,
      health: services.database.health,
      store: services.store,
      auth: services.auth,
      capabilities: services.capabilities,
      scenarios: sandbox?.scenarios ?? [],
      fixtures: options.fixtures,
      replayFixtures: options.replayFixtures,
      publicOrigin: options.publicOrigin,
      trustProxy: options.trustProxy,
      telemetry: services.telemetry,
      releases: {
        releases: services.releases,
        stats: services.fieldStats,
        halt: services.halt,
        scheduler: services.releaseScheduler,
        ...(services.testClock ? { testClock: services.testClock } : {}),
      },
    }),
  );
  app.route(
    '/',
    telemetryRoutes({
      intake: services.telemetryIntake,
      knownScreen: (id) => services.bundled.get(id) !== undefined,
      ...options.telemetry,
      trustProxy: options.trustProxy,
      ...(seen?.metrics ? { metrics: telemetryMetricsOf(seen.metrics.registry) } : {}),
    }),
  );
  if (sandbox) app.all('/api/*', (c) => sandbox.fetch(c.req.raw));
  app.route('/', services.delivery.app);
  if (options.staticDirs) {
    const { firstViews } = options;
    const cache = services.delivery.cache;
    // What this build's app is served at /screens/<id>.json (?app=<its version>): the page's first view is that version.
    const appVersion = services.capabilities.current.app;
    // A build from before first views (no pages manifest) is served as it is.
    const pages =
      firstViews &&
      hasPagesManifest(options.staticDirs.app) &&
      firstViewPages({
        appDir: options.staticDirs.app,
        module: firstViews,
        screen: async (id, bucket) => {
          const served = cache.peek('production', id, appVersion, bucket) ?? (await cache.get('production', id, appVersion, bucket));
          // A staged rollout or an experiment serves by the borrower's bucket: without it (no deviceId in the page's query,
          // no cookie from the app) the page goes without a first view, so the app asks for its bucket's version itself.
          if (!served || !cache.overlaid('production', id)) return served;
          return bucket === undefined ? null : { ...served, byBucket: true };
        },
        env: options.env,
        publicOrigin: options.publicOrigin,
        onError: (err, screen) => seen?.logger.error({ err, screen }, 'first view not drawn; the page is sent without it'),
      });
    app.route('/', staticPages(options.staticDirs, pages || undefined));
  }
  return app;
}

/**
 * `npm run serve` (`node dist-server/main.js`, built by `npm run build`): the publishing service on Node. Its
 * configuration is the environment, read and checked once by server/config (every variable, its type, default and
 * meaning: server/config/settings.ts; a wrong one stops the start with one line naming it). Logs JSON lines (pino),
 * answers /healthz, /readyz and /metrics, serves dist/ and dist-studio/, and on SIGTERM or SIGINT stops taking
 * connections, lets requests under way finish (HATID_SHUTDOWN_TIMEOUT_MS), closes the database and exits 0.
 */
import './array-buffer-detached.ts';
import fs from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { appRoot, firstViewBundle } from './app-paths.ts';
import { ConfigError, loadConfig, type Config } from './config/load-config.ts';
import { createServerApp } from './create-server-app.ts';
import { createServices } from './create-services.ts';
import { createFixtureReplayer } from './fixture-replay/replay-fixtures.ts';
import { migrations } from './db/migrate.ts';
import { defaultDataDir } from './db/open-database.ts';
import { firstAdminHint } from './first-admin-hint.ts';
import { loadFirstViewModule } from './http/first-view-pages.ts';
import { gracefulStop } from './http/graceful-stop.ts';
import { nodeServerOptions } from './http/node-server-options.ts';
import { metricsRoute } from './http/probes.ts';
import { createLogger } from './observability/create-logger.ts';
import { createMetrics } from './observability/create-metrics.ts';
import { createReadiness } from './observability/readiness.ts';
import { createTestClock } from './rollout/test-clock.ts';
import { paymentHostsWarning } from './payment-hosts.ts';
import { loadFixtureCatalog } from './studio-api/fixture-catalog.ts';

let config: Config;
try {
  config = loadConfig(process.env);
} catch (err) {
  // One line naming the variable, and no stack: the operator's mistake, not the program's.
  if (!(err instanceof ConfigError)) throw err;
  console.error(`hatid: ${err.message}`);
  process.exit(1);
}
const logger = await createLogger(config);
const metrics = createMetrics();
const { PORT: port, HOST: host, HATID_PUBLIC_ORIGIN: publicOrigin } = config;
const listen = nodeServerOptions(config);

const services = await createServices({
  database: config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: config.HATID_DATA_DIR ? path.resolve(config.HATID_DATA_DIR) : defaultDataDir() },
  authSecret: config.HATID_AUTH_SECRET,
  // Served over TLS here, or behind a proxy that ends it (HATID_PUBLIC_ORIGIN https://…): the session cookie is Secure.
  secureCookies: listen.tls || (publicOrigin?.startsWith('https://') ?? false),
  publicOrigin,
  signInPerMinute: config.HATID_SIGN_IN_PER_MINUTE,
  deliveryMaxAgeMs: config.HATID_DELIVERY_MAX_AGE_MS,
  telemetryRetention: { rawDays: config.HATID_TELEMETRY_RAW_DAYS, rollupDays: config.HATID_TELEMETRY_ROLLUP_DAYS },
  pruneTelemetry: true,
  halt: { marginPerThousand: config.HATID_HALT_MARGIN_PER_1000, minViews: config.HATID_HALT_MIN_VIEWS, confidence: config.HATID_HALT_CONFIDENCE },
  rolloutCheckMs: config.HATID_ROLLOUT_CHECK_MS,
  ...(config.HATID_TEST_CLOCK ? { testClock: createTestClock() } : {}),
  logger,
  metrics,
});
const readiness = createReadiness({ db: services.database.db, health: services.database.health, migrationNames: Object.keys(migrations) });

// The release's QA fixtures (tests/fixtures; dist-server/tests/fixtures in the artifact), the seed under what the studio
// keeps in the database: a screen that has some is published only once they pass on its text.
const fixtures = loadFixtureCatalog();

// Borrower pages with their first view drawn in (HATID_FIRST_VIEW, default on), when the build made the bundle.
// A bundle that cannot be loaded costs the first views, never the server: the pages go without them.
const firstViews = config.HATID_FIRST_VIEW
  ? await loadFirstViewModule(firstViewBundle).catch((err: unknown) => {
      logger.error({ err }, 'the first-view bundle could not be loaded: pages are sent without their first view');
      return undefined;
    })
  : undefined;
if (config.HATID_FIRST_VIEW && !firstViews && !fs.existsSync(firstViewBundle))
  logger.warn(`no first-view bundle at ${firstViewBundle} (npm run build makes it): pages are sent without their first view`);

const app = createServerApp(services, {
  sandbox: config.HATID_SANDBOX,
  staticDirs: { app: path.join(appRoot, 'dist'), studio: path.join(appRoot, 'dist-studio') },
  env: { ...config.buildEnv, HATID_SANDBOX_PAYMENT_ORIGIN: config.HATID_SANDBOX_PAYMENT_ORIGIN },
  publicOrigin,
  trustProxy: config.HATID_TRUST_PROXY,
  fixtures,
  // A spare replay worker is kept loaded after a check, so a reviewer's next approval does not wait for jsdom and the
  // renderer to load (1.3–2.1 s); unused, it ends after 10 minutes.
  replayFixtures: createFixtureReplayer({ spare: true }),
  observability: { logger, metrics, readiness, metricsOnPublicPort: config.METRICS_PORT === undefined },
  telemetry: { sample: config.HATID_TELEMETRY_SAMPLE, perMinute: config.HATID_TELEMETRY_PER_MINUTE },
  firstViews,
});

const warning = paymentHostsWarning(config.buildEnv);
if (warning) logger.warn(warning);
const server = serve({ fetch: app.fetch, port, hostname: host, ...(listen.tls ? listen.options : {}) }, (info) => {
  const base = publicOrigin ?? `${listen.tls ? 'https' : 'http'}://${host}:${info.port}`;
  logger.info(
    { port: info.port, database: `${services.database.kind} ${services.database.where}`, sandbox: config.HATID_SANDBOX },
    `Hatid server on ${base}: borrower app ${base}/, studio ${base}/studio/, screens ${base}/screens/<id>.json`,
  );
  void firstAdminHint(services.database.db).then(
    (hint) => hint && logger.warn(hint.trim()),
    () => undefined,
  );
});
// Longer than a proxy's idle timeout (60 s is common): with Node's 5 s default the server closes an idle kept-alive
// connection just as a proxy or client sends on it, and that request fails with ECONNRESET (seen in the e2e stage).
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
const drain = gracefulStop(server);
const metricsServer =
  config.METRICS_PORT === undefined
    ? undefined
    : serve({ fetch: new Hono().route('/', metricsRoute(metrics)).fetch, port: config.METRICS_PORT, hostname: host }, (info) =>
        logger.info({ port: info.port }, `metrics on http://${host}:${info.port}/metrics`),
      );

// Every live screen read once before /readyz says ready: the first borrowers after a start or a scale-out are answered
// from memory. A database that does not answer leaves the bundled copies (the cache falls back to them) and readiness
// waits for the database check anyway.
void Promise.allSettled(services.bundled.ids.map((id) => services.delivery.cache.get('production', id, undefined))).then(() => readiness.markWarm());
// Scheduled releases, rollout steps on schedule and the automatic halt: every process checks; a row lock makes one act.
services.releaseScheduler.start();

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  readiness.markStopping();
  logger.info({ signal }, 'stopping: no new connections, finishing requests under way');
  const { forced } = await drain(config.HATID_SHUTDOWN_TIMEOUT_MS);
  await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
  await services.close();
  logger.info({ forced }, forced ? 'stopped (requests still under way were cut)' : 'stopped');
  logger.flush();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/**
 * Everything one server process runs on, opened in order: the database (migrated), the delivery (its cache listening
 * for publishes), the screen store (telling the delivery what changed), and staff sign-in with its secret.
 */
import { randomBytes } from 'node:crypto';
import { createAuth, type Auth } from './auth/create-auth.ts';
import { openDatabase, type Database, type DatabaseOptions } from './db/open-database.ts';
import { createDelivery, type Delivery } from './delivery/create-delivery.ts';
import { loadBundledScreens, type BundledScreens } from './store/bundled-screens.ts';
import { loadCapabilities, type Capabilities } from './store/capability-manifests.ts';
import { createStore } from './store/create-store.ts';
import { loadMadeScreens } from './store/made-screens.ts';
import type { Store } from './store/store-api.ts';
import type { Logger } from './observability/create-logger.ts';
import type { Metrics } from './observability/create-metrics.ts';
import { createIngestBuffer, type IngestBuffer } from './telemetry/ingest-buffer.ts';
import { telemetryMetricsOf } from './telemetry/telemetry-metrics.ts';
import { createTelemetryStore, type Retention, type TelemetryStore } from './telemetry/telemetry-store.ts';
import type { FieldStats } from './rollout/field-stats.ts';
import { defaultHaltSettings, type HaltSettings } from '../renderer/core/releases/halt-rule.ts';
import { createReleaseScheduler, type ReleaseScheduler } from './rollout/release-scheduler.ts';
import { telemetryFieldStats } from './rollout/telemetry-field-stats.ts';
import type { TestClock } from './rollout/test-clock.ts';
import { createReleases, type Releases } from './store/create-releases.ts';

/** What createServices opens. */
export interface Services {
  database: Database;
  store: Store;
  delivery: Delivery;
  auth: Auth;
  bundled: BundledScreens;
  capabilities: Capabilities;
  /** Field reports and their health reads (server/telemetry/telemetry-store.ts: versionHealth, liveHealth, …). */
  telemetry: TelemetryStore;
  /** Rollouts, scheduled releases and experiments (server/store/create-releases.ts). */
  releases: Releases;
  /** The field counts they read (from the telemetry store). */
  fieldStats: FieldStats;
  /** When a rollout halts by itself (HATID_HALT_*). */
  halt: HaltSettings;
  /** Checks what is under way every HATID_ROLLOUT_CHECK_MS once started (npm run serve starts it). */
  releaseScheduler: ReleaseScheduler;
  /** HATID_TEST_CLOCK: the clock tests move (undefined in normal use). */
  testClock?: TestClock;
  /** POST /telemetry's write-behind: batches accepted, written every second (server/telemetry/ingest-buffer.ts). */
  telemetryIntake: IngestBuffer;
  /** Writes the field reports still waiting, stops listening and closes the database. */
  close(): Promise<void>;
}

/** Options of createServices. */
export interface ServiceOptions {
  database?: DatabaseOptions;
  /** An already open database to use instead (tests); closed by close() all the same. */
  opened?: Database;
  /** HATID_AUTH_SECRET (≥ 32 characters); without it one is made once and kept in the database's settings. */
  authSecret?: string;
  /** Session cookies only over https. */
  secureCookies?: boolean;
  /** Sign-in tries per address per minute (default 10). */
  signInPerMinute?: number;
  /** HATID_PUBLIC_ORIGIN. */
  publicOrigin?: string;
  /** HATID_DELIVERY_MAX_AGE_MS: the safety expiry of a cached screen (default: the delivery's). */
  deliveryMaxAgeMs?: number;
  /** Where the delivery's unexpected errors go (default console.error). */
  logger?: Logger;
  /** Counts cache lookups, NOTIFY reconnects, screen changes and the pool's use. */
  metrics?: Metrics;
  /** How long field reports are kept (HATID_TELEMETRY_RAW_DAYS, HATID_TELEMETRY_ROLLUP_DAYS). */
  telemetryRetention?: Partial<Retention>;
  /** Prune field reports past their retention at start and hourly (npm run serve; off by default). */
  pruneTelemetry?: boolean;
  /** HATID_HALT_MARGIN_PER_1000, HATID_HALT_MIN_VIEWS, HATID_HALT_CONFIDENCE (defaults: halt-rule.ts). */
  halt?: Partial<HaltSettings>;
  /** HATID_ROLLOUT_CHECK_MS (default 10 s). */
  rolloutCheckMs?: number;
  /** HATID_TEST_CLOCK: one clock for the store, releases and field reports, moved by the tests. */
  testClock?: TestClock;
}

/** Opens the database and builds the delivery, store and sign-in on it. */
export async function createServices(options: ServiceOptions = {}): Promise<Services> {
  const database = options.opened ?? (await openDatabase(options.database));
  try {
    const bundled = loadBundledScreens();
    const capabilities = loadCapabilities();
    const { logger, metrics } = options;
    const listen: Database['listen'] = (channel, onPayload, onReconnect) =>
      database.listen(channel, onPayload, () => {
        metrics?.notifyReconnects.inc();
        logger?.warn({ channel }, 'listening for publishes again after a lost connection');
        onReconnect?.();
      });
    const delivery = await createDelivery({
      database: { db: database.db, listen, health: database.health },
      bundled,
      capabilities,
      ...(options.deliveryMaxAgeMs ? { maxAgeMs: options.deliveryMaxAgeMs } : {}),
      ...(logger ? { onError: (err: unknown) => logger.error({ err }, 'delivery failed') } : {}),
      ...(metrics ? { onCacheLookup: (hit: boolean) => metrics.cacheLookups.inc({ result: hit ? 'hit' : 'miss' }) } : {}),
    });
    metrics?.watchDatabase(() => database.poolStats?.(), database.health);
    const now = options.testClock?.now;
    const storeOptions = {
      bundled,
      ...(now ? { now } : {}),
      onScreenChanged: (id: string) => {
        metrics?.screenChanges.inc();
        delivery.invalidate(id);
      },
    };
    // Screens made in the studio join the registry before anything is served (a database down now: the list reads them).
    await loadMadeScreens(database.db, bundled).catch(() => undefined);
    const store = createStore(database, storeOptions);
    const releases = createReleases(database, storeOptions);
    let secret = options.authSecret;
    if (secret !== undefined && secret.length < 32) throw new Error('HATID_AUTH_SECRET must be at least 32 characters.');
    if (secret === undefined) {
      const kept = await store.setting('auth-secret', () => randomBytes(32).toString('base64url'));
      if (!kept.ok) throw new Error(`The database did not answer while reading the sign-in secret: ${kept.message}`);
      secret = kept.value;
    }
    const auth = createAuth({
      db: database.db,
      secret,
      secure: options.secureCookies ?? false,
      signInPerMinute: options.signInPerMinute,
      baseURL: options.publicOrigin,
    });
    const telemetry = createTelemetryStore(database.db, { retention: options.telemetryRetention, ...(now ? { now } : {}) });
    const telemetryIntake = createIngestBuffer(telemetry, {
      ...(now ? { now } : {}),
      onError: (err) => logger?.warn({ err }, 'storing field reports failed; tried again next second'),
      ...(metrics ? { onWrite: (seconds: number) => telemetryMetricsOf(metrics.registry).writeSeconds.observe(seconds) } : {}),
    });
    // The rollouts' checks read what this process has accepted so far: the intake is written first.
    const fieldStats = telemetryFieldStats({
      async versionHealth(...args) {
        await telemetryIntake.flush();
        return telemetry.versionHealth(...args);
      },
    });
    const halt = { ...defaultHaltSettings, ...options.halt };
    const releaseScheduler = createReleaseScheduler({
      releases,
      stats: fieldStats,
      halt,
      intervalMs: options.rolloutCheckMs ?? 10_000,
      onError: (err) => logger?.warn({ err }, 'checking rollouts and scheduled releases failed (tried again at the next check)'),
      onAction: (report) => logger?.info(report, 'releases: scheduled ones went live, rollouts advanced or halted'),
    });
    const stopPruning = options.pruneTelemetry
      ? telemetry.startPruning(undefined, (err) => logger?.warn({ err }, 'pruning field reports failed'))
      : undefined;
    return {
      database,
      store,
      delivery,
      auth,
      bundled,
      capabilities,
      telemetry,
      telemetryIntake,
      releases,
      fieldStats,
      halt,
      releaseScheduler,
      ...(options.testClock ? { testClock: options.testClock } : {}),
      async close() {
        stopPruning?.();
        await releaseScheduler.stop();
        await telemetryIntake.close().catch(() => undefined);
        await delivery.close().catch(() => undefined);
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

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
import type { Store } from './store/store-api.ts';
import type { Logger } from './observability/create-logger.ts';
import type { Metrics } from './observability/create-metrics.ts';
import { createTelemetryStore, type Retention, type TelemetryStore } from './telemetry/telemetry-store.ts';

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
  /** Stops listening and closes the database. */
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
    const store = createStore(database, {
      bundled,
      onScreenChanged: (id) => {
        metrics?.screenChanges.inc();
        delivery.invalidate(id);
      },
    });
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
    const telemetry = createTelemetryStore(database.db, { retention: options.telemetryRetention });
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
      async close() {
        stopPruning?.();
        await delivery.close().catch(() => undefined);
        await database.close();
      },
    };
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
}

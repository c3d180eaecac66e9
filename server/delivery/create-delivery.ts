/**
 * The borrower app's screens: `GET|HEAD /screens/<id>.json` (production) and `/staging/screens/<id>.json`, with
 * `?app=<build version>` targeting, `?bucket=<0–99>` (the borrower's rollout bucket: part of the URL, so every cache
 * keys on it), ETag / 304 / `Cache-Control: no-cache` / `X-Screen-Version`, and
 * `GET /capabilities.json`. Served from the per-process cache (screen-cache.ts), which LISTENs on `hatid_screens`.
 */
import { Hono, type Context } from 'hono';
import type { ChannelName } from '../db/schema.ts';
import type { Database } from '../db/open-database.ts';
import type { BundledScreens } from '../store/bundled-screens.ts';
import type { Capabilities } from '../store/capability-manifests.ts';
import { contentHash } from '../store/screen-facts.ts';
import { loadMadeScreens } from '../store/made-screens.ts';
import { screensChannel } from '../store/store-context.ts';
import { madeRoutes } from './made-routes.ts';
import { createScreenCache, type ScreenCache } from './screen-cache.ts';
import { acceptsGzip, compressedEtag, makeServed, matchesEtag } from './served.ts';
import { isBucket } from '../../adapters/rollout-bucket.ts';
import { plainAnswer } from '../http/node-answer.ts';
import { requestHeader } from '../http/request-header.ts';

/** Options of createDelivery. */
export interface DeliveryOptions {
  database: Pick<Database, 'db' | 'listen'> & Partial<Pick<Database, 'health'>>;
  bundled: BundledScreens;
  capabilities: Capabilities;
  /** Safety expiry of a cached screen when no notification came (default HATID_DELIVERY_MAX_AGE_MS, else 10 s). */
  maxAgeMs?: number;
  /** A database read slower than this serves the kept or bundled copy (default 2 s). */
  loadTimeoutMs?: number;
  /** After a database failure, ask it again after this long (default 1 s). */
  retryAfterMs?: number;
  /** Told about unexpected errors (default console.error). */
  onError?: (err: unknown) => void;
  /** Told whether each screen request was answered from memory (hit) or needed a read or a fallback (miss): metrics. */
  onCacheLookup?: (hit: boolean) => void;
  /** Milliseconds, monotonic (tests move it; default performance.now). */
  clock?: () => number;
}

/** The delivery: a Hono app to mount at '/', the cache, and close(). */
export interface Delivery {
  app: Hono;
  cache: ScreenCache;
  /** Forget a screen's cached answers (the store's onScreenChanged, so this process serves a change at once). */
  invalidate(id: string): void;
  /** Stops listening. */
  close(): Promise<void>;
}

const fileRoute = '{[A-Za-z0-9_-]+\\.json}';
/** A bucket's folder: b00 … b99. */
const folderRoute = '{b\\d\\d}';

/** `?bucket=` as sent by the app (0–99, its rollout bucket for the screen); anything else counts as none. */
function bucketParam(raw: string | undefined): number | undefined {
  const n = raw !== undefined && /^\d{1,2}$/.test(raw) ? Number(raw) : undefined;
  return isBucket(n) ? n : undefined;
}

function envMaxAge(): number | undefined {
  const n = Number(process.env.HATID_DELIVERY_MAX_AGE_MS);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** Creates the delivery and starts listening for `NOTIFY hatid_screens, '<id>'` ('*' = every screen). */
export async function createDelivery(options: DeliveryOptions): Promise<Delivery> {
  const { bundled, capabilities } = options;
  const health = options.database.health;
  const onError = options.onError ?? ((err: unknown) => console.error('delivery:', err));
  const cache = createScreenCache({
    db: options.database.db,
    bundled,
    capabilities,
    maxAgeMs: options.maxAgeMs ?? envMaxAge() ?? 10_000,
    loadTimeoutMs: options.loadTimeoutMs ?? 2000,
    retryAfterMs: options.retryAfterMs ?? 1000,
    clock: options.clock ?? (() => performance.now()),
    onError,
    ...(health ? { isUp: () => health.isUp() } : {}),
  });
  // Back after an outage: what was published meanwhile was announced to nobody here.
  const offHealth = health?.onChange((up) => up && cache.invalidateAll());
  // A screen made in the studio by another process is announced by its id: learn it before serving it.
  const learnMade = () => loadMadeScreens(options.database.db, bundled).catch(onError);
  const stop = await options.database.listen(
    screensChannel,
    (payload) => {
      if (payload === '*') cache.invalidateAll();
      else if (bundled.get(payload)) cache.invalidate(payload);
      else void learnMade().then(() => cache.invalidate(payload));
    },
    () => {
      cache.invalidateAll();
      void learnMade();
    },
  );

  const manifestText = JSON.stringify(capabilities.current);
  const { etag: manifestEtag, body: manifestBody, headers: served } = makeServed(0, manifestText, contentHash(manifestText));
  const { 'X-Screen-Version': _version, ...manifestHeaders } = served;
  const { 'Content-Type': _type, 'Content-Length': _length, ...manifestNotModified } = manifestHeaders;
  const notFound = (c: Context, message: string) => c.json({ message }, 404, { 'Cache-Control': 'no-cache' });

  const screen = (channel: ChannelName) => async (c: Context) => {
    const file = c.req.param('file') ?? '';
    const id = file.slice(0, -'.json'.length);
    if (!bundled.get(id)) return notFound(c, `No screen "${id}".`);
    const app = c.req.query('app') || undefined;
    // The folder form (/screens/b07/<id>.json) is the layout `npm run export-screens -- --buckets` writes for static hosts.
    const folder = c.req.param('folder');
    const bucket = bucketParam(folder ? folder.slice(1) : c.req.query('bucket'));
    const peeked = cache.peek(channel, id, app, bucket);
    options.onCacheLookup?.(peeked !== undefined);
    const served = peeked ?? (await cache.get(channel, id, app, bucket));
    if (!served && bundled.get(id)?.made) return notFound(c, `Screen "${id}" is not live on ${channel} yet.`);
    if (!served) return notFound(c, `No version of screen "${id}" fits app ${app ?? ''}; that build keeps its own copy.`);
    // Compressed when the client takes it, with the weak form of the ETag (compressedEtag; Vary keeps caches' copies apart).
    const zipped = acceptsGzip(requestHeader(c, 'accept-encoding'));
    if (matchesEtag(requestHeader(c, 'if-none-match'), served.etag))
      return c.body(null, 304, zipped ? { ...served.notModified, ETag: compressedEtag(served.etag) } : served.notModified);
    const gzip = zipped ? served.gzipBody() : undefined;
    const headers = gzip
      ? { ...served.headers, 'Content-Encoding': 'gzip', 'Content-Length': String(gzip.byteLength), ETag: compressedEtag(served.etag) }
      : served.headers;
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return plainAnswer(c, gzip ?? served.body, headers);
  };

  const app = new Hono();
  app.get('/screens/routes.json', madeRoutes(options.database.db, bundled, 'production'));
  app.get('/staging/screens/routes.json', madeRoutes(options.database.db, bundled, 'staging'));
  app.on(['GET', 'HEAD'], `/screens/:file${fileRoute}`, screen('production'));
  app.on(['GET', 'HEAD'], `/staging/screens/:file${fileRoute}`, screen('staging'));
  app.on(['GET', 'HEAD'], `/screens/:folder${folderRoute}/:file${fileRoute}`, screen('production'));
  app.on(['GET', 'HEAD'], `/staging/screens/:folder${folderRoute}/:file${fileRoute}`, screen('staging'));
  app.get('/capabilities.json', (c) => {
    if (matchesEtag(requestHeader(c, 'if-none-match'), manifestEtag)) return c.body(null, 304, manifestNotModified);
    return c.body(manifestBody, 200, manifestHeaders);
  });
  // Anything else under the screens paths (`..`, encoded slashes, other names) is no screen, never a file.
  app.all('/screens/*', (c) => notFound(c, 'No such screen.'));
  app.all('/staging/*', (c) => notFound(c, 'No such screen.'));

  return {
    app,
    cache,
    invalidate: (id) => cache.invalidate(id),
    async close() {
      offHealth?.();
      await stop();
    },
  };
}

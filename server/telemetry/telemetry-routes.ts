/**
 * `POST /telemetry`: the borrower app's field reports (schemas/telemetry-batch.schema.json). Unauthenticated and never
 * trusted for identity, so bounded: batches per address per minute (429), at most 64 KB (413), a batch that is not
 * JSON or not a batch is refused whole (400); in a batch whose envelope is right, events that do not follow the schema
 * are dropped and the rest kept (an app newer than this server may report an outcome it does not know yet: during a
 * rollback the field reports are needed most), as are events of unknown screens and page views outside the server's sample; free texts are redacted (clean-events.ts). An accepted batch answers 204 and is written within a second
 * (ingest-buffer.ts); 503 while too much waits. The app sends with
 * `navigator.sendBeacon` or `fetch(…, { keepalive: true, mode: 'no-cors' })` as text/plain, so no CORS preflight
 * and no cookie is needed, and it never reads the answer.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { TelemetryBatch, TelemetryEvent } from '../../schemas/generated/telemetry.ts';
import { validateTelemetryBatch, validateTelemetryEvent } from '../../schemas/generated/telemetry-validator.js';
import { clientAddress } from '../http/client-address.ts';
import { cleanEvents } from './clean-events.ts';
import type { TelemetryMetrics } from './telemetry-metrics.ts';
import type { IngestBuffer } from './ingest-buffer.ts';

/** The largest batch accepted, in bytes. */
export const maxBatchBytes = 64 * 1024;

/** The most events in a batch (schemas/telemetry-batch.schema.json's maxItems). */
const maxEvents = 200;

/** Options of telemetryRoutes. */
export interface TelemetryRouteOptions {
  /** Where accepted events go (services.telemetryIntake: written within a second). */
  intake: Pick<IngestBuffer, 'accept'>;
  /** Whether the server has a screen of this id (the bundled screens). */
  knownScreen(id: string): boolean;
  /** HATID_TELEMETRY_SAMPLE: the share of page views kept (default 1). */
  sample?: number;
  /** HATID_TELEMETRY_PER_MINUTE: batches per address per minute (default 120). */
  perMinute?: number;
  /** HATID_TRUST_PROXY. */
  trustProxy?: number;
  metrics?: TelemetryMetrics;
}

const noStore = { 'Cache-Control': 'no-store' };

/** The Hono app with POST /telemetry (mount at '/'). */
export function telemetryRoutes(options: TelemetryRouteOptions): Hono {
  const { metrics } = options;
  const sample = options.sample ?? 1;
  const limiter = new RateLimiterMemory({ points: options.perMinute ?? 120, duration: 60 });
  const refuse = (c: Context, status: 400 | 413 | 429 | 503, outcome: string, message: string, headers: Record<string, string> = {}) => {
    metrics?.batches.inc({ outcome });
    return c.json({ code: outcome.replace('_', '-'), message }, status, { ...noStore, ...headers });
  };
  const app = new Hono();
  app.post(
    '/telemetry',
    async (c, next) => {
      try {
        await limiter.consume(clientAddress(c, options.trustProxy ?? 0));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        return refuse(c, 429, 'rate_limited', 'Too many field reports from this address; try again later.', { 'Retry-After': String(seconds) });
      }
      await next();
    },
    bodyLimit({
      maxSize: maxBatchBytes,
      onError: (c) => refuse(c, 413, 'too_large', `A batch of field reports is at most ${maxBatchBytes / 1024} KB.`),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return refuse(c, 400, 'malformed', 'The batch is not JSON.');
      }
      let batch: TelemetryBatch;
      let invalid = 0;
      if (validateTelemetryBatch(body)) batch = body;
      else {
        const first = validateTelemetryBatch.errors?.[0];
        const kept = eventsThatFollow(body);
        if (!kept) {
          const where = first ? `${first.instancePath || '/'}: ${first.keyword}${first.params ? ` ${JSON.stringify(first.params)}` : ''}` : '';
          return refuse(c, 400, 'malformed', `The batch does not follow schemas/telemetry-batch.schema.json (${where}).`);
        }
        ({ batch, invalid } = kept);
      }
      // Not by kind: an event that does not follow the schema has no kind to trust as a label.
      if (invalid > 0) metrics?.events.inc({ kind: 'unchecked', result: 'invalid' }, invalid);
      const events = cleanEvents(batch.events, { knownScreen: options.knownScreen, sample });
      count(metrics, events.sampledOut, 'sampled_out');
      count(metrics, events.unknownScreen, 'unknown_screen');
      if (!options.intake.accept(batch.app, events.kept))
        return refuse(c, 503, 'busy', 'Too many field reports are waiting to be stored; try again later.', { 'Retry-After': '30' });
      metrics?.batches.inc({ outcome: 'stored' });
      count(metrics, events.kept, 'stored');
      return c.body(null, 204, noStore);
    },
  );
  return app;
}

/** Counts events by kind (one increment per kind, not per event). */
function count(metrics: TelemetryMetrics | undefined, events: readonly TelemetryEvent[], result: string): void {
  if (!metrics || events.length === 0) return;
  const byKind = new Map<string, number>();
  for (const e of events) byKind.set(e.kind, (byKind.get(e.kind) ?? 0) + 1);
  for (const [kind, n] of byKind) metrics.events.inc({ kind, result }, n);
}

/**
 * A batch whose envelope follows the schema, with only its events that do (the batch itself failed): undefined when the
 * envelope does not, or no event does.
 */
function eventsThatFollow(body: unknown): { batch: TelemetryBatch; invalid: number } | undefined {
  const events = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(events)) return undefined;
  const kept = events.filter((event) => validateTelemetryEvent(event));
  const batch = { ...(body as object), events: kept };
  // Checked again whole with the events kept: the envelope; and at most maxEvents as sent.
  if (kept.length === 0 || events.length > maxEvents || !validateTelemetryBatch(batch)) return undefined;
  return { batch, invalid: events.length - kept.length };
}

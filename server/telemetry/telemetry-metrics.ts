/** Prometheus counters of field reports (on the server's registry, server/observability/create-metrics.ts): batches by outcome, events by kind. */
import { Counter, Histogram, type Registry } from 'prom-client';

/** What POST /telemetry counts. */
export interface TelemetryMetrics {
  /** Batches by outcome: stored, too_large (413), malformed (400), rate_limited (429), failed (503). */
  batches: Counter<'outcome'>;
  /** Events by kind and result: stored, sampled_out (server sampling), unknown_screen. */
  events: Counter<'kind' | 'result'>;
  /** Time to store one batch (the database's part). */
  ingestSeconds: Histogram;
}

/** Registers the telemetry metrics on a registry. */
export function createTelemetryMetrics(registry: Registry): TelemetryMetrics {
  return {
    batches: new Counter({
      name: 'hatid_telemetry_batches_total',
      help: 'Field report batches received at POST /telemetry, by outcome (stored, too_large, malformed, rate_limited, failed).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    events: new Counter({
      name: 'hatid_telemetry_events_total',
      help: 'Field report events received, by kind and result (stored, sampled_out, unknown_screen).',
      labelNames: ['kind', 'result'],
      registers: [registry],
    }),
    ingestSeconds: new Histogram({
      name: 'hatid_telemetry_ingest_seconds',
      help: 'Time to store one batch of field reports (raw rows and hourly rollups, one transaction).',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers: [registry],
    }),
  };
}

/** Prometheus counters of field reports (on the server's registry, server/observability/create-metrics.ts): batches by outcome, events by kind. */
import { Counter, Histogram, type Registry } from 'prom-client';

/** What POST /telemetry counts. */
export interface TelemetryMetrics {
  /** Batches by outcome: stored, too_large (413), malformed (400), rate_limited (429), busy (503). */
  batches: Counter<'outcome'>;
  /** Events by kind and result: stored, sampled_out (server sampling), unknown_screen; invalid (kind `unchecked`). */
  events: Counter<'kind' | 'result'>;
  /** Time to write what waited (ingest-buffer.ts), and how many events it carried. */
  writeSeconds: Histogram;
}

const made = new WeakMap<Registry, TelemetryMetrics>();

/** The telemetry metrics of a registry, registered on it the first time (the server app and its services share them). */
export function telemetryMetricsOf(registry: Registry): TelemetryMetrics {
  let metrics = made.get(registry);
  if (!metrics) {
    metrics = createTelemetryMetrics(registry);
    made.set(registry, metrics);
  }
  return metrics;
}

function createTelemetryMetrics(registry: Registry): TelemetryMetrics {
  return {
    batches: new Counter({
      name: 'hatid_telemetry_batches_total',
      help: 'Field report batches received at POST /telemetry, by outcome (stored, too_large, malformed, rate_limited, busy).',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    events: new Counter({
      name: 'hatid_telemetry_events_total',
      help: 'Field report events received, by kind and result (stored, sampled_out, unknown_screen; invalid: not following the schema, kind unchecked).',
      labelNames: ['kind', 'result'],
      registers: [registry],
    }),
    writeSeconds: new Histogram({
      name: 'hatid_telemetry_write_seconds',
      help: 'Time to write the field reports that waited (every second: raw batches and rollup upserts).',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
  };
}

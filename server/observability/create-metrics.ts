/**
 * The server's Prometheus metrics (prom-client, one registry per server, every name prefixed hatid_): requests by
 * route and status with a latency histogram, the delivery cache's hits and misses, NOTIFY reconnects, screen changes
 * that went live, the database pool, and Node's own process metrics. Served at /metrics (server/http/probes.ts).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHealth } from '../db/database-health.ts';

/** What the database pool reports (PostgreSQL only; the embedded database has no pool). */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** The metrics and their registry. */
export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  duration: Histogram<'method' | 'route' | 'status'>;
  cacheLookups: Counter<'result'>;
  notifyReconnects: Counter;
  screenChanges: Counter;
  /** Reports the pool's use and the database's health at each scrape (set once the database is open). */
  watchDatabase(stats: () => PoolStats | undefined, health?: DatabaseHealth): void;
}

/** Makes the metrics on a fresh registry (`defaults`: Node's process metrics too). */
export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults ?? true) collectDefaultMetrics({ register: registry, prefix: 'hatid_' });
  const labelNames = ['method', 'route', 'status'] as const;
  let pool: () => PoolStats | undefined = () => undefined;
  let health: DatabaseHealth | undefined;
  const poolGauge = (name: string, help: string, pick: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = pool();
        if (stats) this.set(pick(stats));
      },
    });
  poolGauge('hatid_db_pool_connections', 'Connections the PostgreSQL pool holds (in use and idle).', (s) => s.total);
  poolGauge('hatid_db_pool_idle_connections', 'Idle connections in the PostgreSQL pool.', (s) => s.idle);
  poolGauge('hatid_db_pool_waiting_requests', 'Queries waiting for a connection of the PostgreSQL pool.', (s) => s.waiting);
  const healthGauge = (name: string, help: string, pick: (h: DatabaseHealth) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (health) this.set(pick(health));
      },
    });
  healthGauge('hatid_db_up', '1 while the database answers, 0 from a failed probe until one answers again.', (h) => (h.isUp() ? 1 : 0));
  healthGauge('hatid_db_outages', 'Times the database stopped answering since the process started.', (h) => h.state().outages);
  healthGauge('hatid_db_reconnect_probes', 'Probes made while the database was down (reconnect attempts).', (h) => h.state().probes);
  return {
    registry,
    requests: new Counter({
      name: 'hatid_http_requests_total',
      help: 'HTTP requests answered, by route pattern and status.',
      labelNames,
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'hatid_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern and status.',
      labelNames,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
    cacheLookups: new Counter({
      name: 'hatid_delivery_cache_lookups_total',
      help: 'Screen requests answered from memory (result="hit") or after a database read or fallback (result="miss").',
      labelNames: ['result'],
      registers: [registry],
    }),
    notifyReconnects: new Counter({
      name: 'hatid_notify_reconnects_total',
      help: 'Times the LISTEN connection for publish notifications was lost and listening resumed.',
      registers: [registry],
    }),
    screenChanges: new Counter({
      name: 'hatid_publishes_total',
      help: 'Screen changes that went live through this process (publish, approval, promotion, rollback).',
      registers: [registry],
    }),
    watchDatabase(stats, databaseHealth) {
      pool = stats;
      health = databaseHealth;
    },
  };
}

/**
 * The operator's routes: GET /healthz (200 while the process serves), GET /readyz (200 when ready, 503 with the
 * failing checks otherwise; observability/readiness.ts) and GET /metrics (Prometheus text; on the public port only
 * when METRICS_PORT is not set). None is cached.
 */
import { Hono } from 'hono';
import type { Metrics } from '../observability/create-metrics.ts';
import type { Readiness } from '../observability/readiness.ts';

const noStore = { 'Cache-Control': 'no-store' };

/** /healthz and /readyz. */
export function probeRoutes(readiness: Readiness): Hono {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore));
  app.get('/readyz', async (c) => {
    const { ready, checks } = await readiness.check();
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503, noStore);
  });
  return app;
}

/** /metrics in the Prometheus text format. */
export function metricsRoute(metrics: Metrics): Hono {
  const app = new Hono();
  app.get('/metrics', async (c) => c.body(await metrics.registry.metrics(), 200, { ...noStore, 'Content-Type': metrics.registry.contentType }));
  return app;
}

/**
 * One row of the delivery bench as fast as its clients can ask: autocannon with `connections` clients, each asking again
 * once answered, bounded in requests and seconds, with the server's CPU per request; and autocannon's own request bytes
 * for a path (its builder), for rows that bring their own.
 */
import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { round } from './bench-stats.ts';
import type { TargetRow } from './delivery-target.ts';
import type { OwnBytesRequest } from './lean-clients.ts';
import { processCpuMs } from './process-cpu.ts';

const require = createRequire(import.meta.url);

/** One case's figures. */
export interface DeliveryRow extends TargetRow {
  requests: number;
  p50Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The server process's CPU per request (user + system, µs; /proc, so Linux only, else undefined). */
  serverCpuUsPerReq: number | undefined;
  /** This process's CPU per request: autocannon, the clients, on the same cores as the server. */
  clientCpuUsPerReq: number;
}

/** autocannon's request for a path on `base` with `headers`, as it builds it (lib/httpRequestBuilder.js). */
export function requestBuilder(base: string, headers: Record<string, string>): (path: string) => Buffer {
  const { hostname, port } = new URL(base);
  const build = (require('autocannon/lib/httpRequestBuilder.js') as (defaults: object) => (request: { path: string }) => Buffer)({
    hostname,
    port: Number(port),
    headers,
  });
  return (path) => build({ path });
}

/** Runs one row. */
export async function runCase(
  name: string,
  url: string,
  headers: Record<string, string>,
  amount: number,
  maxSeconds: number,
  connections: number,
  /** A new request each time (its bytes), instead of `url`'s. */
  own?: OwnBytesRequest,
  /** The server process, whose CPU time the row reports. */
  server?: ChildProcess,
): Promise<DeliveryRow> {
  const requests = own ? [own] : undefined;
  const serverCpuBefore = processCpuMs(server?.pid);
  const clientCpuBefore = process.cpuUsage();
  const loadBefore = loadavg()[0] ?? 0;
  const instance = autocannon({ url, connections, amount, headers, timeout: 10, ...(requests ? { requests } : {}) });
  // Bounded in time as well as in count.
  const timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
  const result = await instance;
  clearTimeout(timer);
  const serverCpuAfter = processCpuMs(server?.pid);
  const clientCpu = process.cpuUsage(clientCpuBefore);
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(result.requests.total, 1));
  return {
    case: name,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50Ms: round(result.latency.p50, 1),
    p99Ms: round(result.latency.p99, 1),
    maxMs: round(result.latency.max, 1),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuUsPerReq: serverCpuBefore === undefined || serverCpuAfter === undefined ? undefined : perRequest(serverCpuAfter - serverCpuBefore),
    clientCpuUsPerReq: perRequest((clientCpu.user + clientCpu.system) / 1000),
    load: `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
    judged: true,
  };
}

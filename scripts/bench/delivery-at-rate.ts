/**
 * The delivery bench's rows at the target's rate (issue 31: "≥ 2,000 req/s, p99 < 50 ms"): the requests a phone makes,
 * asked for by 200 clients at 2,000 requests a second in all (open-loop-clients.ts), each row measuring the latency
 * borrowers would see with the server carrying that load. The other rows measure the most the server answers, with 200
 * clients each asking again as soon as it is answered: there the latency is the queue the clients themselves keep full
 * (200 waiting at every moment: mean latency = 200 / rate, Little's law), not a latency at the target's load.
 */
import type { ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { openLoop } from './open-loop-clients.ts';
import { processCpuMs } from './process-cpu.ts';

/** A request of a row: its bytes, a new copy for each request (a new code each time) or the same. */
export interface RateRequest {
  case: string;
  bytes: () => Buffer;
  /** The status every answer must have. */
  status: 200 | 304;
}

/** One row at a rate. */
export interface RateRow {
  case: string;
  /** Requests a second asked for, all clients together. */
  offered: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The most requests due and not yet answered at once. */
  mostWaiting: number;
  /** Requests not answered, or answered with another status than the row's. */
  failed: number;
  /** The server process's CPU per request (user + system, µs; /proc, so Linux only, else undefined). */
  serverCpuUsPerReq: number | undefined;
  load: string;
}

/** Options of runRateRows. */
export interface RateOptions {
  base: string;
  clients: number;
  rate: number;
  seconds: number;
  /** The server process, whose CPU time a row reports. */
  server?: ChildProcess;
}

/** Measures each request at the rate, one row after the other. */
export async function runRateRows(requests: readonly RateRequest[], options: RateOptions): Promise<RateRow[]> {
  const { hostname, port } = new URL(options.base);
  const rows: RateRow[] = [];
  for (const request of requests) {
    const cpuBefore = processCpuMs(options.server?.pid);
    const loadBefore = loadavg()[0] ?? 0;
    const result = await openLoop({
      host: hostname,
      port: Number(port),
      clients: options.clients,
      rate: options.rate,
      seconds: options.seconds,
      request: request.bytes,
    });
    const cpuAfter = processCpuMs(options.server?.pid);
    rows.push({
      case: request.case,
      offered: options.rate,
      reqPerSec: result.reqPerSec,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      maxMs: result.maxMs,
      mostWaiting: result.mostWaiting,
      failed: result.errors + (result.answered - (result.statuses[request.status] ?? 0)),
      serverCpuUsPerReq:
        cpuBefore === undefined || cpuAfter === undefined ? undefined : Math.round(((cpuAfter - cpuBefore) * 1000) / Math.max(result.answered, 1)),
      load: `${loadBefore.toFixed(1)} → ${(loadavg()[0] ?? 0).toFixed(1)}`,
    });
  }
  return rows;
}

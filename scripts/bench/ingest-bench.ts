/**
 * Ingestion bench (issue 30 item 2): `POST /telemetry` on a real server process (server/main.ts, PGlite in a temporary
 * folder, or DATABASE_URL), batches of 50 events (page views with their vitals, tap outcomes and some fallbacks, over
 * several screens, versions and variants, each batch different), traffic to 127.0.0.1 only (autocannon), bounded in
 * requests and seconds. Two cases: at 100 batches/s (5,000 events/s, the target's rate: its p99 is what the target
 * judges) and as fast as the server goes (the ceiling). Reported, never judged (the machine is shared); a harness whose
 * batches were not all stored fails. Standalone: `npx tsx scripts/bench/ingest-bench.ts [--smoke]`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import type { TelemetryBatch, TelemetryEvent } from '../../schemas/generated/telemetry.ts';
import { freePort } from '../free-port.ts';
import { round } from './bench-stats.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const eventsPerBatch = 50;

/** One case's figures. */
export interface IngestRow {
  case: string;
  batches: number;
  eventsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  non2xx: number;
  errors: number;
}

/** The ingestion bench's report (JSON-serialisable). */
export interface IngestBenchReport {
  server: string;
  database: string;
  smoke: boolean;
  /** The machine's 1-minute load average before and after (other work on it shows here). */
  loadAverage: { before: number; after: number };
  connections: number;
  eventsPerBatch: number;
  rows: IngestRow[];
  stored: number;
  target: { eventsPerSec: number; p99Ms: number; met: boolean };
  broken: string[];
}

const screens = ['loan-details', 'loan-confirm', 'payway', 'customer-service', 'complaint-list'];

/** The i-th batch: ten page views of one app build, each with its view, three vitals and a tap (some with a fallback). */
export function benchBatch(i: number): TelemetryBatch {
  const events: TelemetryEvent[] = [];
  for (let v = 0; events.length < eventsPerBatch; v++) {
    const view = `b${i.toString(36)}v${v}`.padEnd(8, '0').slice(0, 16);
    const at = {
      screen: screens[(i + v) % screens.length] as string,
      version: 1 + ((i + v) % 3),
      channel: 'production' as const,
      view,
      ...(v % 2 ? { variant: v % 4 === 1 ? 'a' : 'b' } : {}),
    };
    const all: TelemetryEvent[] = [
      { ...at, kind: 'view', source: 'remote' },
      { ...at, kind: 'vital', name: 'LCP', value: 800 + ((i * 37 + v * 101) % 4000) },
      { ...at, kind: 'vital', name: 'CLS', value: ((i + v) % 10) / 100 },
      { ...at, kind: 'vital', name: 'INP', value: 40 + ((i * 13 + v) % 400) },
      (i + v) % 7 === 0
        ? { ...at, kind: 'fallback', pointer: `/body/${v % 5}`, reason: 'widget `amount` failed: cannot read the amount', first: true }
        : { ...at, kind: 'action', outcome: (i + v) % 5 === 0 ? 'failed' : 'done', endpoint: 'event.save' },
    ];
    events.push(...all.slice(0, eventsPerBatch - events.length));
  }
  return { v: 1, app: '0.2.0', events: events as TelemetryBatch['events'] };
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    HATID_DATA_DIR: dataDir,
    NODE_ENV: 'production',
    HATID_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    // One address sends everything here: the per-address limit is lifted for the bench.
    HATID_TELEMETRY_PER_MINUTE: '100000000',
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server/main.ts exited (${child.exitCode}) before listening:\n${output}`);
    if (Date.now() - started > 120_000) {
      // Not left running after the bench gives up (it kept a core busy for minutes).
      child.kill('SIGKILL');
      throw new Error(`server/main.ts did not answer within 120 s (as delivery-bench waits):\n${output}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, base };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function runCase(
  name: string,
  base: string,
  bodies: string[],
  amount: number,
  maxSeconds: number,
  connections: number,
  overallRate?: number,
): Promise<IngestRow> {
  let next = 0;
  // No bodies: the baseline, GET /healthz (it posted undefined bodies to /telemetry, each refused 400).
  const baseline = bodies.length === 0;
  const instance = autocannon({
    url: baseline ? `${base}/healthz` : `${base}/telemetry`,
    connections,
    amount,
    timeout: 10,
    ...(baseline ? {} : { headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }),
    ...(overallRate ? { overallRate } : {}),
    requests: baseline
      ? [{ method: 'GET' }]
      : [{ method: 'POST', setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  });
  const timer = setTimeout(() => instance.stop(), maxSeconds * 1000);
  const result = await instance;
  clearTimeout(timer);
  const batches = result.requests.total;
  return {
    case: name,
    batches,
    eventsPerSec: Math.round(((batches - result.non2xx) * eventsPerBatch) / Math.max(result.duration, 0.001)),
    p50Ms: round(result.latency.p50, 1),
    p99Ms: round(result.latency.p99, 1),
    maxMs: round(result.latency.max, 1),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Runs the bench; `smoke` is a tiny bounded run. */
export async function runIngestBench(options: { smoke: boolean }): Promise<IngestBenchReport> {
  const connections = 10;
  const loadBefore = loadavg()[0] ?? 0;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hatid-ingest-bench-'));
  const { child, base } = await startServer(dataDir);
  const broken: string[] = [];
  try {
    const bodies = Array.from({ length: 500 }, (_, i) => JSON.stringify(benchBatch(i)));
    const first = await fetch(`${base}/telemetry`, { method: 'POST', body: bodies[0] });
    if (first.status !== 204) broken.push(`a bench batch answered ${first.status}: ${await first.text()}`);
    await runCase('warm-up', base, bodies, options.smoke ? 50 : 1000, 15, connections);
    const seconds = options.smoke ? 3 : 20;
    const rows = [
      await runCase('100 batches/s (5,000 events/s)', base, bodies, 100 * seconds, seconds + 10, connections, 100),
      await runCase('as fast as it goes', base, bodies, options.smoke ? 300 : 20_000, seconds, connections),
    ];
    // The same rate of requests that do no work: the part of the latency that is the machine's, not ingestion's.
    const baseline = await runCase('GET /healthz at 100/s (no work)', base, [], 100 * seconds, seconds + 10, connections, 100);
    rows.push({ ...baseline, eventsPerSec: 0 });
    for (const row of rows) {
      if (row.non2xx > 0) broken.push(`${row.case}: ${row.non2xx} requests were not answered 2xx`);
      if (row.errors > 0) broken.push(`${row.case}: ${row.errors} connection errors`);
    }
    const metrics = await (await fetch(`${base}/metrics`)).text();
    const stored = Number(/hatid_telemetry_batches_total\{outcome="stored"\} (\d+)/.exec(metrics)?.[1] ?? 0);
    const atRate = rows[0] as IngestRow;
    return {
      server: 'server/main.ts (the whole server)',
      database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (embedded, a temporary folder)',
      smoke: options.smoke,
      loadAverage: { before: round(loadBefore, 1), after: round(loadavg()[0] ?? 0, 1) },
      connections,
      eventsPerBatch,
      rows,
      stored,
      target: { eventsPerSec: 5000, p99Ms: 50, met: atRate.eventsPerSec >= 5000 * 0.98 && atRate.p99Ms < 50 },
      broken,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the report. */
export function printIngestReport(report: IngestBenchReport): void {
  console.log(
    `\nIngestion: POST /telemetry on ${report.server}, ${report.database}, batches of ${report.eventsPerBatch} events, ${report.connections} connections (autocannon, 127.0.0.1); load average ${report.loadAverage.before} before, ${report.loadAverage.after} after (${cpus().length} cores)`,
  );
  console.table(report.rows);
  const atRate = report.rows[0];
  if (atRate)
    console.log(
      `At 100 batches/s: ${atRate.eventsPerSec} events/s, p99 ${atRate.p99Ms} ms (target ≥ ${report.target.eventsPerSec} events/s and p99 < ${report.target.p99Ms} ms: ${report.smoke ? 'not judged (smoke)' : report.target.met ? 'met' : 'NOT met'}); ${report.stored} batches stored in all`,
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = await runIngestBench({ smoke: process.argv.includes('--smoke') });
  printIngestReport(report);
  if (report.broken.length > 0) {
    console.error(`ingest bench: the harness is broken:\n  ${report.broken.join('\n  ')}`);
    process.exitCode = 1;
  }
}

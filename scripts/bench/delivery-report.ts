/** The delivery bench's report and how it is printed (delivery-bench.ts makes it). */
import { availableParallelism } from 'node:os';
import type { RateRow } from './delivery-at-rate.ts';
import type { DeliveryRow } from './delivery-row.ts';
import { rateLines, targetLines } from './delivery-target.ts';

/** The delivery bench's report (JSON-serialisable). */
export interface DeliveryBenchReport {
  server: string;
  /** A smoke run is too short to judge (connections are still being opened). */
  smoke: boolean;
  connections: number;
  /** The clients as autocannon makes them (`--plain-clients`), or without the costs the bench has no use for (lean-clients.ts). */
  clients: 'lean' | 'plain';
  rows: DeliveryRow[];
  /** The target on the screen's JSON as a phone asks for it (gzip accepted): the row named. */
  target: { reqPerSec: number; p99Ms: number; met: boolean; row: string };
  /** The same target for the server-drawn pages (issue 31): met by every page row; the worst row named. */
  pagesTarget: { met: boolean; worst: string };
  /**
   * The requests a phone makes at the target's rate (200 clients asking 2,000 req/s in all: delivery-at-rate.ts): met when
   * every row answers them all at the rate with p99 under 50 ms; the worst row named.
   */
  atRate: { clients: number; rate: number; seconds: number; rows: RateRow[]; met: boolean; worst: string };
  before: { server: string; reqPerSec: number; p99Ms: number };
  broken: string[];
}

/** Prints the report. */
export function printDeliveryReport(report: DeliveryBenchReport): void {
  console.log(
    `\nDelivery: /screens/loan-details.json and server-drawn pages from ${report.server}, ${report.connections} concurrent clients (autocannon${report.clients === 'lean' ? ', lean: bodies not decoded, new codes written into a copy' : ' as it is'}, 127.0.0.1)`,
  );
  console.table(report.rows);
  const main = report.rows.find((r) => r.case === report.target.row);
  if (!main) return;
  // The clients run on the same cores as the server: what both spend per request bounds the rate the machine can show.
  if (main.serverCpuUsPerReq !== undefined && !report.smoke)
    console.log(
      `CPU per cached screen as a phone asks: server ${main.serverCpuUsPerReq} µs, clients (autocannon, this process) ${main.clientCpuUsPerReq} µs: at most ${Math.round((availableParallelism() * 1e6) / (main.serverCpuUsPerReq + main.clientCpuUsPerReq))} req/s on ${availableParallelism()} cores with nothing else running (load average ${main.load})`,
    );
  const judged = (met: boolean) => (report.smoke ? 'not judged (smoke)' : met ? 'met' : 'NOT met');
  const { atRate } = report;
  console.log(
    `\nAt the target's rate: ${atRate.clients} clients asking ${atRate.rate} req/s in all for ${atRate.seconds} s each (at random times; latency from when a request was due):`,
  );
  console.table(atRate.rows);
  console.log(`Target (issue 31) ≥ ${report.target.reqPerSec} req/s and p99 < ${report.target.p99Ms} ms at that rate, row by row:`);
  for (const line of rateLines(atRate.rows, report.smoke)) console.log(line);
  console.log(
    `As fast as ${report.connections} clients can ask (the most the server answers; p99 there is the clients' own queue, ${report.connections} / rate)${report.smoke ? ' (smoke: not judged, connections still opening)' : ''}:`,
  );
  for (const line of targetLines(report.rows, report.smoke)) console.log(line);
  console.log(
    `At the target's rate: ${atRate.met || report.smoke ? judged(atRate.met) : `NOT met (worst: ${atRate.worst})`}. As fast as the clients can: the screen as a phone asks ${judged(report.target.met)}; the server-drawn pages ${report.pagesTarget.met || report.smoke ? judged(report.pagesTarget.met) : `NOT met (worst: ${report.pagesTarget.worst})`}; before: ${report.before.server} ${report.before.reqPerSec} req/s, p99 ${report.before.p99Ms} ms`,
  );
}

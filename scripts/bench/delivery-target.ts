/**
 * Issue 31's delivery target, "≥ 2,000 req/s, p99 < 50 ms for HTML routes as for JSON", judged row by row on the
 * requests a phone makes: at the target's rate (200 clients asking 2,000 req/s in all: the latency at that load) and as
 * fast as 200 clients can ask (the most the server answers; there p99 is the clients' own queue, 200 / rate). A row without Accept-Encoding (the screen, the targeted screen) is a reference row: no phone's
 * fetch leaves it out, and its uncompressed 33 KB costs the bench's clients, on the same cores as the server, more
 * CPU per answer than the server spends.
 */

/** What the verdict reads of a row. */
export interface TargetRow {
  case: string;
  reqPerSec: number;
  p99Ms: number;
  load: string;
  /** A request as a phone makes it (else a reference row). */
  judged: boolean;
}

export const targetReqPerSec = 2000;
export const targetP99Ms = 50;

/** Whether a row meets the target. */
export const meetsTarget = (row: Pick<TargetRow, 'reqPerSec' | 'p99Ms'>) => row.reqPerSec >= targetReqPerSec && row.p99Ms < targetP99Ms;

/** Why a row missed the target ('' when it met it). */
export const missedBy = (row: Pick<TargetRow, 'reqPerSec' | 'p99Ms'>) =>
  [
    row.reqPerSec < targetReqPerSec ? `${row.reqPerSec} req/s < ${targetReqPerSec}` : '',
    row.p99Ms >= targetP99Ms ? `p99 ${row.p99Ms} ms ≥ ${targetP99Ms}` : '',
  ]
    .filter(Boolean)
    .join(', ');

/** One line per row: met, MISSED (and by what), reference, or not judged (a smoke run: connections still opening). */
export function targetLines(rows: readonly TargetRow[], smoke: boolean): string[] {
  return rows.map((row) => {
    const verdict = !row.judged ? 'reference' : smoke ? 'not judged' : meetsTarget(row) ? 'met' : 'MISSED';
    const why = !row.judged ? ' (no phone asks without Accept-Encoding)' : !smoke && !meetsTarget(row) ? ` (${missedBy(row)})` : '';
    return `  ${verdict.padEnd(10)} ${row.case}: ${row.reqPerSec} req/s, p99 ${row.p99Ms} ms${why}; load ${row.load}`;
  });
}

/** What the verdict reads of a row at the target's rate (delivery-at-rate.ts). */
export interface RateTargetRow {
  case: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
  serverCpuUsPerReq: number | undefined;
  load: string;
}

/** Whether a row at the target's rate meets it: every request answered as it should be, at the rate, p99 under 50 ms. */
export const meetsAtRate = (row: Pick<RateTargetRow, 'reqPerSec' | 'p99Ms' | 'failed'>) => row.failed === 0 && meetsTarget(row);

/** One line per row at the target's rate. */
export function rateLines(rows: readonly RateTargetRow[], smoke: boolean): string[] {
  return rows.map((row) => {
    const verdict = smoke ? 'not judged' : meetsAtRate(row) ? 'met' : 'MISSED';
    const why =
      smoke || meetsAtRate(row)
        ? ''
        : ` (${[row.failed > 0 ? `${row.failed} not answered as expected` : '', missedBy(row)].filter(Boolean).join(', ')})`;
    const cpu = row.serverCpuUsPerReq === undefined ? '' : `, server ${row.serverCpuUsPerReq} µs a request`;
    return `  ${verdict.padEnd(10)} ${row.case}: ${row.reqPerSec} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, max ${row.maxMs} ms${cpu}${why}; load ${row.load}`;
  });
}

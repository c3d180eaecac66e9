/**
 * Issue 31's delivery target, "≥ 2,000 req/s, p99 < 50 ms for HTML routes as for JSON", judged row by row on the
 * requests a phone makes. A row without Accept-Encoding (the screen, the targeted screen) is a reference row: no phone's
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

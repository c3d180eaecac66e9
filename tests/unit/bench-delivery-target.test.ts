// @vitest-environment node
/** The delivery bench's verdict on issue 31's target: row by row, on the requests a phone makes. */
import { describe, expect, it } from 'vitest';
import { meetsAtRate, meetsTarget, missedBy, rateLines, targetLines } from '../../scripts/bench/delivery-target.ts';

const row = (name: string, reqPerSec: number, p99Ms: number, judged = true) => ({ case: name, reqPerSec, p99Ms, load: '1.5 → 1.7', judged });

describe('the delivery target', () => {
  it('is ≥ 2,000 req/s and p99 under 50 ms, and says by what a row missed it', () => {
    expect(meetsTarget({ reqPerSec: 2000, p99Ms: 49.9 })).toBe(true);
    expect(meetsTarget({ reqPerSec: 1999, p99Ms: 10 })).toBe(false);
    expect(meetsTarget({ reqPerSec: 9000, p99Ms: 50 })).toBe(false);
    expect(missedBy({ reqPerSec: 1500, p99Ms: 64 })).toBe('1500 req/s < 2000, p99 64 ms ≥ 50');
    expect(missedBy({ reqPerSec: 4280, p99Ms: 31 })).toBe('');
  });

  it('prints a line per row: met or MISSED for what a phone asks, reference for a request without Accept-Encoding', () => {
    const rows = [
      row('cached screen (200)', 6536, 68, false),
      row('cached screen, as a phone asks (200, gzip)', 8547, 31),
      row('page: code page, a new code each (200)', 4280, 64),
    ];
    expect(targetLines(rows, false)).toEqual([
      '  reference  cached screen (200): 6536 req/s, p99 68 ms (no phone asks without Accept-Encoding); load 1.5 → 1.7',
      '  met        cached screen, as a phone asks (200, gzip): 8547 req/s, p99 31 ms; load 1.5 → 1.7',
      '  MISSED     page: code page, a new code each (200): 4280 req/s, p99 64 ms (p99 64 ms ≥ 50); load 1.5 → 1.7',
    ]);
    expect(targetLines(rows, true)[1]).toMatch(/^ {2}not judged cached screen, as a phone asks/);
  });

  it('judges a row at the target rate on every request answered as expected, the rate and p99, and says what missed', () => {
    const at = (name: string, p99Ms: number, failed = 0, reqPerSec = 2000) => ({
      case: name,
      reqPerSec,
      p50Ms: 1.2,
      p99Ms,
      maxMs: 70,
      failed,
      serverCpuUsPerReq: 181,
      load: '1.1 → 1.0',
    });
    expect(meetsAtRate(at('a', 49.9))).toBe(true);
    expect(meetsAtRate(at('a', 12, 1))).toBe(false);
    expect(meetsAtRate(at('a', 12, 0, 1990))).toBe(false);
    expect(rateLines([at('page: code page, a new code each (200)', 11.9), at('revalidation (304)', 51, 3)], false)).toEqual([
      '  met        page: code page, a new code each (200): 2000 req/s, p50 1.2 ms, p99 11.9 ms, max 70 ms, server 181 µs a request; load 1.1 → 1.0',
      '  MISSED     revalidation (304): 2000 req/s, p50 1.2 ms, p99 51 ms, max 70 ms, server 181 µs a request (3 not answered as expected, p99 51 ms ≥ 50); load 1.1 → 1.0',
    ]);
    expect(rateLines([at('revalidation (304)', 51)], true)[0]).toMatch(/^ {2}not judged revalidation/);
  });
});

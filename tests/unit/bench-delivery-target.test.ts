// @vitest-environment node
/** The delivery bench's verdict on issue 31's target: row by row, on the requests a phone makes. */
import { describe, expect, it } from 'vitest';
import { meetsTarget, missedBy, targetLines } from '../../scripts/bench/delivery-target.ts';

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
});

// @vitest-environment node
/** The validation bench (scripts/bench/validation-bench.ts): its percentiles, its order, and a smoke run over every screen. */
import { describe, expect, it } from 'vitest';
import { startLoadingValidators } from '../../renderer/core/validation/load-validators.ts';
import { appCheck, percentile, rotation, roundUs, runValidationBench } from '../../scripts/bench/validation-bench.ts';

describe('percentile', () => {
  it('interpolates between the nearest ranks, whatever the order of the values', () => {
    expect(percentile([3, 1, 2], 0.5)).toBe(2);
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 0.95)).toBeCloseTo(48);
    expect(
      percentile(
        Array.from({ length: 101 }, (_, i) => 100 - i),
        0.95,
      ),
    ).toBe(95);
  });

  it('gives the extremes at 0 and 1, the only value for one, NaN for none', () => {
    expect(percentile([5, 9, 7], 0)).toBe(5);
    expect(percentile([5, 9, 7], 1)).toBe(9);
    expect(percentile([42], 0.95)).toBe(42);
    expect(percentile([], 0.5)).toBeNaN();
  });

  it('leaves its input unsorted', () => {
    const values = [3, 1, 2];
    percentile(values, 0.5);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('rotation and rounding', () => {
  it('starts each repetition one screen later and visits every screen once', () => {
    expect(rotation(4, 0)).toEqual([0, 1, 2, 3]);
    expect(rotation(4, 1)).toEqual([1, 2, 3, 0]);
    expect(rotation(4, 6)).toEqual([2, 3, 0, 1]);
  });

  it('rounds microseconds to tenths', () => {
    expect(roundUs(123.456)).toBe(123.5);
  });
});

describe('runValidationBench (smoke)', () => {
  it('checks every screen of screens/ as the app does, and every one is valid', async () => {
    const report = await runValidationBench({ smoke: true });
    expect(report.broken).toEqual([]);
    expect(report.documents).toBeGreaterThanOrEqual(28);
    expect(report.rows.map((r) => r.screen)).toContain('loan-details');
    expect(report.rows.map((r) => r.screen)).not.toContain('routes');
    for (const row of report.rows) {
      expect(row.p50Us).toBeGreaterThan(0);
      expect(row.p95Us).toBeGreaterThanOrEqual(row.p50Us);
    }
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  }, 60_000);
});

describe('appCheck', () => {
  it('names what is wrong with a document the app would refuse, and passes a valid one', async () => {
    const valid = { schemaVersion: 2, id: 'x', title: 'X', body: [{ type: 'text', text: 'Hello' }] };
    const validators = await startLoadingValidators()(valid);
    expect(appCheck(valid, validators)).toBeUndefined();
    expect(appCheck({ ...valid, body: [{ type: 'text' }] }, validators)).toMatch(/\/body\/0/);
    expect(appCheck({ ...valid, schemaVersion: 99 }, validators)).toMatch(/newer app/);
  });
});

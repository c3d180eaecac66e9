// @vitest-environment node
/** The bench's pure figures: medians, ratios, the rotated case order and how render time grows with size. */
import { describe, expect, it } from 'vitest';
import { growth, linearOrBetter, median, ratio, rotated } from '../../scripts/bench/bench-stats.ts';

describe('bench figures', () => {
  it('takes the median of odd and even counts, NaN of none', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('gives ratios to three decimals and NaN when the base is missing or zero', () => {
    expect(ratio(1, 3)).toBe(0.333);
    expect(ratio(5, 0)).toBeNaN();
    expect(ratio(NaN, 2)).toBeNaN();
  });

  it('rotates the case order by the iteration', () => {
    expect(rotated(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotated(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(rotated(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
  });

  it('reports the growth of each tenfold step, sorted by size', () => {
    const steps = growth([1000, 100, 10_000], [80, 10, 1200]);
    expect(steps).toEqual([
      { from: 100, to: 1000, factor: 8, per10x: 8 },
      { from: 1000, to: 10_000, factor: 15, per10x: 15 },
    ]);
    expect(linearOrBetter(steps)).toBe(false);
    expect(linearOrBetter(steps.slice(0, 1))).toBe(true);
  });

  it('scales a step that is not tenfold to a tenfold one', () => {
    const [step] = growth([10, 1000], [1, 100]);
    expect(step!.factor).toBe(100);
    expect(step!.per10x).toBe(10);
    expect(linearOrBetter([step!])).toBe(true);
  });

  it('calls nothing measured, or a step without a time, not linear', () => {
    expect(linearOrBetter([])).toBe(false);
    expect(linearOrBetter(growth([10, 100], [0, 5]))).toBe(false);
  });
});

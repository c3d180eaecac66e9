/** Pure figures of the benchmark: medians, rounding, ratios, case order rotation and how render time grows with size. */

/** The median of a list of numbers (NaN when empty). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? NaN : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Rounds to `d` decimals. */
export const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** a / b rounded to 3 decimals; NaN when either is missing or b is not positive. */
export function ratio(a: number, b: number): number {
  return Number.isFinite(a) && Number.isFinite(b) && b > 0 ? round(a / b, 3) : NaN;
}

/** Rotates the case order each iteration, so no case always runs first or right after the same neighbour. */
export const rotated = <T>(xs: readonly T[], i: number): T[] => xs.map((_, k) => xs[(k + i) % xs.length]!);

/** One step of growth: from size `from` to size `to`, how many times longer it took, and that per 10× more items. */
export interface Growth {
  from: number;
  to: number;
  factor: number;
  /** factor scaled to a tenfold size step: factor ** (1 / log10(to / from)); ≤ 10 is linear or better. */
  per10x: number;
}

/** Growth between consecutive sizes (sorted by size); `times` holds one time per size, in the same order as `sizes`. */
export function growth(sizes: readonly number[], times: readonly number[]): Growth[] {
  const points = sizes.map((n, i) => ({ n, t: times[i]! })).sort((a, b) => a.n - b.n);
  const steps: Growth[] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const factor = a.t > 0 ? b.t / a.t : NaN;
    const decades = Math.log10(b.n / a.n);
    steps.push({ from: a.n, to: b.n, factor: round(factor, 2), per10x: round(decades > 0 ? factor ** (1 / decades) : NaN, 2) });
  }
  return steps;
}

/** Linear or better: every step grows at most `limit` times per tenfold size (10 by default: no faster than the size). */
export function linearOrBetter(steps: readonly Growth[], limit = 10): boolean {
  return steps.length > 0 && steps.every((s) => Number.isFinite(s.per10x) && s.per10x <= limit);
}

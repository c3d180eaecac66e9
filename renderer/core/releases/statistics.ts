/**
 * The statistics behind automatic halts and experiment results: proportions of views (views with an error, views that
 * reached a goal), their confidence intervals, the one-sided bound on the difference of two of them, and the sample a
 * comparison needs. Plain formulas (no library carries these few lines), each named after its source.
 */

/** How many of `views` had the thing counted (an error, a goal). */
export interface Counts {
  views: number;
  hits: number;
}

/**
 * The standard normal distribution's quantile (the z with P(Z ≤ z) = p), by Peter Acklam's rational approximation
 * (relative error below 1.2e-9), for 0 < p < 1.
 */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile needs 0 < p < 1 (got ${p})`);
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239];
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572];
  const c = [-0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) / ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) / (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1);
}

/** The share of views counted (0 for no views). */
export function rate(counts: Counts): number {
  return counts.views > 0 ? counts.hits / counts.views : 0;
}

/** Counts made safe for the formulas: whole, hits at most views, nothing negative. */
export function clean(counts: Counts): Counts {
  const views = Math.max(0, Math.floor(counts.views));
  return { views, hits: Math.min(views, Math.max(0, Math.floor(counts.hits))) };
}

/** The Wilson score interval of a proportion at a two-sided `confidence` (0.95: a 95 % interval); [0, 1] without views. */
export function wilsonInterval(counts: Counts, confidence = 0.95): { low: number; high: number } {
  const { views: n, hits } = clean(counts);
  if (n === 0) return { low: 0, high: 1 };
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const p = hits / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The Agresti–Caffo interval of the difference of two proportions (`a` − `b`): each gets one hit and one miss added,
 * then the Wald interval, which keeps its stated confidence even at rates near 0 or 1 (Agresti & Caffo 2000).
 * `sides` 1 gives the one-sided lower bound at `confidence` (and the matching upper one); 2 a two-sided interval.
 */
export function differenceInterval(a: Counts, b: Counts, confidence: number, sides: 1 | 2 = 2): { low: number; high: number; estimate: number } {
  const x = clean(a);
  const y = clean(b);
  const pa = (x.hits + 1) / (x.views + 2);
  const pb = (y.hits + 1) / (y.views + 2);
  const se = Math.sqrt((pa * (1 - pa)) / (x.views + 2) + (pb * (1 - pb)) / (y.views + 2));
  const z = normalQuantile(sides === 1 ? confidence : 1 - (1 - confidence) / 2);
  const estimate = pa - pb;
  return { low: Math.max(-1, estimate - z * se), high: Math.min(1, estimate + z * se), estimate };
}

/**
 * Views each of two groups needs for a two-sided test at `alpha` to find, with `power`, a difference `delta` from a
 * base rate `base` (Fleiss' formula without continuity correction). Infinity when the rates leave [0, 1].
 */
export function sampleSizePerGroup(base: number, delta: number, alpha = 0.05, power = 0.8): number {
  const p1 = base;
  const p2 = base + delta;
  if (!(delta !== 0 && p1 >= 0 && p1 <= 1 && p2 >= 0 && p2 <= 1)) return Infinity;
  const zA = normalQuantile(1 - alpha / 2);
  const zB = normalQuantile(power);
  const mean = (p1 + p2) / 2;
  const top = zA * Math.sqrt(2 * mean * (1 - mean)) + zB * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return Math.ceil((top * top) / (delta * delta));
}

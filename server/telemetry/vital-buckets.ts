/**
 * Web Vitals kept as histograms in the hourly rollups: a value falls into a bucket about 10 % wide (buckets grow by a
 * factor of 1.1; LCP and INP in milliseconds, CLS in thousandths), so a p75 over any hours and app builds is the
 * merged histogram's 75th percentile, within about 5 % of the exact one, without keeping the values.
 */

/** The vitals reported. */
export type VitalName = 'LCP' | 'INP' | 'CLS';

const ratio = 1.1;
const logRatio = Math.log(ratio);
/** Values are scaled to whole units before bucketing: CLS is a small fraction. */
const scale: Record<VitalName, number> = { LCP: 1, INP: 1, CLS: 1000 };

/** The bucket of a value: 0 for anything below one unit, else 1 + floor(log1.1(value)). */
export function vitalBucket(name: VitalName, value: number): number {
  const scaled = value * scale[name];
  if (!(scaled >= 1)) return 0;
  return 1 + Math.floor(Math.log(scaled) / logRatio + 1e-9);
}

/** The value a bucket stands for: the geometric middle of its bounds (0 for bucket 0). */
export function bucketValue(name: VitalName, bucket: number): number {
  if (bucket <= 0) return 0;
  return ratio ** (bucket - 0.5) / scale[name];
}

/** The q-th quantile (0 < q ≤ 1) of a histogram (bucket → count); undefined when it is empty. */
export function histogramQuantile(name: VitalName, histogram: ReadonlyMap<number, number>, q: number): number | undefined {
  const total = [...histogram.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) return undefined;
  const rank = Math.ceil(q * total);
  let seen = 0;
  for (const bucket of [...histogram.keys()].sort((a, b) => a - b)) {
    seen += histogram.get(bucket) ?? 0;
    if (seen >= rank) return bucketValue(name, bucket);
  }
  return undefined;
}

/**
 * An experiment's results per variant: the share of views that reached the goal with its 95 % interval (Wilson), the
 * difference from the first variant (the control) with its interval (Agresti–Caffo), and how many more views each
 * variant still needs before a difference of the experiment's smallest effect would be found (80 % power, 5 % level).
 */
import { differenceInterval, rate, sampleSizePerGroup, wilsonInterval, clean, type Counts } from './statistics.ts';

/** One variant's counts: views and views that reached the goal. */
export interface VariantCounts extends Counts {
  key: string;
  version: number;
}

/** One variant's results. */
export interface VariantResult {
  key: string;
  version: number;
  views: number;
  goals: number;
  /** Goals per view, 0–1. */
  rate: number;
  /** 95 % interval of the rate. */
  low: number;
  high: number;
  /** Against the control (null for the control itself): the difference and its 95 % interval. */
  versusControl: { difference: number; low: number; high: number; verdict: 'better' | 'worse' | 'unclear' } | null;
  /** Views still needed before the smallest effect could be found (0: enough; null: unknown until the control has a rate). */
  stillNeeded: number | null;
}

/** The results of every variant, the first being the control; `minimumEffect` is an absolute difference (0.05 = 5 points). */
export function experimentResults(variants: readonly VariantCounts[], minimumEffect: number, confidence = 0.95): VariantResult[] {
  const control = variants[0];
  const base = control ? rate(clean(control)) : 0;
  // The larger of the two directions' samples (the rate can move either way); unknown until the control has views.
  const sizes = [minimumEffect, -minimumEffect].map((d) => sampleSizePerGroup(base, d, 1 - confidence)).filter(Number.isFinite);
  const perGroup = control !== undefined && control.views > 0 && sizes.length > 0 ? Math.max(...sizes) : null;
  return variants.map((v, i) => {
    const c = clean(v);
    const { low, high } = wilsonInterval(c, confidence);
    let versusControl: VariantResult['versusControl'] = null;
    if (i > 0 && control) {
      const d = differenceInterval(c, clean(control), confidence, 2);
      const difference = rate(c) - base;
      versusControl = { difference, low: d.low, high: d.high, verdict: d.low > 0 ? 'better' : d.high < 0 ? 'worse' : 'unclear' };
    }
    const stillNeeded = perGroup === null ? null : Math.max(0, perGroup - c.views);
    return { key: v.key, version: v.version, views: c.views, goals: c.hits, rate: rate(c), low, high, versusControl, stillNeeded };
  });
}

/**
 * When a staged rollout halts by itself: the new version's share of views with an error is worse than the live
 * version's by more than a set margin, and sure enough to act on — both have at least a minimum of views, the observed
 * difference is past the margin, and the one-sided lower confidence bound of the difference (Agresti–Caffo) is too.
 * A few unlucky views never halt a rollout; a version that fails for everyone halts as soon as the sample is there.
 */
import { clean, differenceInterval, rate, type Counts } from './statistics.ts';

/** The halt settings (HATID_HALT_*). */
export interface HaltSettings {
  /** How much worse (extra views with an error per 1,000 views) the new version may be before it halts. */
  marginPerThousand: number;
  /** Views each version needs before anything is decided. */
  minViews: number;
  /** How sure the halt must be (one-sided), e.g. 0.99. */
  confidence: number;
}

/** The defaults: 5 more errors per 1,000 views, 300 views each, 99.9 % sure (it is asked again every few seconds as views come in: each look must be hard to fool). */
export const defaultHaltSettings: HaltSettings = { marginPerThousand: 5, minViews: 300, confidence: 0.999 };

/** One version's numbers as the audit and the studio show them. */
export interface VersionNumbers {
  version: number;
  views: number;
  errorViews: number;
  /** Views with an error per 1,000 views, one decimal. */
  perThousand: number;
}

/** The decision and every number behind it (written to the audit when it halts). */
export interface HaltDecision {
  halt: boolean;
  /** 'too-few-views' (not decided yet), 'within-margin' (no halt), 'worse' (halt). */
  verdict: 'too-few-views' | 'within-margin' | 'worse';
  newer: VersionNumbers;
  live: VersionNumbers;
  /** Observed difference, per 1,000 views. */
  differencePerThousand: number;
  /** The one-sided lower confidence bound of the difference, per 1,000 views. */
  lowerBoundPerThousand: number;
  marginPerThousand: number;
  minViews: number;
  confidence: number;
}

const perThousand = (x: number) => Math.round(x * 10_000) / 10;

function numbers(version: number, counts: Counts): VersionNumbers {
  const c = clean(counts);
  return { version, views: c.views, errorViews: c.hits, perThousand: perThousand(rate(c)) };
}

/** Decides on the new version's counts against the live one's (counts since the rollout started). */
export function haltDecision(
  newer: { version: number } & Counts,
  live: { version: number } & Counts,
  settings: HaltSettings = defaultHaltSettings,
): HaltDecision {
  const a = clean(newer);
  const b = clean(live);
  const margin = settings.marginPerThousand / 1000;
  const bound = differenceInterval(a, b, settings.confidence, 1).low;
  const observed = rate(a) - rate(b);
  const enough = a.views >= settings.minViews && b.views >= settings.minViews;
  const worse = enough && observed > margin && bound > margin;
  return {
    halt: worse,
    verdict: !enough ? 'too-few-views' : worse ? 'worse' : 'within-margin',
    newer: numbers(newer.version, a),
    live: numbers(live.version, b),
    differencePerThousand: perThousand(observed),
    lowerBoundPerThousand: perThousand(bound),
    marginPerThousand: settings.marginPerThousand,
    minViews: settings.minViews,
    confidence: settings.confidence,
  };
}

/**
 * What the hourly rollups say about one screen version (or one variant of it), summed over a time window: views, the
 * problems and the page views that had one, the error rate, tap outcomes per endpoint, and for the studio the top
 * problems by pointer and reason and the p75 of each Web Vital. Pure: telemetry-store.ts hands it the grouped rows.
 */
import type { TelemetryKind } from '../db/schema.ts';
import { histogramQuantile, type VitalName } from './vital-buckets.ts';

/** One group of rollup rows summed: by kind, key and detail. */
export interface RollupSum {
  kind: TelemetryKind;
  key: string;
  detail: string;
  count: number;
  firstCount: number;
  valueSum: number;
}

/** What a tap came to, per endpoint ('' or the tap's pointer for taps that called none). */
export interface ActionOutcomes {
  endpoint: string;
  done: number;
  failed: number;
  /** Calls that failed before their request left the phone (the app's code could not load): not the version's doing. */
  unsent: number;
  stopped: number;
  nowhere: number;
}

const outcomes = ['done', 'failed', 'unsent', 'stopped', 'nowhere'] as const;

/** Health of one screen version over a window (what the staged rollout's halt compares). */
export interface VersionHealth {
  screenId: string;
  version: number;
  /** The variant these numbers are about (undefined: every variant together). */
  variant?: string;
  /** Start of the window (ISO; rollups are hourly, so the window starts at this hour). */
  since: string;
  /** Page views drawn with this version. */
  views: number;
  /** Times the app refused this version's document and drew its last good or bundled copy instead. */
  refusals: number;
  /** views + refusals: borrowers this version reached. */
  exposures: number;
  /**
   * Problems: fallbacks + unknown nodes + refusals + lender answers that failed their shape check. Tap outcomes (calls
   * failed, unsent, stopped) are not problems: the halt compares these alone (docs/field-health.md).
   */
  errors: number;
  /** Exposures with at least one problem (≤ exposures): the successes of the two-proportion test. */
  errorViews: number;
  /** errorViews / exposures (0 without exposures). */
  errorRate: number;
  /** errors per 1,000 exposures (0 without exposures). */
  errorsPer1000: number;
  /** The problems by kind. */
  problems: { fallback: number; unknownNode: number; refusal: number; answerShape: number };
  /** Tap outcomes per endpoint, most taps first. */
  actions: ActionOutcomes[];
}

/** One of the most frequent problems: where (a pointer, an endpoint, or what was drawn instead) and why. */
export interface TopProblem {
  kind: Exclude<TelemetryKind, 'view' | 'action' | 'vital'>;
  where: string;
  detail: string;
  count: number;
}

/** A Web Vital's p75 (ms for LCP and INP; unitless CLS) over the window; null without samples. */
export interface VitalSummary {
  p75: number | null;
  count: number;
}

/** Health with what the studio shows besides. */
export interface HealthDetail extends VersionHealth {
  /** Views by where the document came from. */
  sources: { remote: number; cache: number; bundled: number };
  /** The ten most frequent problems. */
  topProblems: TopProblem[];
  vitals: Record<VitalName, VitalSummary>;
}

const problemKinds = new Set<TelemetryKind>(['fallback', 'unknown-node', 'refusal', 'answer-shape']);
const vitalNames: VitalName[] = ['LCP', 'INP', 'CLS'];

/** Sums rows into the detail of one version (variant given when the rows are of one variant only). */
export function summarize(screenId: string, version: number, since: Date, rows: readonly RollupSum[], variant?: string): HealthDetail {
  const sumKind = (kind: TelemetryKind) => rows.filter((r) => r.kind === kind).reduce((a, r) => a + r.count, 0);
  const views = sumKind('view');
  const refusals = sumKind('refusal');
  const exposures = views + refusals;
  const problems = { fallback: sumKind('fallback'), unknownNode: sumKind('unknown-node'), refusal: refusals, answerShape: sumKind('answer-shape') };
  const errors = problems.fallback + problems.unknownNode + problems.refusal + problems.answerShape;
  const firsts = rows.filter((r) => problemKinds.has(r.kind)).reduce((a, r) => a + r.firstCount, 0);
  // A refusal is always its exposure's problem; an app that marks no first problem still counts as at least one per refusal.
  const errorViews = Math.min(exposures, Math.max(firsts, refusals));
  const actions = new Map<string, ActionOutcomes>();
  for (const r of rows) {
    if (r.kind !== 'action') continue;
    const a = actions.get(r.key) ?? { endpoint: r.key, done: 0, failed: 0, unsent: 0, stopped: 0, nowhere: 0 };
    const outcome = outcomes.find((o) => o === r.detail);
    if (outcome) a[outcome] += r.count;
    actions.set(r.key, a);
  }
  const topProblems = rows
    .filter((r) => problemKinds.has(r.kind))
    .map((r) => ({ kind: r.kind as TopProblem['kind'], where: r.key, detail: r.detail, count: r.count }))
    .sort((a, b) => b.count - a.count || a.where.localeCompare(b.where))
    .slice(0, 10);
  const vitals = Object.fromEntries(
    vitalNames.map((name) => {
      const histogram = new Map<number, number>();
      for (const r of rows)
        if (r.kind === 'vital' && r.key === name) histogram.set(Number(r.detail), (histogram.get(Number(r.detail)) ?? 0) + r.count);
      const count = [...histogram.values()].reduce((a, b) => a + b, 0);
      return [name, { p75: histogramQuantile(name, histogram, 0.75) ?? null, count }];
    }),
  ) as Record<VitalName, VitalSummary>;
  const source = (s: string) => rows.filter((r) => r.kind === 'view' && r.key === s).reduce((a, r) => a + r.count, 0);
  return {
    screenId,
    version,
    ...(variant !== undefined ? { variant } : {}),
    since: since.toISOString(),
    views,
    refusals,
    exposures,
    errors,
    errorViews,
    errorRate: exposures > 0 ? errorViews / exposures : 0,
    errorsPer1000: exposures > 0 ? (errors * 1000) / exposures : 0,
    problems,
    actions: [...actions.values()].sort((a, b) => total(b) - total(a) || a.endpoint.localeCompare(b.endpoint)),
    sources: { remote: source('remote'), cache: source('cache'), bundled: source('bundled') },
    topProblems,
    vitals,
  };
}

function total(a: ActionOutcomes): number {
  return a.done + a.failed + a.unsent + a.stopped + a.nowhere;
}

/** Only the VersionHealth fields of a detail (what versionHealth answers). */
export function healthOnly(detail: HealthDetail): VersionHealth {
  const { sources: _s, topProblems: _t, vitals: _v, ...health } = detail;
  return health;
}

/**
 * Stamps the shim's entries (field-reports.ts) with their page view (issue 30): screen, version, channel and a random
 * view id; samples whole views; marks each version's first problem in a view (`first`: the server counts views with a
 * problem from it). Pure but for the random numbers it is given.
 */
import type { PageView, Queued } from './field-reports.ts';
import { reportOfLog, type OutReport } from './field-report-batches.ts';

/** Reports that come before any view is drawn and wait for it: at most this many. */
const unownedBound = 20;

interface Stamp {
  sampled: boolean;
  base: OutReport;
  version: number;
  troubled: Set<number>;
}

/** A version as reported: a whole number from 0, else -1 (not known). */
const versionOf = (version: unknown): number => (Number.isInteger(version) && (version as number) >= 0 ? (version as number) : -1);

/** What the borrower was served besides the version, as the batch schema takes them (anything else is left out). */
function servedOf(view: PageView): OutReport {
  const { variant, bucket } = view;
  return {
    ...(typeof variant === 'string' && /^[A-Za-z0-9_.-]{1,32}$/.test(variant) ? { variant } : {}),
    ...(Number.isInteger(bucket) && (bucket as number) >= 0 && (bucket as number) <= 999 ? { bucket: bucket as number } : {}),
  };
}

/** Creates a stamper for one page load: `sample` is the share of views reported, `channel` where screens come from. */
export function createStamper(sample: number, channel: 'production' | 'staging', random: () => number = Math.random) {
  const stamps = new WeakMap<PageView, Stamp>();
  let landing: Stamp | undefined;
  let current: Stamp | undefined;
  const unowned: OutReport[] = [];
  const out: OutReport[] = [];
  const stampOf = (view: PageView): Stamp => {
    let stamp = stamps.get(view);
    if (!stamp) {
      const version = versionOf(view.version);
      stamp = {
        sampled: random() < sample,
        version,
        troubled: new Set(),
        base: { screen: view.screen, channel, view: random().toString(36).slice(2, 10).padEnd(8, '0'), ...servedOf(view) },
      };
      stamps.set(view, stamp);
    }
    return stamp;
  };
  const emit = (stamp: Stamp | undefined, report: OutReport, version = stamp?.version ?? -1) => {
    if (!stamp?.sampled) return;
    const problem = report.kind !== 'view' && report.kind !== 'action' && report.kind !== 'vital';
    const first = problem && !stamp.troubled.has(version);
    if (problem) stamp.troubled.add(version);
    out.push({ ...stamp.base, version, ...report, ...(first ? { first } : {}) });
  };
  return {
    /** Takes entries of the shim's queue, in order. */
    take(entries: readonly Queued[]) {
      for (const [view, entry] of entries) {
        if (entry === 'end') current = undefined;
        else if (entry === 'start') {
          if (!view) continue;
          const stamp = stampOf(view);
          landing ??= stamp;
          current = stamp;
          emit(stamp, { kind: 'view', source: view.source });
          if (view.refused !== undefined)
            emit(
              stamp,
              { kind: 'refusal', reason: 'the published document is not valid', fellBackTo: view.source === 'cache' ? 'cache' : 'bundled' },
              versionOf(view.refused),
            );
          for (const r of unowned.splice(0)) emit(stamp, r);
        } else {
          const report = entry.kind === 'log' ? reportOfLog(entry.message, entry.pointer) : entry;
          if (!report) continue;
          if (view) emit(stampOf(view), report);
          else if (current) emit(current, report);
          else if (unowned.length < unownedBound) unowned.push(report);
        }
      }
    },
    /** A Web Vital: LCP is the page load's (its first view's), INP and CLS the view's shown when they are reported. */
    vital(name: 'LCP' | 'INP' | 'CLS', value: number) {
      emit(name === 'LCP' ? landing : (current ?? landing), { kind: 'vital', name, value: Math.max(0, Math.min(600_000, value)) });
    },
    /** The stamped reports made so far (taken out). */
    drain: () => out.splice(0),
  };
}

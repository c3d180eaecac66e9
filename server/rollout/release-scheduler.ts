/**
 * The server's own release work, run every few seconds by each server process (HATID_ROLLOUT_CHECK_MS): a scheduled
 * release whose time came goes live (or starts its rollout); an active rollout whose new version fails more than the
 * live one (halt-rule.ts, on the field's counts since it started) halts and rolls back; a rollout on schedule moves to
 * its next step when its time came and its version is healthy with enough views. Every action locks the screen's row
 * and checks again that the row is as it was read (rollouts.ts), so processes sharing one PostgreSQL never both act;
 * nothing lives in memory, so a restart carries on where the database says (a schedule passed while down goes live at
 * the next check, its lateness in the audit).
 */
import type { RolloutRow } from '../db/schema-releases.ts';
import type { Releases } from '../store/create-releases.ts';
import type { FieldStats } from './field-stats.ts';
import { countsOf } from './field-stats.ts';
import { haltDecision, type HaltDecision, type HaltSettings } from '../../renderer/core/releases/halt-rule.ts';

/** What one check did. */
export interface TickReport {
  /** Schedules that went live. */
  released: number[];
  /** Rollouts advanced on schedule. */
  advanced: number[];
  /** Rollouts halted. */
  halted: number[];
}

/** Options of createReleaseScheduler. */
export interface ReleaseSchedulerOptions {
  releases: Releases;
  stats: FieldStats;
  halt: HaltSettings;
  /** How often to check (ms). */
  intervalMs: number;
  /** Told about a check that failed (it is tried again at the next one). */
  onError?: (err: unknown) => void;
  /** Told what a check did, when it did something. */
  onAction?: (report: TickReport) => void;
}

/** The halt decision of a rollout now: its version's counts against the version it replaces, since it started. */
export async function rolloutHealth(
  stats: FieldStats,
  halt: HaltSettings,
  r: Pick<RolloutRow, 'screen_id' | 'version' | 'from_version' | 'started_at'>,
  until?: Date,
): Promise<HaltDecision> {
  const found = await stats.errorViews({
    screenId: r.screen_id,
    channel: 'production',
    versions: [r.version, r.from_version],
    since: new Date(r.started_at),
    ...(until ? { until } : {}),
  });
  const zero = { views: 0, errorViews: 0 };
  const newer = countsOf(found, r.version, zero);
  const live = countsOf(found, r.from_version, zero);
  return haltDecision(
    { version: r.version, views: newer.views, hits: newer.errorViews },
    { version: r.from_version, views: live.views, hits: live.errorViews },
    halt,
  );
}

/** The audit's record of a decision (every number behind it). */
export function decisionNumbers(d: HaltDecision): Record<string, unknown> {
  return {
    newer: d.newer,
    live: d.live,
    differencePerThousand: d.differencePerThousand,
    lowerBoundPerThousand: d.lowerBoundPerThousand,
    marginPerThousand: d.marginPerThousand,
    minViews: d.minViews,
    confidence: d.confidence,
    test: 'two-proportion (Agresti–Caffo, one-sided)',
  };
}

/** Creates the scheduler: `tick()` does one check; `start()` checks every `intervalMs` until `stop()`. */
export function createReleaseScheduler(options: ReleaseSchedulerOptions) {
  const { releases, stats, halt } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickReport> | undefined;

  const check = async (): Promise<TickReport> => {
    const report: TickReport = { released: [], advanced: [], halted: [] };
    const { rollouts, schedules } = await releases.underWay();
    const now = releases.now().getTime();
    for (const s of schedules) {
      if (new Date(s.go_live_at).getTime() > now) continue;
      if (await releases.releaseDue(s.id)) report.released.push(s.id);
    }
    for (const r of rollouts) {
      const decision = await rolloutHealth(stats, halt, r);
      if (decision.halt) {
        if (await releases.halt(r.id, r.step, decisionNumbers(decision))) report.halted.push(r.id);
        continue;
      }
      const due = r.advance === 'schedule' && r.next_step_at !== null && new Date(r.next_step_at).getTime() <= now;
      // A step on schedule waits until the new version has shown, on enough views, that it is no worse.
      if (due && decision.verdict === 'within-margin') {
        const health = { newer: decision.newer, live: decision.live };
        if (await releases.advanceDue(r.id, r.step, { health })) report.advanced.push(r.id);
      }
    }
    return report;
  };

  /** One check now (a check already under way is awaited instead of starting a second one). */
  const tick = async (): Promise<TickReport> => {
    if (running) return running;
    running = check().finally(() => (running = undefined));
    const report = await running;
    if (report.released.length + report.advanced.length + report.halted.length > 0) options.onAction?.(report);
    return report;
  };

  return {
    tick,
    start(): void {
      if (timer) return;
      timer = setInterval(() => {
        tick().catch((err: unknown) => options.onError?.(err));
      }, options.intervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}

/** The scheduler. */
export type ReleaseScheduler = ReturnType<typeof createReleaseScheduler>;

/**
 * What rollouts and experiments need from the field reports (issue 30 items 1–3, server/telemetry): per version of a
 * screen on a channel, over a time window, the views and the views that had an error (for the halt), and the views
 * and goal outcomes of one endpoint (for experiments). The telemetry store answers these from its rollups; tests and
 * the e2e server's fake clock give their own counts.
 */
import type { Channel } from '../store/types.ts';

/** A window of one screen's reports on a channel. */
export interface StatsWindow {
  screenId: string;
  channel: Channel;
  versions: readonly number[];
  since: Date;
  /** Default: now. */
  until?: Date;
}

/** The field's counts by version. */
export interface FieldStats {
  /** Views, and views that had at least one error (a fallback, an unknown node, a refusal, a shape error), per version. */
  errorViews(window: StatsWindow): Promise<Map<number, { views: number; errorViews: number }>>;
  /**
   * Views, and reports of `endpoint` ending with `outcome` (e.g. loanConfirm.push done), per version; with `variants`,
   * only the reports of views that say they were served that version as that variant (an experiment's).
   */
  goals(
    window: StatsWindow & { endpoint: string; outcome: string; variants?: ReadonlyMap<number, string> },
  ): Promise<Map<number, { views: number; goals: number }>>;
}

/** The counts of a version (zeros for one without reports). */
export function countsOf<T extends object>(found: Map<number, T>, version: number, zero: T): T {
  return found.get(version) ?? zero;
}

/**
 * The field counts rollouts and experiments read, from the telemetry store's hourly rollups (server/telemetry):
 * exposures (views, and times the app refused the version and drew another copy) and those with a problem, for the
 * halt; views and one endpoint's outcomes, for an experiment's goal (of the views that name their variant).
 */
import type { TelemetryStore } from '../telemetry/telemetry-store.ts';
import type { FieldStats } from './field-stats.ts';

/** FieldStats over the telemetry store. */
export function telemetryFieldStats(telemetry: Pick<TelemetryStore, 'versionHealth'>): FieldStats {
  const health = (w: Parameters<FieldStats['errorViews']>[0] & { variants?: ReadonlyMap<number, string> }) =>
    Promise.all(
      [...new Set(w.versions)].map(async (v) => {
        const variant = w.variants?.get(v);
        const filter = { channel: w.channel, ...(w.until ? { until: w.until } : {}), ...(variant !== undefined ? { variant } : {}) };
        return [v, await telemetry.versionHealth(w.screenId, v, w.since, filter)] as const;
      }),
    );
  return {
    async errorViews(w) {
      return new Map((await health(w)).map(([v, h]) => [v, { views: h.exposures, errorViews: Math.min(h.errorViews, h.exposures) }]));
    },
    async goals(w) {
      const key = w.outcome === 'done' || w.outcome === 'failed' || w.outcome === 'stopped' ? w.outcome : 'done';
      return new Map(
        (await health(w)).map(([v, h]) => {
          const found = h.actions.find((a) => a.endpoint === w.endpoint);
          return [v, { views: h.views, goals: Math.min(found?.[key] ?? 0, h.views) }];
        }),
      );
    },
  };
}

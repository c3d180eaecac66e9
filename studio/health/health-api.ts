/**
 * The studio's read of field health (server/studio-api/health-routes.ts: GET /studio-api/health/:id), in the shape of
 * studio-api.ts and studio-queries.ts: one function taking the page's connection first, a key under the studio's tree and
 * a queryOptions factory. Nothing here writes.
 */
import { queryOptions } from '@tanstack/react-query';
import type { HealthDetail } from '../../server/telemetry/health-summary.ts';
import type { HealthPoint } from '../../server/telemetry/telemetry-store.ts';
import type { StudioClient } from '../server-state/studio-client.ts';
import { queryKeys } from '../server-state/studio-queries.ts';

export type { HealthDetail, HealthPoint };

/** What the Health view asks for: one version (none: the live one) on a channel over the last `days`. */
export interface HealthAsk {
  version?: number;
  channel: 'production' | 'staging';
  days: number;
}

/** The server's answer: the version asked beside the version live before it, and both hour by hour. */
export interface HealthReport {
  screenId: string;
  channel: 'production' | 'staging';
  days: number;
  since: string;
  live: number;
  version: number;
  previousVersion: number | null;
  current: HealthDetail;
  previous: HealthDetail | null;
  series: HealthPoint[];
  /** Versions with reports in the window, and the live one, newest first. */
  versions: number[];
}

/** One screen version's field health beside the previous live version's. */
export async function getHealth(client: StudioClient, id: string, ask: HealthAsk): Promise<HealthReport> {
  const query = new URLSearchParams({ channel: ask.channel, days: String(ask.days) });
  if (ask.version !== undefined) query.set('version', String(ask.version));
  return client.request<HealthReport>(`/health/${encodeURIComponent(id)}?${query.toString()}`);
}

/** The keys of health reads: every one under ['studio', 'health']. */
export const healthKeys = {
  all: () => [...queryKeys.all, 'health'] as const,
  report: (id: string, ask: HealthAsk) => [...healthKeys.all(), id, ask] as const,
};

/** A screen's health, asked again every minute while shown (reports arrive all the time). */
export const healthReport = (client: StudioClient, id: string, ask: HealthAsk) =>
  queryOptions({ queryKey: healthKeys.report(id, ask), queryFn: () => getHealth(client, id, ask), refetchInterval: 60_000 });

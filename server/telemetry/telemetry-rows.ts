/**
 * A checked batch of field reports as database rows: one raw row per event, and the batch's events summed into hourly
 * rollup rows (one per hour, screen, version, channel, app build, variant, kind, key and detail), sorted so concurrent
 * upserts from several processes lock rows in the same order.
 */
import type { Insertable } from 'kysely';
import type { TelemetryEventTable, TelemetryHourlyTable, TelemetryKind } from '../db/schema.ts';
import type { TelemetryBatch, TelemetryEvent } from '../../schemas/generated/telemetry.ts';
import { vitalBucket } from './vital-buckets.ts';

/** What the rollups group an event by besides its screen version: see TelemetryEventTable for each kind. */
export interface EventKeys {
  key: string;
  detail: string;
  value: number | null;
  first: boolean;
}

/** The key and detail of an event as kept raw (a vital's detail stays '', its value is kept). */
export function eventKeys(event: TelemetryEvent): EventKeys {
  const first = 'first' in event && event.first === true;
  switch (event.kind) {
    case 'view':
      return { key: event.source, detail: '', value: null, first: false };
    case 'fallback':
      return { key: event.pointer, detail: event.reason, value: null, first };
    case 'unknown-node':
      return { key: event.pointer, detail: event.nodeType, value: null, first };
    case 'refusal':
      return { key: event.fellBackTo, detail: event.pointer ? `${event.reason} (at ${event.pointer})` : event.reason, value: null, first };
    case 'answer-shape':
      return { key: event.endpoint, detail: event.field, value: null, first };
    case 'action':
      return { key: event.endpoint ?? event.pointer ?? '', detail: event.outcome, value: null, first: false };
    case 'vital':
      return { key: event.name, detail: '', value: event.value, first: false };
  }
}

/** The rows of one batch received at `at`. */
export interface BatchRows {
  raw: Insertable<TelemetryEventTable>[];
  hourly: Insertable<TelemetryHourlyTable>[];
}

/** The start of the hour (UTC) of a time. */
export function hourOf(at: Date): Date {
  const hour = new Date(at.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/** Turns a batch's events into raw and hourly rows. */
export function batchRows(batch: Pick<TelemetryBatch, 'app'>, events: readonly TelemetryEvent[], at: Date): BatchRows {
  const hour = hourOf(at);
  const raw: Insertable<TelemetryEventTable>[] = [];
  const sums = new Map<string, Insertable<TelemetryHourlyTable> & { count: number; first_count: number; value_sum: number }>();
  for (const event of events) {
    const keys = eventKeys(event);
    const variant = event.variant ?? '';
    raw.push({
      received_at: at,
      screen_id: event.screen,
      version: event.version,
      channel: event.channel,
      app_build: batch.app,
      variant,
      bucket: event.bucket ?? null,
      kind: event.kind,
      key: keys.key,
      detail: keys.detail,
      value: keys.value,
      view_id: event.view,
      first: keys.first,
    });
    const detail = event.kind === 'vital' ? String(vitalBucket(event.name, event.value)) : keys.detail;
    const group = [event.screen, event.version, event.channel, batch.app, variant, event.kind, keys.key, detail];
    const id = JSON.stringify(group);
    const sum = sums.get(id) ?? {
      screen_id: event.screen,
      version: event.version,
      hour,
      channel: event.channel,
      app_build: batch.app,
      variant,
      kind: event.kind as TelemetryKind,
      key: keys.key,
      detail,
      count: 0,
      first_count: 0,
      value_sum: 0,
    };
    sum.count += 1;
    if (keys.first) sum.first_count += 1;
    if (keys.value !== null) sum.value_sum += keys.value;
    sums.set(id, sum);
  }
  const hourly = [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  return { raw, hourly };
}

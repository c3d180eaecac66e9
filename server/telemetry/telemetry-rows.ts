/**
 * Field reports as database rows: each batch kept raw as one row (its events as JSON text), and events summed into
 * hourly rollup rows (one per hour, screen, version, channel, app build, variant, kind, key and detail). A Rollups
 * accumulator sums any number of batches, so one write carries many (ingest-buffer.ts); its rows come sorted, so
 * concurrent upserts from several processes lock rows in the same order.
 */
import type { Insertable } from 'kysely';
import type { TelemetryHourlyTable, TelemetryKind, TelemetryRawTable } from '../db/schema.ts';
import type { TelemetryEvent } from '../../schemas/generated/telemetry.ts';
import { vitalBucket } from './vital-buckets.ts';

/** What the rollups group an event by besides its screen version: see TelemetryHourlyTable for each kind. */
export interface EventKeys {
  key: string;
  detail: string;
  value: number | null;
  first: boolean;
}

/** The key and detail of an event (a vital's detail is its histogram bucket). */
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
      return { key: event.name, detail: String(vitalBucket(event.name, event.value)), value: event.value, first: false };
  }
}

/** The start of the hour (UTC) of a time. */
export function hourOf(at: Date): Date {
  const hour = new Date(at.getTime());
  hour.setUTCMinutes(0, 0, 0);
  return hour;
}

/** A rollup row with its sums. */
export type HourlyRow = Insertable<TelemetryHourlyTable> & { count: number; first_count: number; value_sum: number };

/** Sums of events by rollup row, over any number of batches. */
export class Rollups {
  private readonly sums = new Map<string, HourlyRow>();
  /** Events summed so far. */
  events = 0;

  /** Adds a batch's events, received at `at`. */
  add(app: string, events: readonly TelemetryEvent[], at: Date): void {
    const hour = hourOf(at);
    const hourKey = hour.toISOString();
    for (const event of events) {
      const keys = eventKeys(event);
      const variant = event.variant ?? '';
      const id = JSON.stringify([event.screen, event.version, hourKey, event.channel, app, variant, event.kind, keys.key, keys.detail]);
      let sum = this.sums.get(id);
      if (!sum) {
        sum = {
          screen_id: event.screen,
          version: event.version,
          hour,
          channel: event.channel,
          app_build: app,
          variant,
          kind: event.kind as TelemetryKind,
          key: keys.key,
          detail: keys.detail,
          count: 0,
          first_count: 0,
          value_sum: 0,
        };
        this.sums.set(id, sum);
      }
      sum.count += 1;
      if (keys.first) sum.first_count += 1;
      if (keys.value !== null) sum.value_sum += keys.value;
    }
    this.events += events.length;
  }

  /** Adds rows as they are (what a failed write had left). */
  addRows(rows: readonly HourlyRow[]): void {
    for (const row of rows) {
      const id = JSON.stringify([
        row.screen_id,
        row.version,
        new Date(row.hour).toISOString(),
        row.channel,
        row.app_build,
        row.variant,
        row.kind,
        row.key,
        row.detail,
      ]);
      const mine = this.sums.get(id);
      if (!mine) this.sums.set(id, { ...row });
      else {
        mine.count += row.count;
        mine.first_count += row.first_count;
        mine.value_sum += row.value_sum;
      }
    }
  }

  /** How many rollup rows the sums make. */
  get size(): number {
    return this.sums.size;
  }

  /** The rows, sorted by their key. */
  rows(): HourlyRow[] {
    return [...this.sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
  }
}

/** A batch's raw row. */
export function rawRow(app: string, events: readonly TelemetryEvent[], at: Date): Insertable<TelemetryRawTable> {
  return { received_at: at, app_build: app, event_count: events.length, events: JSON.stringify(events) };
}

/**
 * The write-behind of POST /telemetry: a stored batch is answered at once and its events wait here, summed into
 * rollup rows, until the next write (every second, or sooner once 10,000 events wait), which carries every batch since
 * in one raw insert and a few rollup upserts. On the embedded database a write per batch held the thread for ~10 ms;
 * summed, a second of reports costs a few statements. Bounded: past `maxWaiting` events, batches are refused (the app
 * keeps them and sends later). A write that fails keeps what it did not write for the next one (within the bound).
 * close() writes what waits (the graceful stop). Reports are lost only when a process dies between two writes.
 */
import type { TelemetryEvent } from '../../schemas/generated/telemetry.ts';
import { rawRow, Rollups } from './telemetry-rows.ts';
import { PartialWrite, type PendingWrite, type TelemetryStore } from './telemetry-store.ts';

/** Options of createIngestBuffer. */
export interface IngestBufferOptions {
  /** How often waiting events are written (default 1000 ms). */
  everyMs?: number;
  /** Write at once when this many events wait (default 10,000). */
  writeAt?: number;
  /** Refuse batches while this many events wait (default 50,000: ten seconds at 5,000 events/s). */
  maxWaiting?: number;
  /** Told when a write fails (it is tried again with the next one). */
  onError?(err: unknown): void;
  /** Told how long each write took (metrics). */
  onWrite?(seconds: number): void;
  /** The clock of the raw rows and rollup hours. */
  now?: () => Date;
}

/** The buffer. */
export interface IngestBuffer {
  /** Takes a batch's cleaned events; false when too much waits already (answer 503). */
  accept(app: string, events: readonly TelemetryEvent[]): boolean;
  /** Writes what waits now (tests, and the graceful stop). */
  flush(): Promise<void>;
  /** Events waiting. */
  waiting(): number;
  /** Stops the timer and writes what waits. */
  close(): Promise<void>;
}

/** Creates the write-behind over the telemetry store. */
export function createIngestBuffer(store: Pick<TelemetryStore, 'write'>, options: IngestBufferOptions = {}): IngestBuffer {
  const everyMs = options.everyMs ?? 1000;
  const writeAt = options.writeAt ?? 10_000;
  const maxWaiting = options.maxWaiting ?? 50_000;
  const now = options.now ?? (() => new Date());
  let pending: PendingWrite = { raw: [], rollups: new Rollups() };
  /** Events accepted and not yet written (those of a write under way included). */
  let waiting = 0;
  let writing: Promise<void> | undefined;
  let closed = false;

  const flush = async (): Promise<void> => {
    // One write at a time; a flush asked for during a write waits for it and then writes what came meanwhile.
    while (writing) await writing;
    if (pending.raw.length === 0 && pending.rollups.size === 0) return;
    const taken = pending;
    const takenEvents = taken.rollups.events;
    pending = { raw: [], rollups: new Rollups() };
    const started = performance.now();
    writing = store.write(taken).then(
      () => {
        waiting -= takenEvents;
        options.onWrite?.((performance.now() - started) / 1000);
      },
      (err: unknown) => {
        // What was not written goes back with what came since (the sums do not care about order); it still counts as waiting.
        const left = err instanceof PartialWrite ? err.left : taken;
        pending.raw.unshift(...left.raw);
        pending.rollups.addRows(left.rollups.rows());
        pending.rollups.events += takenEvents;
        options.onError?.(err instanceof PartialWrite ? err.failure : err);
      },
    );
    try {
      await writing;
    } finally {
      writing = undefined;
    }
  };

  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();

  return {
    accept(app, events) {
      if (closed || waiting + events.length > maxWaiting) return false;
      if (events.length === 0) return true;
      const at = now();
      pending.raw.push(rawRow(app, events, at));
      pending.rollups.add(app, events, at);
      waiting += events.length;
      if (pending.rollups.events >= writeAt && !writing) void flush();
      return true;
    },
    flush,
    waiting: () => waiting,
    async close() {
      closed = true;
      clearInterval(timer);
      await flush();
    },
  };
}

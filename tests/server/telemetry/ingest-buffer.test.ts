/** The write-behind of POST /telemetry: many batches in one write, bounded while writes fail, nothing lost on a failed write or at close. */
import { describe, expect, it } from 'vitest';
import type { TelemetryEvent } from '../../../schemas/generated/telemetry.ts';
import { createIngestBuffer } from '../../../server/telemetry/ingest-buffer.ts';
import type { PendingWrite } from '../../../server/telemetry/telemetry-store.ts';

const view = (n: number): TelemetryEvent => ({
  kind: 'view',
  screen: 'payway',
  version: 2,
  channel: 'production',
  view: `view${n}abc`,
  source: 'remote',
});
const counted = (writes: PendingWrite[]) => writes.reduce((sum, w) => sum + w.rollups.rows().reduce((a, r) => a + r.count, 0), 0);

describe('ingest buffer', () => {
  it('writes every batch accepted since the last write in one write, summed', async () => {
    const writes: PendingWrite[] = [];
    const buffer = createIngestBuffer({ write: async (w) => void writes.push(w) }, { everyMs: 60_000 });
    for (let i = 0; i < 30; i++) expect(buffer.accept('0.2.0', [view(i), view(i + 100)])).toBe(true);
    expect(buffer.waiting()).toBe(60);
    await buffer.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.raw).toHaveLength(30);
    // One rollup row (same screen, version, hour, build, kind) holding all 60 views.
    expect(writes[0]?.rollups.rows().map((r) => r.count)).toEqual([60]);
    expect(buffer.waiting()).toBe(0);
    await buffer.close();
  });

  it('keeps what a failed write did not store for the next one, and refuses batches past its bound meanwhile', async () => {
    const writes: PendingWrite[] = [];
    let failing = true;
    const errors: unknown[] = [];
    const buffer = createIngestBuffer(
      {
        write: async (w) => {
          if (failing) throw new Error('database down');
          writes.push(w);
        },
      },
      { everyMs: 60_000, maxWaiting: 10, onError: (err) => errors.push(err) },
    );
    expect(buffer.accept('0.2.0', [view(1), view(2), view(3), view(4)])).toBe(true);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(buffer.waiting()).toBe(4);
    expect(buffer.accept('0.2.0', [view(5), view(6), view(7), view(8)])).toBe(true);
    // 8 wait; 4 more would pass the bound of 10.
    expect(buffer.accept('0.2.0', [view(9), view(10), view(11), view(12)])).toBe(false);
    failing = false;
    await buffer.flush();
    expect(counted(writes)).toBe(8);
    expect(writes[0]?.raw).toHaveLength(2);
    expect(buffer.waiting()).toBe(0);
    expect(buffer.accept('0.2.0', [view(13)])).toBe(true);
    // close() writes what waits, and takes nothing after.
    await buffer.close();
    expect(counted(writes)).toBe(9);
    expect(buffer.accept('0.2.0', [view(14)])).toBe(false);
  });
});

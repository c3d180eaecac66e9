/** The database health (issue 29 item 1): a report is checked by a probe; down until a probe answers again, with a growing pause. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHealth } from '../../../server/db/database-health.ts';

const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '' });
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

afterEach(() => {
  vi.useRealTimers();
});

describe('database health', () => {
  it('stays up when a probe after a lost connection answers (one killed connection is not an outage)', async () => {
    const probe = vi.fn(async () => undefined);
    const health = createHealth({ probe, log: () => undefined });
    const changes: boolean[] = [];
    health.onChange((up) => changes.push(up));
    health.suspect(lost);
    await health.check();
    expect(health.isUp()).toBe(true);
    expect(changes).toEqual([]);
    expect(probe).toHaveBeenCalled();
  });

  it('ignores errors that are not the database going away (a bug is not an outage)', () => {
    const probe = vi.fn(async () => undefined);
    const health = createHealth({ probe, log: () => undefined });
    health.suspect(new Error('syntax error at or near "selec"'));
    expect(probe).not.toHaveBeenCalled();
  });

  it('goes down when the probe fails, probes again with a growing pause, and tells listeners when it is back', async () => {
    vi.useFakeTimers();
    let answering = false;
    const at: number[] = [];
    const probe = vi.fn(async () => {
      at.push(Date.now());
      if (!answering) throw refused;
    });
    const health = createHealth({ probe, firstDelayMs: 100, maxDelayMs: 1000, log: () => undefined });
    const changes: boolean[] = [];
    health.onChange((up) => changes.push(up));
    health.suspect(refused);
    await vi.advanceTimersByTimeAsync(0);
    expect(health.isUp()).toBe(false);
    expect(health.state()).toMatchObject({ up: false, outages: 1, lastError: refused.message });
    expect(changes).toEqual([false]);
    await vi.advanceTimersByTimeAsync(5000);
    const pauses = at.slice(1).map((t, i) => t - (at[i] ?? 0));
    // 100, 200, 400, 800, then at most 1000 (each ±20 %).
    expect(pauses.length).toBeGreaterThanOrEqual(5);
    expect(pauses[0]).toBeLessThanOrEqual(120);
    expect(pauses[3]).toBeGreaterThanOrEqual(640);
    expect(Math.max(...pauses)).toBeLessThanOrEqual(1200);
    answering = true;
    await vi.advanceTimersByTimeAsync(1200);
    expect(health.isUp()).toBe(true);
    expect(changes).toEqual([false, true]);
    const probes = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    // Up again: no more probes.
    expect(probe.mock.calls.length).toBe(probes);
  });

  it('answers one probe to many reports at once', async () => {
    let release: () => void = () => undefined;
    const probe = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const health = createHealth({ probe, log: () => undefined });
    for (let i = 0; i < 50; i += 1) health.suspect(lost);
    release();
    await health.check();
    expect(probe.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

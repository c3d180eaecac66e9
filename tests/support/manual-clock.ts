/** A ClockPort only the test moves: `advance` runs, in order, the timers due by then; wallTime moves with it. */
import type { ClockPort } from '../../renderer/core/ports.ts';

/** The manual clock: a ClockPort, plus `advance(ms)` and how many timers wait. */
export type ManualClock = ClockPort & { advance(ms: number): void; pending(): number };

/** A clock standing at `start` (ms) until the test advances it. */
export function manualClock(start = 0): ManualClock {
  let now = start;
  const timers = new Map<number, { at: number; fn: () => void }>();
  let next = 0;
  return {
    now: () => now,
    wallTime: () => now,
    setTimeout(fn, ms) {
      timers.set(++next, { at: now + ms, fn });
      return next;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    pending: () => timers.size,
    advance(ms) {
      now += ms;
      for (const [handle, timer] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now || !timers.has(handle)) continue;
        timers.delete(handle);
        timer.fn();
      }
    },
  };
}

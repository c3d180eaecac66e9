/**
 * Fake timers whose clock runs on with the real one in 2 ms steps. Vitest's `shouldAdvanceTime` moves the fake clock
 * 20 ms every 20 ms, so a timer due at once waited up to 20 ms of real time: testing-library's waitFor ends on a
 * `setTimeout(0)`, and the QA fixture replay waits that way at every step (about 40 % of its time was spent idle).
 * Finer steps cost more CPU for little (1 ms: about 4.6 % of a core against 3.2 % at 2 ms and 4 ms).
 */
import { vi } from 'vitest';

// The real clock and timers, taken before any test fakes them (vitest fakes performance and setInterval too).
const realNow = performance.now.bind(performance);
const realSetInterval = globalThis.setInterval;
const realClearInterval = globalThis.clearInterval;

/** Turns fake timers on, their clock following real time; returns what stops it (call it before `vi.useRealTimers()`). */
export function useRealTimeFakeTimers(stepMs = 2): () => void {
  vi.useFakeTimers();
  let last = realNow();
  const ticker = realSetInterval(() => {
    const elapsed = Math.floor(realNow() - last);
    if (elapsed < 1) return;
    last += elapsed;
    vi.advanceTimersByTime(elapsed);
  }, stepMs);
  return () => realClearInterval(ticker);
}

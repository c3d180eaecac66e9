/** The ClockPort over the global timers (looked up at each call, so vitest fake timers drive it). */
import type { ClockPort } from '../renderer/core/ports.ts';

/** Creates a clock over Date.now, setTimeout and clearTimeout. */
export function createClock(): ClockPort {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** The app's clock. */
export const clock: ClockPort = createClock();

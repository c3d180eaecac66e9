/**
 * The QA fixture replay's clock in jsdom: it moves only while a step waits, one poll interval per failed try (and at
 * `advance` steps), never faster than real time, so what a step sees depends on how many tries it took, not on how
 * busy the machine is. A clock that followed real time let more than a second pass at load 30 before "Resend in 60s"
 * was read right after the SMS entry opened, and the countdown already showed 59 s (three fixtures red).
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { FixtureDriver } from './fixture-driver.ts';

// The real clock and timers, taken before a test fakes them (vitest fakes performance and setInterval too).
const realNow = performance.now.bind(performance);
const realSetTimeout = globalThis.setTimeout;
const realSetInterval = globalThis.setInterval;
const realClearInterval = globalThis.clearInterval;

/** The fake time a failed try lets pass before the next, and the least real time between tries (as waitFor's interval). */
export const clockPollInterval = 20;

/**
 * Turns fake timers on with the clock standing still; timers due now (a `setTimeout(0)`: testing-library and user-event
 * wait on one after each action) still fire, every 2 ms of real time. Returns what stops it (call it before
 * `vi.useRealTimers()`).
 */
export function useStillFakeTimers(): () => void {
  vi.useFakeTimers();
  const ticker = realSetInterval(() => vi.advanceTimersByTime(0), 2);
  return () => realClearInterval(ticker);
}

/**
 * Calls `check` (inside React's act, so what it reads has been drawn) until it returns undefined; a thrown error counts
 * as a problem. Between tries it waits one interval of real time (work outside the fake clock, such as a module still
 * loading, goes on meanwhile) and moves the fake clock on by one interval (timers due meanwhile fire in order). Rejects
 * with the last problem once `timeout` ms have passed, of fake or of real time. Fake timers must be on.
 */
export const clockPoll: FixtureDriver['poll'] = async (check, timeout) => {
  const started = realNow();
  for (let waited = 0; ; waited += clockPollInterval) {
    let problem: unknown;
    await act(async () => {
      try {
        problem = await check();
      } catch (err) {
        problem = err;
      }
    });
    if (problem === undefined) return;
    if (waited >= timeout || realNow() - started >= timeout) throw problem instanceof Error ? problem : new Error(String(problem));
    await new Promise<void>((resolve) => realSetTimeout(resolve, clockPollInterval));
    await act(() => vi.advanceTimersByTimeAsync(clockPollInterval));
  }
};

/**
 * The server clock the tests move (HATID_TEST_CLOCK=1, never in production): the real time plus an offset, so time
 * still runs between two moves. Releases, schedules, the audit and field reports all read it; sign-in sessions keep
 * the real clock.
 */

/** A clock an admin can move forward (or set) through POST /studio-api/test-clock. */
export interface TestClock {
  now(): Date;
  /** Moves it by `ms` (forward when positive). */
  advance(ms: number): void;
  /** Sets it to `at` (time runs on from there). */
  set(at: Date): void;
}

/** Creates a test clock at the real time. */
export function createTestClock(real: () => number = Date.now): TestClock {
  let offset = 0;
  return {
    now: () => new Date(real() + offset),
    advance(ms) {
      offset += ms;
    },
    set(at) {
      offset = at.getTime() - real();
    },
  };
}

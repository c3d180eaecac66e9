/**
 * Every wall-clock limit of the test suites, in one place. Tests wait for the app's own signals (a screen's
 * data-phase, a request settled: tests/support/wait-for-screen-ready.ts); these limits only say when to give up, so
 * they are generous and scale with the machine: HATID_TEST_SLOWDOWN=2 doubles every one (say, on a CI runner shared
 * with other jobs). Read by tests/setup/unit.ts and .storybook/preview.tsx (testing-library), vitest.config.ts and playwright.config.ts.
 */

/** The factor from HATID_TEST_SLOWDOWN (a positive number; 1 when unset or not a number). */
export const slowdown = readSlowdown(typeof process === 'undefined' ? undefined : process.env.HATID_TEST_SLOWDOWN);

function readSlowdown(raw: string | undefined): number {
  const value = Number(raw);
  return raw && Number.isFinite(value) && value > 0 ? value : 1;
}

const scaled = (ms: number) => Math.round(ms * slowdown);

/**
 * The limits, in milliseconds, already scaled. Sized from a run under scripts/stress-cpu.mjs with four other agents at
 * work (load average 13 on 2 cores): the studio's jsdom tests took up to 30 s each there, PGlite server tests 31 s.
 */
export const timeouts = {
  /** testing-library's findBy… and waitFor (its default is 1 s, which a busy machine's first screen draw can take). */
  asyncUtil: scaled(15_000),
  /** One vitest test (jsdom or Node). */
  unitTest: scaled(90_000),
  /** One vitest hook (beforeAll: preloading the lazy widgets). */
  unitHook: scaled(120_000),
  /** One server test (PGlite takes a few seconds to start per file). */
  serverTest: scaled(120_000),
  /** One server hook. */
  serverHook: scaled(240_000),
  /** One Playwright test. */
  e2eTest: scaled(120_000),
  /** One Playwright expect (toBeVisible, toHaveURL, …). */
  e2eExpect: scaled(15_000),
  /** Starting an e2e web server (two Vite builds, then the server). */
  e2eServer: scaled(300_000),
} as const;

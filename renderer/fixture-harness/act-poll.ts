/**
 * How a fixture's checks are tried in jsdom by the server's replay before a publish (the unit tests' replay moves its
 * fake clock itself: tests/support/clock-poll.ts): testing-library's waitFor, so each look runs inside React's act() and
 * what a look finds has been drawn.
 */
import { waitFor } from '@testing-library/react';
import type { FixtureDriver } from './fixture-driver.ts';

/** Tries `check` every 20 ms until it finds no problem; after `timeout` ms, rejects with the last problem. */
export const actPoll: FixtureDriver['poll'] = (check, timeout) =>
  waitFor(
    async () => {
      const problem = await check();
      if (problem !== undefined) throw new Error(problem);
    },
    { timeout, interval: 20, onTimeout: (err) => err },
  );

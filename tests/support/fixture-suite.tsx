/**
 * The QA fixtures' jsdom replay, split into parts so the unit run's two workers share it (one file of every fixture
 * was the run's longest file and ended it alone). HATID_FIXTURE (a file path, set by `npm run fixture`) keeps only that
 * fixture, in part 1.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadFixtureFiles } from './fixture-files.ts';
import { replayFixture } from './fixture-runner.tsx';
import { timeouts } from '../setup/timeouts.ts';
import { useStillFakeTimers } from './clock-poll.ts';

/** How many test files replay the fixtures (tests/fixtures.test.tsx and tests/fixtures-part-<n>.test.tsx). */
export const fixtureParts = 3;

/** Declares one test per fixture of part `part` (1-based) of `fixtureParts`: every part-th fixture in path order. */
export function describeFixturePart(part: number): void {
  const only = process.env.HATID_FIXTURE;
  const all = loadFixtureFiles().filter((f) => !only || f.file === only);
  const files = only ? (part === 1 ? all : []) : all.filter((_, i) => i % fixtureParts === part - 1);

  describe(`QA fixtures, part ${part} of ${fixtureParts}`, () => {
    // The clock moves only while a step waits and at `advance` steps (clock-poll.ts), so the replay sees the same
    // times however busy the machine is.
    let stopClock: (() => void) | undefined;
    beforeEach(() => {
      stopClock = useStillFakeTimers();
    });
    afterEach(() => {
      stopClock?.();
      cleanup();
      vi.useRealTimers();
    });

    it.skipIf(Boolean(only) && part !== 1)('finds fixtures to replay', () => {
      expect(files.length).toBeGreaterThan(0);
    });

    for (const { file, fixture, problems, testName } of files) {
      it(
        testName,
        async () => {
          if (!fixture) throw new Error(`${file} is not a valid fixture:\n  ${problems.join('\n  ')}`);
          await replayFixture(fixture, file);
        },
        timeouts.unitTest,
      );
    }
  });
}

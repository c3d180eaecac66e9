/**
 * The jsdom replay's clock does not run on while the machine is slow: with every look at the page taking 300 ms of real
 * time, the SMS entry's 60 s countdown read right after it opens still shows 60 s (at load 30, a clock that followed
 * real time showed 59 s and three fixtures were red).
 */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadFixtureFiles } from '../../support/fixture-files.ts';
import { openInJsdom } from '../../support/jsdom-fixture-driver.tsx';
import { runFixtureSteps } from '../../support/run-fixture-steps.ts';
import { useStillFakeTimers } from '../../support/clock-poll.ts';

const file = 'tests/fixtures/payway/commit-opens-sms.json';
const realSetTimeout = globalThis.setTimeout;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('a countdown read right after it starts shows its first value on a slow machine', async () => {
  const fixture = loadFixtureFiles().find((f) => f.file === file)?.fixture;
  if (!fixture) throw new Error(`${file} is missing or not a valid fixture`);
  expect(fixture.steps).toContainEqual({ expectDisabled: { role: 'button', name: 'Resend in 60s' } });
  const stop = useStillFakeTimers();
  try {
    const replay = await openInJsdom(fixture);
    const count = replay.driver.count;
    replay.driver.count = async (target) => {
      await new Promise((resolve) => realSetTimeout(resolve, 300));
      return count(target);
    };
    await runFixtureSteps(fixture, replay.driver, file);
    replay.stop();
  } finally {
    stop();
  }
});

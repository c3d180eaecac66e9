/**
 * Replays every QA fixture under tests/fixtures/ in jsdom (each checked against the fixture schema first), one test
 * per fixture named by its `name`: `-t "<name>"` or `npm run fixture -- "<name>"` runs one. HATID_FIXTURE (a file
 * path, set by `npm run fixture`) keeps only that fixture.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { loadFixtureFiles } from './support/fixture-files.ts';
import { replayFixture } from './support/fixture-runner.tsx';
import { timeouts } from './setup/timeouts.ts';

const only = process.env.HATID_FIXTURE;
const files = loadFixtureFiles().filter((f) => !only || f.file === only);

describe('QA fixtures', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('finds fixtures to replay', () => {
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

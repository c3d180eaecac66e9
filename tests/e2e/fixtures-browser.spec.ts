/**
 * QA fixtures in real Chromium (the browser driver of the fixture runner), against the built app on the e2e server.
 * `npm test` replays one fixture per screen (fixture-sample.ts); `npm run fixtures:browser` (HATID_FIXTURES=all) every
 * one; `npm run fixture -- --browser <name or path>` (HATID_FIXTURE) one.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openInBrowser } from '../support/browser-fixture-driver.ts';
import { loadFixtureFiles } from '../support/fixture-files.ts';
import { browserSkipReason, sampleByScreen, viewportOf } from '../support/fixture-sample.ts';
import { FixtureStepError, runFixtureSteps } from '../support/run-fixture-steps.ts';

const files = loadFixtureFiles();
// HATID_FIXTURE: one fixture file (or several, comma-separated).
const only = process.env.HATID_FIXTURE;
const chosen = only ? files.filter((f) => only.split(',').includes(f.file)) : process.env.HATID_FIXTURES === 'all' ? files : sampleByScreen(files);
// A draft of a screen to draw instead of the published copy (`npm run fixture -- --browser --draft <screen.json>`).
const draftFile = process.env.HATID_FIXTURE_DRAFT;
const draft = draftFile ? (JSON.parse(fs.readFileSync(draftFile, 'utf8')) as { id: string }) : undefined;

test.use({ viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 } });

test.describe('QA fixtures in Chromium', () => {
  for (const { file, fixture, problems, testName } of chosen) {
    test(testName, async ({ page }) => {
      if (!fixture) throw new Error(`${file} is not a valid fixture:\n  ${problems.join('\n  ')}`);
      const skip = browserSkipReason(fixture);
      test.skip(skip !== undefined, skip);
      await page.setViewportSize(viewportOf(fixture));
      const driver = await openInBrowser(page, fixture, { draft });
      await runFixtureSteps(fixture, driver, file);
    });
  }
});

// The runner's own check, left out when one fixture is asked for.
test('a negative first step waits for the screen: expectNoText of a text the loaded screen shows fails', async ({ page }) => {
  test.skip(Boolean(only), 'one fixture was asked for');
  const reply = files.find((f) => f.file === 'tests/fixtures/complaint-detail/reply.json')?.fixture;
  if (!reply) throw new Error('tests/fixtures/complaint-detail/reply.json is missing');
  expect(reply.steps[0]).toEqual({ expectText: 'Process Result' });
  const mutated = { ...reply, steps: [{ expectNoText: 'Process Result' }] };
  const driver = await openInBrowser(page, mutated);
  const failure = await runFixtureSteps(mutated, driver).catch((err: unknown) => err);
  expect(failure).toBeInstanceOf(FixtureStepError);
  expect(String((failure as Error).message)).toContain('the text "Process Result" is shown');
});

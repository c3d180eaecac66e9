/** Playwright: end-to-end journeys in real Chromium on a Pixel 7-sized touch screen, against the built app on the real server. */
import { defineConfig } from '@playwright/test';
import { testChromiumLaunchOptions } from './tests/setup/chromium.ts';
import { e2ePort } from './tests/setup/studio-servers.ts';
import { timeouts } from './tests/setup/timeouts.ts';

const port = e2ePort;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  // Limits from tests/setup/timeouts.ts (HATID_TEST_SLOWDOWN scales them); journeys wait for what the page shows.
  timeout: timeouts.e2eTest,
  expect: { timeout: timeouts.e2eExpect },
  reporter: ci ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: testChromiumLaunchOptions,
    viewport: { width: 412, height: 915 },
    screen: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    screenshot: 'only-on-failure',
    // A trace records a screencast and DOM snapshots of every page all along (about a quarter of the stage's CPU and test
    // time when kept for every test): only a retry (CI) records one; `--trace on` asks for it locally.
    trace: 'on-first-retry',
  },
  // The three `npm run serve` servers (the production server artifact on the embedded PostgreSQL, sandbox lender), started
  // side by side by tests/setup/e2e-servers.ts once tests/setup/e2e-prepare.ts made `npm run build`'s builds and their
  // data folders; ready when it says so. HATID_E2E_PORT (4173): the borrower journeys (an empty database: bundled
  // screens). The next port: the studio journeys (a database with only the first admin). Two up: the release journeys.
  webServer: {
    command: 'node_modules/.bin/tsx tests/setup/e2e-servers.ts',
    wait: { stdout: /e2e servers ready/ },
    // Fails when a port is taken (the server there ends), so a server of another run is never reused.
    reuseExistingServer: false,
    timeout: timeouts.e2eServer,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

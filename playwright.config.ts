/** Playwright: end-to-end journeys in real Chromium on a Pixel 7-sized touch screen, against the built app on the real server. */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium.ts';
import { e2eDataDirs, e2ePort, releaseServerPort, studioServerPort } from './tests/setup/studio-servers.ts';
import { timeouts } from './tests/setup/timeouts.ts';

const port = e2ePort;
const ci = Boolean(process.env.CI);
const serverDefaults = { reuseExistingServer: !ci, timeout: timeouts.e2eServer, stdout: 'ignore', stderr: 'pipe' } as const;
// The built server artifact (npm run build's dist-server/), as deployed; tests/setup/e2e-prepare.ts builds it first.
const serve = 'node dist-server/main.js';

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
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 412, height: 915 },
    screen: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    locale: 'en-PH',
    timezoneId: 'Asia/Manila',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // Three `npm run serve` processes (the production server artifact on the embedded PostgreSQL) with the sandbox lender,
  // started in order after tests/setup/e2e-prepare.ts made `npm run build`'s builds and their data folders (one
  // migrated database, copied). HATID_E2E_PORT (4173): the borrower journeys (an empty database: bundled screens). The
  // next port: the studio journeys, on a database with only the first admin (`npm run admin` created it). Two up: the
  // release journeys.
  webServer: [
    {
      command: `node_modules/.bin/tsx tests/setup/e2e-prepare.ts && ${serve}`,
      url: `http://127.0.0.1:${port}/`,
      // A payment provider's host is the same server under a second name (tests/e2e/payment-host.spec.ts).
      env: {
        HATID_SANDBOX: '1',
        HATID_DATA_DIR: e2eDataDirs.app,
        PORT: String(port),
        HOST: '127.0.0.1',
        VITE_HATID_PAYMENT_HOSTS: 'localhost',
        HATID_SANDBOX_PAYMENT_ORIGIN: `http://localhost:${port}`,
        // The developer test page (/testPreview) ships only in a build that asks for it (tests/e2e/test-preview.spec.ts).
        VITE_HATID_TEST_PREVIEW: '1',
      },
      ...serverDefaults,
    },
    {
      command: serve,
      url: `http://127.0.0.1:${studioServerPort}/studio/`,
      env: {
        HATID_SANDBOX: '1',
        HATID_DATA_DIR: e2eDataDirs.studio,
        PORT: String(studioServerPort),
        HOST: '127.0.0.1',
        // A dozen studio journeys each sign in from 127.0.0.1 within a minute or two: the default 10 per address per
        // minute refused the last ones. The limit itself is tested in tests/server/studio-api/ (429 after the limit).
        HATID_SIGN_IN_PER_MINUTE: '600',
      },
      ...serverDefaults,
    },
    {
      // The release journeys' server (two ports up): its own database, the test clock, and the rollout check every second.
      command: serve,
      url: `http://127.0.0.1:${releaseServerPort}/studio/`,
      env: {
        HATID_SANDBOX: '1',
        HATID_DATA_DIR: e2eDataDirs.releases,
        PORT: String(releaseServerPort),
        HOST: '127.0.0.1',
        HATID_TEST_CLOCK: '1',
        HATID_ROLLOUT_CHECK_MS: '1000',
        HATID_SIGN_IN_PER_MINUTE: '600',
      },
      ...serverDefaults,
    },
  ],
});

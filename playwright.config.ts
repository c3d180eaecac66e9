/** Playwright: end-to-end journeys in real Chromium on a Pixel 7-sized touch screen, against the built app + sandbox. */
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/setup/chromium.ts';
import { e2eStoreRoot, studioAppPort, studioPort } from './tests/setup/studio-servers.ts';

const port = 4173;
const ci = Boolean(process.env.CI);
const storeRoot = e2eStoreRoot;
const serverDefaults = { reuseExistingServer: !ci, timeout: 120_000, stdout: 'ignore', stderr: 'pipe' } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
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
  // 4173: the borrower build every journey uses (an empty screen store, so only bundled screens are served).
  // 4174 (the same build) and 5174 (the dev server with the studio) share a second store: what the studio publishes
  // reaches a built app without a rebuild. Playwright starts them in order, so the build is there before 4174 starts.
  webServer: [
    {
      command: `rm -rf ${storeRoot} && node_modules/.bin/vite build && node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: `http://127.0.0.1:${port}/`,
      env: { HATID_STORE_DIR: `${storeRoot}/app` },
      ...serverDefaults,
    },
    {
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${studioAppPort} --strictPort`,
      url: `http://127.0.0.1:${studioAppPort}/`,
      env: { HATID_STORE_DIR: `${storeRoot}/studio` },
      ...serverDefaults,
    },
    {
      command: `node_modules/.bin/vite --host 127.0.0.1 --port ${studioPort} --strictPort`,
      url: `http://127.0.0.1:${studioPort}/studio/`,
      env: { HATID_STORE_DIR: `${storeRoot}/studio` },
      ...serverDefaults,
    },
  ],
});

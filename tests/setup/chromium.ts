/** How every test runner and measuring tool launches the system Chromium (never a Playwright-downloaded browser). */
import { existsSync } from 'node:fs';

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's full Chromium in its headless mode: what the measuring tools launch (`npm run bench`, `npm run lighthouse`,
 * the first-view trace), whose figures compare with the browser borrowers' phones run.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: flags,
};

/** Debian's package `chromium-headless-shell`, the same Chromium release built as the headless shell. */
const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * What the tests launch (the Playwright journeys and the story tests): the headless shell (what Playwright itself runs
 * headless), the same Blink and V8 without the full browser around them. The same pages cost it about half the CPU of
 * the full Chromium (docs/testing.md, "Keeping the chain short"). Without the package (scripts/ensure-chromium.sh
 * installs it), or with CHROMIUM_TEST_PATH, another binary.
 */
export const testChromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_TEST_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumLaunchOptions.executablePath),
  args: flags,
};

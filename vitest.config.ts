/**
 * Vitest projects: `unit` (jsdom, tests/), `unit-node` (tests/ files that ask for Node), `unit-own` (Node, a worker
 * each), `server` (Node, tests/server/) and `storybook` (every story rendered and played in headless Chromium).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { testChromiumLaunchOptions } from './tests/setup/chromium.ts';
import { timeouts } from './tests/setup/timeouts.ts';

const storybookConfigDir = fileURLToPath(new URL('./.storybook', import.meta.url));

/**
 * Dependencies the stories load, pre-bundled before the first test. A dependency discovered mid-run (say, right after a
 * story starts using a new package) makes Vite re-bundle while tests run, which leaves two copies of React and fails
 * unrelated stories with "Cannot read properties of null (reading 'useMemo')". Add new runtime packages here.
 */
const storyDeps = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'radix-ui',
  'zustand/vanilla',
  'wouter',
  'wouter/use-browser-location',
  'jsep',
  'hono',
  'msw',
  'msw/browser',
  'ajv/dist/runtime/ucs2length.js',
  'storybook/test',
  'uqr',
];

/**
 * Tests that run in Node, isolated (their own worker state) rather than in a shared worker: the http adapter
 * against in-process lenders, and the contract tests of the client and the sandbox against recorded wire exchanges.
 */
const ownWorkerTests = [
  'tests/unit/adapters/legacy-aliases.test.ts',
  'tests/unit/sandbox/mounts.test.ts',
  'tests/contract/**/*.test.ts',
  // The sandbox's endpoints through the http adapter: a fresh clone's file order failed them as "network" in the shared
  // worker once more (after the lazy-redaction test, which resets the module registry, joined it).
  'tests/unit/sandbox/*-sandbox.test.ts',
  'tests/unit/sandbox/sandbox-today.test.ts',
  // Resets the module registry (the redaction code must not be in yet): never in the shared worker.
  'tests/unit/adapters/lazy-redaction.test.ts',
  // Mocks the lender chunks and resets the module registry between its tests: never in the shared worker.
  'tests/unit/adapters/api-not-sent.test.ts',
];

/**
 * The files under tests/ (not server/ nor e2e/) whose first line asks for Node (`// @vitest-environment node`). They
 * run in a project of their own: mixed into the jsdom project's queue, every switch between a Node file and a jsdom
 * file ended the worker and started another (vitest reuses a worker only for a file of the same environment), which
 * loaded jsdom, the setup's preloads and every module again — 68 workers for 273 files in one run.
 */
const nodeEnvironmentTests = readdirSync('tests', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !/^(server|e2e)\//.test(file))
  .map((file) => `tests/${file}`)
  .filter((file) => readFileSync(file, 'utf8').startsWith('// @vitest-environment node'));

/** What Node 20 lacks that the first views' React build asks for (server/array-buffer-detached.ts), before any test file. */
const nodeFeatures = 'server/array-buffer-detached.ts';

export default defineConfig({
  test: {
    // Sized for the 2-core machine the suite must pass on: one worker per core (vitest's default leaves one core idle).
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/server/**', 'node_modules/**', ...ownWorkerTests, ...nodeEnvironmentTests],
          setupFiles: [nodeFeatures, 'tests/setup/unit.ts'],
          testTimeout: timeouts.unitTest,
          hookTimeout: timeouts.unitHook,
          // One jsdom per worker instead of per file: ~35 s instead of ~150 s on 2 cores; tests/setup/unit.ts resets.
          isolate: false,
          // After the Node projects, never interleaved with their files (see nodeEnvironmentTests).
          sequence: { groupOrder: 2 },
        },
      },
      {
        // tests/ files that ask for Node, sharing one worker per core (no jsdom, no setup file of the unit project's).
        plugins: [react()],
        test: {
          name: 'unit-node',
          environment: 'node',
          include: nodeEnvironmentTests,
          exclude: ownWorkerTests,
          setupFiles: [nodeFeatures],
          testTimeout: timeouts.unitTest,
          hookTimeout: timeouts.unitHook,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Node tests of the http adapter against in-process lenders, each file in its own module graph: in the shared
        // worker, a fresh checkout's file order had their calls fail as "network" (see ownWorkerTests).
        plugins: [react()],
        test: {
          name: 'unit-own',
          environment: 'node',
          include: ownWorkerTests,
          setupFiles: [nodeFeatures],
          testTimeout: timeouts.unitTest,
          hookTimeout: timeouts.unitHook,
          sequence: { groupOrder: 1 },
        },
      },
      {
        // The publishing server and its store (Node, PGlite in memory; `npm run test:pg` runs it on PostgreSQL too).
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          setupFiles: [nodeFeatures],
          // Every test database starts from one migrated PGlite dumped once per run (initdb and the migrations took 9–12 s each);
          // the fixture replay worker is built once per run (each check loaded the renderer's sources through Vite).
          globalSetup: ['tests/server/support/migrated-template.ts', 'tests/server/support/built-replay-worker.ts'],
          // PGlite takes a second or more to start; each test database is one of its own, files in parallel.
          testTimeout: timeouts.serverTest,
          hookTimeout: timeouts.serverHook,
          // One process per worker for all its files: a fresh one per file imported the server again and compiled
          // PGlite's WebAssembly again (about a third of the stage's CPU). The files keep no module state that matters.
          isolate: false,
        },
      },
      {
        plugins: [storybookTest({ configDir: storybookConfigDir })],
        optimizeDeps: { include: storyDeps },
        test: {
          name: 'storybook',
          // Every story file in one iframe, not a fresh one each: a fresh iframe loaded the preview, React, MSW and the
          // renderer's modules again for each of the 62 files (about 3/4 of the stage's CPU, most of it Chromium's).
          // Each story still mounts fresh: the preview's loader resets the sandbox and sets the language, the addon sizes the
          // viewport (docs/testing.md, "Keeping the chain short").
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: testChromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});

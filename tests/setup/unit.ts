/**
 * Unit project setup. Test files share one jsdom per worker (`isolate: false` in vitest.config.ts, 4x faster), so
 * after each test we put back everything a test may have changed: rendered DOM, fake timers, spies, stubbed globals.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { timeouts } from './timeouts.ts';
import { checkWorkerGlobals, rememberWorkerGlobals } from './worker-globals.ts';
import { preloadAppModules } from '../../app/preload-app-modules.ts';

rememberWorkerGlobals();

// findBy*/waitFor give up after timeouts.asyncUtil (not testing-library's 1 s): on a busy machine a screen's first draw
// can take longer. They still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: timeouts.asyncUtil });

// Everything the app loads lazily is loaded up front (app/preload-app-modules.ts): the widgets, the loading view, the
// lender API's code and axios, the answer checks, screen preparation and every validator. A load still running when a
// file ends fails a later file of the shared worker ("Cannot load … after the environment was torn down"), and one
// slower than a test's fake-clock steps on a busy machine starts its timers after the clock moved. Cached here, those
// loads settle at once.
beforeAll(() => preloadAppModules());

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  checkWorkerGlobals();
});

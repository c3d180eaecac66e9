/**
 * Unit project setup. Test files share one jsdom per worker (`isolate: false` in vitest.config.ts, 4x faster), so
 * after each test we put back everything a test may have changed: rendered DOM, fake timers, spies, stubbed globals.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadWidgets } from '../../renderer/react/registry.ts';
import { timeouts } from './timeouts.ts';

// findBy*/waitFor give up after timeouts.asyncUtil (not testing-library's 1 s): on a busy machine a screen's first draw
// can take longer. They still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: timeouts.asyncUtil });

// Lazily loaded widgets are loaded up front so a test never sees a widget still loading.
beforeAll(async () => {
  await preloadWidgets();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

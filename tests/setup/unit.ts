/**
 * Unit project setup. Test files share one jsdom per worker (`isolate: false` in vitest.config.ts, 4x faster), so
 * after each test we put back everything a test may have changed: rendered DOM, fake timers, spies, stubbed globals.
 */
import { afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { preloadWidgets } from '../../renderer/react/registry.ts';
import { preloadShapedSkeleton } from '../../renderer/react/screen-view.tsx';
import { timeouts } from './timeouts.ts';
import { checkWorkerGlobals, rememberWorkerGlobals } from './worker-globals.ts';
import { generatedLoaders } from '../../renderer/core/validation/load-validators.ts';

rememberWorkerGlobals();

// findBy*/waitFor give up after timeouts.asyncUtil (not testing-library's 1 s): on a busy machine a screen's first draw
// can take longer. They still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: timeouts.asyncUtil });

// Lazily loaded widgets (and the shaped loading view) are loaded up front so a test never sees one still loading. So
// are the app's lazy modules (the lender API's code and axios, the answer checks, screen preparation): a test that
// creates the app's ports starts loading them, and a load still running when its file ends fails a later file of the
// shared worker ("Cannot load … after the environment was torn down"); a load slower than a test's fake-clock loop on
// a busy machine (axios's first transform) leaves that test without its request. Cached here, those loads settle at
// once. So are the precompiled validators: a screen prepared by a file that ends without awaiting it loads its widgets'
// validators (and their ajv runtime helpers) after the document arrived — seen once failing a later file.
beforeAll(async () => {
  await Promise.all([
    preloadWidgets(),
    preloadShapedSkeleton(),
    import('../../adapters/http/create-api.ts'),
    import('../../adapters/http/axios-clients.ts'),
    import('../../adapters/http/check-answer.ts'),
    import('../../app/load-screen.ts'),
    import('../../app/screen-request.ts'),
    import('../../app/ready-bundled-copy.ts'),
    import('../../renderer/core/migrations/migrate-document.ts'),
    import('../../renderer/core/validation/validate-document.ts'),
    generatedLoaders.screen(),
    generatedLoaders.action(),
    ...Object.values(generatedLoaders.widgets).map((load) => load()),
  ]);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  checkWorkerGlobals();
});

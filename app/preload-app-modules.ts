/**
 * Everything the app loads lazily, loaded up front where screens are replayed on a fake clock (`npm test`'s jsdom, the
 * server's fixture replay): a chunk still loading in real time when a step advances the clock would start its timers
 * after the advance (a request's 60 s timeout, then never seen), and a load still running when a test file ends fails
 * a later file of a shared worker. Not part of the borrower's build (the app loads these when it needs them).
 */
import { loadTapHandlers } from '../renderer/core/actions/handlers.ts';
import { generatedLoaders } from '../renderer/core/validation/load-validators.ts';
import { preloadWidgets } from '../renderer/react/registry.ts';
import { preloadShapedSkeleton } from '../renderer/react/screen-view.tsx';

/**
 * Loads the lazy widgets, the loading view, the tap's action handlers, the lender API's modules, screen preparation and
 * every validator.
 */
export function preloadAppModules(): Promise<unknown> {
  return Promise.all([
    preloadWidgets(),
    preloadShapedSkeleton(),
    loadTapHandlers(),
    import('../adapters/http/create-api.ts'),
    import('../adapters/http/axios-clients.ts'),
    import('../adapters/http/check-answer.ts'),
    import('./load-screen.ts'),
    import('./screen-request.ts'),
    import('./ready-bundled-copy.ts'),
    import('../renderer/core/migrations/migrate-document.ts'),
    import('../renderer/core/validation/validate-document.ts'),
    generatedLoaders.screen(),
    generatedLoaders.action(),
    ...Object.values(generatedLoaders.widgets).map((load) => load()),
  ]);
}

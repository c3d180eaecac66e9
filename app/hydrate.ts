/**
 * Hydrating the server's first view (first-view.ts): React attaches the app to the HTML already on screen instead of
 * drawing it again. It waits for the chunks the first view was drawn with (its lazy widgets in the page's flow and the
 * shaped loading view: the page's HTML names them to be preloaded), so the whole page hydrates in one pass and no
 * part is left waiting while the app moves on. A drawing that differs from the server's is an error, logged where
 * the app's errors go (and failing the journey that watches for it): React then redraws that part, never silently.
 * The server draws in the language the app chooses as far as the request tells it (the page's `lang`, the language
 * cookie, Accept-Language): main.tsx hydrates only a page drawn in the app's own language.
 */
import { createElement, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import routes from '../screens/routes.json';
import type { LoggerPort } from '../renderer/core/ports.ts';
import { matchRoute } from '../renderer/core/routes.ts';
import { preloadShapedSkeleton } from '../renderer/react/screen-view.tsx';
import type { FirstView } from './first-view.ts';
import { hydratedEvent } from './hydrated-event.ts';

/** What is logged when the app's drawing differs from the server's first view. */
export const mismatchMessage = 'hydration mismatch: the app drew the page differently from the server';

/** Says, once the hydrated page's effects have run, that the app answers taps (a page's hints script waits for it). */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.dispatchEvent(new Event(hydratedEvent));
  }, []);
  return children;
}

/** Hydrates `app` over the first view in `root`; a page of another route (a #hash route at /) is drawn afresh. */
export async function hydrateFirstView(
  root: HTMLElement,
  app: (firstView?: FirstView) => ReactNode,
  firstView: FirstView,
  logger: LoggerPort,
): Promise<void> {
  if (matchRoute(routes, window.location)?.screen !== firstView.screen) {
    createRoot(root).render(app());
    return;
  }
  // The server drew the document in the page's language (localize-document.ts), as the app draws every document in one;
  // the inlined copy itself stays as published (the screen loader keeps it as the fresh copy).
  let drawn = firstView;
  try {
    const { preloadScreenWidgets, heldCopy } = await import('./ready-bundled-copy.ts');
    const [document] = await Promise.all([
      heldCopy(firstView.document),
      preloadScreenWidgets(firstView.document, 'in-flow').wait,
      preloadShapedSkeleton(),
    ]);
    drawn = { ...firstView, document };
  } catch {
    // A chunk that did not arrive: the app draws the page afresh (a document not in one language cannot be drawn).
    createRoot(root).render(app());
    return;
  }
  hydrateRoot(root, createElement(Hydrated, null, app(drawn)), {
    onRecoverableError(error, info) {
      const message = error instanceof Error ? error.message : String(error);
      logger.error(`${mismatchMessage} (${message})`, '', info.componentStack);
    },
  });
}

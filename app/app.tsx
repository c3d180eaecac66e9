/** The app shell: route → screen document → validated → drawn; a calm state for unknown routes and broken documents. */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocationProperty } from 'wouter/use-browser-location';
import type { StoreApi } from 'zustand/vanilla';
import routes from '../screens/routes.json';
import type { ScreenDocument } from '../schemas/generated/types.ts';
import { parsePageQuery, sessionParamNames } from '../adapters/http/page-query.ts';
import type { FeedbackState } from '../renderer/core/feedback-store.ts';
import type { Ports } from '../renderer/core/ports.ts';
import { matchRoute, type Route } from '../renderer/core/routes.ts';
import { ScreenProblem } from '../renderer/react/screen-problem.tsx';
import { preloadShapedSkeleton, ScreenView } from '../renderer/react/screen-view.tsx';
import { useSlow } from '../renderer/react/slow-note.tsx';
import { ToastHost } from '../renderer/react/toast-host.tsx';
import { createEarlyLoads } from './early-loads.ts';
import { keepGoodData, lastGoodData } from './last-good-data.ts';
import type { LoadedScreen } from './load-screen.ts';
import type { FirstView } from './first-view.ts';
import { LoadingPage } from './loading-page.tsx';
import { sameJson } from './same-json.ts';
import { defaultScreenLoader, type ScreenLoader } from './screen-loader.ts';
import { bundledTitle, loadingWords } from './screen-titles.ts';

// Development only: with import.meta.env.DEV false at build time the import is dead code, so Rollup leaves the console
// (and what it shows) out of the production build entirely; `npm run size` fails if its text ever reaches dist/assets.
const DevConsole = import.meta.env.DEV ? lazy(() => import('./dev-console.tsx')) : null;

/** Props of App. */
export interface AppProps {
  ports: Ports;
  feedbackStore: StoreApi<FeedbackState>;
  /** Show the developer console (plain browser without the native bridge); development builds only. */
  devConsole: boolean;
  /** Loads a screen by id (default: the published copy, else the last good copy, else the bundled one). */
  loadScreen?: ScreenLoader;
  /** The routes asked for on a path no built-in route matches (default: the server's, served-routes.ts). */
  moreRoutes?: () => Promise<readonly Route[]>;
  /** The page's address where there is no window: the server's first view (app/ssr/render-first-view.tsx). */
  location?: PageLocation;
  /** The first view the server drew (first-view.ts): the app draws its route from it, the same drawing, and hydrates it. */
  firstView?: FirstView;
}

/** An address as window.location gives it. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

const servedRoutes = () => import('./served-routes.ts').then((m) => m.servedRoutes());

const currentHref = () => window.location.pathname + window.location.search + window.location.hash;

/** The borrower app. */
export function App({
  ports,
  feedbackStore,
  devConsole,
  loadScreen = defaultScreenLoader,
  moreRoutes = servedRoutes,
  location,
  firstView,
}: AppProps) {
  const at = location ?? (typeof window === 'undefined' ? undefined : window.location);
  const serverHref = () => (at ? at.pathname + at.search + at.hash : '');
  const href = useLocationProperty(location ? serverHref : currentHref, serverHref);
  // Routes of screens made in the studio since this build: asked for only on a path none of the built-in ones match.
  const [served, setServed] = useState<readonly Route[] | undefined>();
  const match = useMemo(
    () => (href && at ? (matchRoute(routes, at) ?? (served ? matchRoute(served, at) : undefined)) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- href is what changes: `at` is the same live location object
    [href, served],
  );
  const asking = Boolean(href) && !match && served === undefined;
  useEffect(() => {
    if (asking) void moreRoutes().then(setServed, () => setServed([]));
  }, [asking, moreRoutes]);
  // The first view belongs to the first address drawn only: a later visit of the same address draws afresh.
  const [firstHref] = useState(href);
  const first = firstView?.screen === match?.screen && href === firstHref ? firstView : undefined;
  return (
    <>
      {asking ? (
        <LoadingPage topBar />
      ) : match ? (
        <RoutedScreen
          key={href}
          screen={match.screen}
          search={match.search}
          ports={ports}
          loadScreen={loadScreen}
          isPublic={Boolean(match.route.public)}
          firstView={first}
        />
      ) : (
        <ScreenProblem title="Page not found" text="This page does not exist. Please go back and try again." />
      )}
      <ToastHost store={feedbackStore} />
      {DevConsole && devConsole && !match?.route.public ? (
        <Suspense fallback={null}>
          <DevConsole />
        </Suspense>
      ) : null}
    </>
  );
}

interface RoutedScreenProps {
  screen: string;
  search: string;
  ports: Ports;
  loadScreen: ScreenLoader;
  /** A page of the public website (no top bar while it loads). */
  isPublic: boolean;
  /** The server's first view of this screen: drawn at once (a screen with nothing to load as loaded, else held). */
  firstView?: FirstView;
}

function RoutedScreen({ screen, search, ports, loadScreen, isPublic, firstView }: RoutedScreenProps) {
  // The first view's document: drawn as loaded when it has nothing to load, else held until its own copy is in.
  const first = firstView?.document;
  const [loaded, setLoaded] = useState<LoadedScreen | null>(() =>
    first && nothingToLoad(first) ? { ok: true, document: first, source: 'remote' } : null,
  );
  // The bundled copy, drawn as the screen's loading view until its own copy is in (screen-loader.ts), or the first view's.
  const [held, setHeld] = useState<ScreenDocument | null>(() => (first && !loaded ? first : null));
  // What the first view left out (the device's saved values, the session, the clock) stays out of the drawing that
  // hydrates it, then comes in at once: with the screen's own copy when the first view waits for it (one drawing for
  // both, not one more before it), else right after hydrating.
  const [unknown, setUnknown] = useState(firstView?.unknown);
  const [waitsForCopy] = useState(() => held !== null);
  useEffect(() => {
    if (!waitsForCopy) setUnknown(undefined);
  }, [waitsForCopy]);
  const [attempt, setAttempt] = useState(0);
  const input = useMemo(() => {
    const query = parsePageQuery(search);
    const session: Record<string, string> = {};
    for (const name of sessionParamNames) if (query[name] !== undefined) session[name] = query[name];
    const data = lastGoodData(screen, search);
    return data ? { query, session, data } : { query, session };
  }, [screen, search]);
  // The screen's data calls start from the first copy of its document at hand, not from its first render.
  const early = useMemo(() => createEarlyLoads(input, ports), [input, ports]);
  useEffect(() => {
    let live = true;
    void preloadShapedSkeleton();
    loadScreen(screen, ports.logger, early.start, (doc) => live && setHeld(doc)).then(
      (result) => {
        if (!live) return;
        setLoaded((drawn) => keepDrawing(drawn, result));
        setUnknown(undefined);
      },
      (err: unknown) => {
        ports.logger.error(`screen \`${screen}\` could not be loaded: ${err instanceof Error ? err.message : String(err)}`, '');
        if (!live) return;
        setLoaded({ ok: false, reason: 'missing', errors: [] });
        setUnknown(undefined);
      },
    );
    return () => {
      live = false;
    };
  }, [screen, ports, attempt, loadScreen, early]);
  // Once the screen's data is in, what a tap may open (its dialogs' and sheets' widgets) starts loading.
  const preloadRest = loaded?.ok ? loaded.preloadRest : undefined;
  const keepData = useCallback(
    (data: Record<string, unknown>) => {
      early.clear();
      keepGoodData(screen, search, data);
      preloadRest?.();
    },
    [screen, search, early, preloadRest],
  );
  const slow = useSlow(ports.clock, !loaded, attempt);
  // What the screen logs names places of the document as it was sent, not as drawn (fallbacks for unknown nodes).
  const originOf = loaded?.ok ? loaded.originOf : undefined;
  const screenPorts = useMemo(
    () =>
      originOf
        ? {
            ...ports,
            api: early.api,
            logger: { error: (message: string, pointer: string, detail?: unknown) => ports.logger.error(message, originOf(pointer), detail) },
          }
        : { ...ports, api: early.api },
    [ports, originOf, early],
  );

  // The first view's document readied by the loader (put in the page's language again: equal, maybe another object)
  // stays the same drawing: the hydrated page is kept, nothing is drawn afresh.
  const keepsFirstView = useMemo(
    () => Boolean(firstView && held && loaded?.ok && (loaded.document === held || sameJson(loaded.document, held))),
    [firstView, held, loaded],
  );
  const words = loadingWords(screen);
  const reload = () => setAttempt((n) => n + 1);
  if (!loaded && held)
    return <ScreenView key="held" document={held} input={input} ports={screenPorts} held loadingText={words} onRetry={reload} unknown={unknown} />;
  if (!loaded) return <LoadingPage topBar={!isPublic} title={bundledTitle(screen)} words={words} slow={slow} onRetry={reload} />;
  if (!loaded.ok) {
    return (
      <ScreenProblem
        title="This page can't be shown"
        text="Please try again in a moment."
        onRetry={() => {
          setLoaded(null);
          setAttempt((n) => n + 1);
        }}
        details={import.meta.env.DEV ? loaded.errors.map((e) => `${e.pointer || '/'}  ${e.message}`) : undefined}
      />
    );
  }
  // The held copy readied as it is (the same object) stays the same drawing: nothing is redrawn.
  return (
    <ScreenView
      key={loaded.document === held || keepsFirstView ? 'held' : undefined}
      document={loaded.document}
      input={input}
      ports={screenPorts}
      onLoaded={keepData}
      loadingText={words}
      unknown={unknown}
    />
  );
}

/**
 * The loader's copy of a document already drawn as loaded (a first view with nothing to load), equal to it but another
 * object, keeps the drawing's: a new object would start the screen afresh and drop what the borrower tapped or typed.
 */
function keepDrawing(drawn: LoadedScreen | null, next: LoadedScreen): LoadedScreen {
  return drawn?.ok && next.ok && drawn.document !== next.document && sameJson(drawn.document, next.document)
    ? { ...next, document: drawn.document }
    : next;
}

/** A document whose controller is ready from its creation (no loads, no onLoad: createScreenController). */
function nothingToLoad(doc: ScreenDocument): boolean {
  return !Object.keys(doc.load ?? {}).length && !doc.onLoad?.length;
}

/**
 * Draws a validated screen document: while it loads, a worded loading line and its shape with what is known drawn
 * (ShapedSkeleton: placeholders for the data, or the last good data marked as updating), then a slow-connection note
 * with Try again; on failure the problem with retry; then the body.
 */
import { Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ScreenDocument, WidgetNode } from '../../schemas/generated/types.ts';
import { createScreenController, type ScreenController, type ScreenInput } from '../core/screen-controller.ts';
import type { Ports } from '../core/ports.ts';
import { resolveValue } from '../core/expressions/evaluate.ts';
import { evaluatePrepared } from '../core/evaluate-props.ts';
import { DrawContext } from './draw-context.ts';
import { NodeView, pickCase } from './node-view.tsx';
import { bodyRanges } from './page-landmarks.ts';
import { ScreenProblem } from './screen-problem.tsx';
import { lazyWidget } from './lazy-widget.ts';
import { planOf } from './node-plan.ts';
import type * as PendingReads from './pending-reads.ts';
import { ScreenSkeleton } from './screen-skeleton.tsx';
import { LoadingNote, useSlow } from './slow-note.tsx';
import { TopBar } from './top-bar.tsx';
import type { WidgetRegistry } from './widget-registry.ts';
import { createSelectionHub } from './selection-hub.ts';
import { useUrlPolicy } from './url-policy-context.ts';
import { useWidgets, WidgetsContext } from './widgets-context.ts';

/** Props of ScreenView. */
export interface ScreenViewProps {
  document: ScreenDocument;
  input: ScreenInput;
  ports: Ports;
  /** Hide the top bar (for previews of single widgets). */
  bare?: boolean;
  /** Told the screen's data each time its loads are in (the app keeps it as the last good data). */
  onLoaded?: (data: Record<string, unknown>) => void;
  /** The widgets to draw with (one component per type); left out, those of a provider above, else the built-in ones. */
  widgets?: Readonly<WidgetRegistry>;
  /** What the loading line says while the data loads (default "Loading…"); over the last good data it says "Updating…". */
  loadingText?: string;
  /**
   * Held: the document is a copy drawn while the screen's own copy is still on its way (the app's bundled copy): its
   * loading view only, its loads not started.
   */
  held?: boolean;
  /** What Try again on the slow-connection note does (default: start the screen afresh). */
  onRetry?: () => void;
  /**
   * Places this drawing cannot know (pending-reads.ts): the server's first view and the drawing that hydrates it leave
   * out the device's saved values, the session and the clock. A screen whose page reads one of them draws its loading
   * view with those as placeholders, whatever its phase.
   */
  unknown?: readonly string[];
}

const noLocals = {};

// The shaped loading view is a chunk of its own, out of the entry (1 KB gzip): the route hints ask for it beside the
// entry, the app as it starts; until it is in, a screen loads over grey blocks.
const ShapedSkeleton = lazyWidget(() => import('./shaped-skeleton.tsx').then((m) => m.ShapedSkeleton));

/** Starts loading the shaped loading view; settles once it is in or failed (drawing it loads it again). */
/**
 * What a drawing that leaves places out (`unknown`) checks reads with: loaded with the shaped loading view (the same
 * chunk), which the server and the hydrating app wait for before they draw; pages the app draws itself never need it.
 */
let pendingReads: typeof PendingReads | undefined;
export const preloadShapedSkeleton = (): Promise<void> =>
  Promise.all([
    ShapedSkeleton.preload(),
    import('./pending-reads.ts').then((m) => {
      pendingReads = m;
    }),
  ]).then(
    () => undefined,
    () => undefined,
  );

const drawNode = (node: WidgetNode, pointer: string) => <NodeView key={pointer} node={node} pointer={pointer} locals={noLocals} />;

/** Runs and draws one screen. */
export function ScreenView({
  document: doc,
  input,
  ports,
  bare,
  onLoaded,
  widgets,
  loadingText = 'Loading…',
  held,
  onRetry,
  unknown,
}: ScreenViewProps) {
  // Try again on the slow-connection note starts the screen afresh: the old controller's loads are dropped.
  const [attempt, setAttempt] = useState(0);
  // A new controller per try, and when a held copy becomes the screen's own (the held one never started: it is dropped).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt and held are the point
  const controller = useMemo(() => createScreenController(doc, input, ports), [doc, input, ports, attempt, held]);
  // A tool's look inside (ports.inspect: the studio's preview, tests); borrowers' ports have none.
  ports.inspect?.screen(controller);
  const policy = useUrlPolicy();
  const inherited = useWidgets();
  const drawWith = widgets ?? inherited;
  const draw = useMemo(() => ({ controller, hub: createSelectionHub(controller.store), policy, widgets: drawWith }), [controller, policy, drawWith]);
  useEffect(() => {
    if (!held) void controller.start();
    return () => controller.dispose();
  }, [controller, held]);
  // The server snapshot is the same store's: the server draws the first view from the same controller (app/ssr/).
  const phaseOf = () => controller.store.getSnapshot().status;
  const status = useSyncExternalStore(controller.store.subscribe, phaseOf, phaseOf);
  const known = Boolean(input.data && Object.keys(input.data).length);
  // The document comes in one language (localize-document.ts): its title is a string.
  const docTitle = doc.title as string;
  // What this drawing cannot know, read by the page (its body, its title): drawn as loading, whatever the phase.
  const unknownReads = useMemo(() => (unknown?.length ? pendingReads?.unknownReads(doc, unknown) : undefined), [doc, unknown]);
  const loading = held || status.phase === 'loading' || (Boolean(unknownReads?.page) && status.phase === 'ready');
  const ready = !loading && status.phase === 'ready';
  const titleNow = () => titleOf(docTitle, controller);
  const shownTitle = useSyncExternalStore(controller.store.subscribe, titleNow, titleNow);
  // While loading, a title worked out from data or state (or what this drawing cannot know) is not known yet: none rather than a default.
  const title = loading && (/(^|[^\w$.])(data|state)\b/.test(docTitle) || unknownReads?.title) ? '' : shownTitle;
  // What the loading view works out of what is known: what no load or onLoad changes, from the snapshot it opens with.
  const value = useCallback(
    (node: WidgetNode, prop: 'visible' | 'on', pointer: string) => {
      const plan = planOf(node);
      const prepared = prop === 'visible' ? plan.visible : plan.kind === 'switch' ? plan.on : undefined;
      const snapshot = controller.store.getSnapshot();
      return prepared && evaluatePrepared(prepared, controller.scopeOf(snapshot, noLocals), controller.env, controller.reportExpression, pointer);
    },
    [controller],
  );
  useEffect(() => {
    if (!bare && (title || !loading)) window.document.title = title;
  }, [title, bare, loading]);
  const retry = useCallback(() => void controller.start(), [controller]);
  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  const slow = useSlow(ports.clock, loading, attempt);
  useEffect(() => {
    if (ready) onLoaded?.(controller.store.getSnapshot().data);
  }, [ready, controller, onLoaded]);
  const { mainStart, footStart } = useMemo(() => bodyRanges(doc.body), [doc.body]);
  // Loaded when the screen first draws (always on the server, and before a first view is hydrated), the loading view
  // is drawn without a Suspense boundary: React hydrates such a boundary later, and a change before then would draw it
  // afresh instead, unchecked. Kept for the screen's life, so the loading view's tree never changes shape.
  const [skeletonIn] = useState(() => ShapedSkeleton.isLoaded());
  const shaped = <ShapedSkeleton doc={doc} lastGood={known} draw={drawNode} value={value} pick={pickCase} unknown={unknown} />;

  const screen = (
    <DrawContext.Provider value={draw}>
      {/* data-phase is the screen's readiness signal for tests and tools (loading, ready, failed). */}
      <div className={doc.width === 'wide' ? 'h-page h-page--wide' : 'h-page'} data-screen={doc.id} data-phase={loading ? 'loading' : status.phase}>
        {bare || doc.topBar === false ? null : <TopBar title={title} ports={ports} />}
        {ready && mainStart > 0 ? <div className="h-page__edge h-page__edge--top">{bodyNodes(doc.body, 0, mainStart)}</div> : null}
        <main className="h-page__body">
          {loading ? <LoadingNote slow={slow} onRetry={onRetry ?? restart} text={known ? 'Updating…' : loadingText} /> : null}
          {loading ? skeletonIn ? shaped : <Suspense fallback={<ScreenSkeleton />}>{shaped}</Suspense> : null}
          {status.phase === 'failed' ? (
            <>
              {keptNodes(doc)}
              <ScreenProblem title="Something went wrong" text={status.message} onRetry={status.canRetry ? retry : undefined} />
            </>
          ) : null}
          {ready ? bodyNodes(doc.body, mainStart, footStart) : null}
        </main>
        {ready && footStart < doc.body.length ? (
          <div className="h-page__edge h-page__edge--bottom">{bodyNodes(doc.body, footStart, doc.body.length)}</div>
        ) : null}
      </div>
    </DrawContext.Provider>
  );
  return widgets ? <WidgetsContext.Provider value={widgets}>{screen}</WidgetsContext.Provider> : screen;
}

/**
 * The body's nodes a failed load leaves on the page, above the problem (the document's keepOnFailure: a receipt of a
 * payment the lender confirmed, which the borrower must not read as a failed payment), each under its own pointer.
 */
function keptNodes(doc: ScreenDocument) {
  if (!doc.keepOnFailure?.length) return null;
  const kept = new Set(doc.keepOnFailure);
  return doc.body.map((node, i) =>
    kept.has(String((node as { id?: unknown }).id)) ? <NodeView key={i} node={node} pointer={`/body/${i}`} locals={noLocals} /> : null,
  );
}

/** The body's nodes from `start` to `end`, each under its own pointer into the body. */
function bodyNodes(body: ScreenDocument['body'], start: number, end: number) {
  return body.slice(start, end).map((node, i) => <NodeView key={start + i} node={node} pointer={`/body/${start + i}`} locals={noLocals} />);
}

function titleOf(title: string, controller: ScreenController): string {
  const snapshot = controller.store.getSnapshot();
  try {
    return String(resolveValue(title, controller.scopeOf(snapshot, noLocals), controller.env) ?? '');
  } catch {
    return '';
  }
}

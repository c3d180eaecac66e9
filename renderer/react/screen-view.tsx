/**
 * Draws a validated screen document: while it loads, its shape with what is known drawn (ShapedSkeleton, or the last
 * good data marked as updating) and a slow-connection note with Try again; on failure the problem with retry; then the body.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { createScreenController, type ScreenController, type ScreenInput } from '../core/screen-controller.ts';
import type { Ports } from '../core/ports.ts';
import { resolveValue } from '../core/expressions/evaluate.ts';
import { DrawContext } from './draw-context.ts';
import { nodeElements, NodeView } from './node-view.tsx';
import { bodyRanges } from './page-landmarks.ts';
import { ScreenContext } from './screen-context.ts';
import { ScreenProblem } from './screen-problem.tsx';
import { ShapedSkeleton } from './shaped-skeleton.tsx';
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
  /** Receives the running screen (tests and previews read its store). */
  controllerRef?: { current: ScreenController | null };
  /** Told the screen's data each time its loads are in (the app keeps it as the last good data). */
  onLoaded?: (data: Record<string, unknown>) => void;
  /** The widgets to draw with (one component per type); left out, those of a provider above, else the built-in ones. */
  widgets?: Readonly<WidgetRegistry>;
}

const noLocals = {};

/** Runs and draws one screen. */
export function ScreenView({ document: doc, input, ports, bare, controllerRef, onLoaded, widgets }: ScreenViewProps) {
  // Try again on the slow-connection note starts the screen afresh: the old controller's loads are dropped.
  const [attempt, setAttempt] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the point: a new controller per try
  const controller = useMemo(() => createScreenController(doc, input, ports), [doc, input, ports, attempt]);
  if (controllerRef) controllerRef.current = controller;
  const policy = useUrlPolicy();
  const inherited = useWidgets();
  const drawWith = widgets ?? inherited;
  const draw = useMemo(() => ({ controller, hub: createSelectionHub(controller.store), policy, widgets: drawWith }), [controller, policy, drawWith]);
  useEffect(() => {
    void controller.start();
    return () => controller.dispose();
  }, [controller]);
  const status = useSyncExternalStore(controller.store.subscribe, () => controller.store.getSnapshot().status);
  const title = useSyncExternalStore(controller.store.subscribe, () => titleOf(doc.title, controller));
  useEffect(() => {
    if (!bare) window.document.title = title;
  }, [title, bare]);
  const retry = useCallback(() => void controller.start(), [controller]);
  const restart = useCallback(() => setAttempt((n) => n + 1), []);
  const loading = status.phase === 'loading';
  const slow = useSlow(ports.clock, loading, attempt);
  useEffect(() => {
    if (status.phase === 'ready') onLoaded?.(controller.store.getSnapshot().data);
  }, [status.phase, controller, onLoaded]);
  const known = Boolean(input.data && Object.keys(input.data).length);
  const ready = status.phase === 'ready';
  const { mainStart, footStart } = useMemo(() => bodyRanges(doc.body), [doc.body]);

  const screen = (
    <ScreenContext.Provider value={controller}>
      <DrawContext.Provider value={draw}>
        {/* data-phase is the screen's readiness signal for tests and tools (loading, ready, failed). */}
        <div className={doc.width === 'wide' ? 'h-page h-page--wide' : 'h-page'} data-screen={doc.id} data-phase={status.phase}>
          {bare || doc.topBar === false ? null : <TopBar title={title} ports={ports} />}
          {ready && mainStart > 0 ? <div className="h-page__edge h-page__edge--top">{bodyNodes(doc.body, 0, mainStart)}</div> : null}
          <main className="h-page__body">
            {loading ? <LoadingNote slow={slow} onRetry={restart} /> : null}
            {loading && known ? (
              <div className="h-updating" inert aria-hidden="true" data-skeleton="last-good">
                {nodeElements(doc.body, '/body', noLocals)}
              </div>
            ) : null}
            {loading && !known ? <ShapedSkeleton body={doc.body} /> : null}
            {status.phase === 'failed' ? (
              <ScreenProblem title="Something went wrong" text={status.message} onRetry={status.canRetry ? retry : undefined} />
            ) : null}
            {ready ? bodyNodes(doc.body, mainStart, footStart) : null}
          </main>
          {ready && footStart < doc.body.length ? (
            <div className="h-page__edge h-page__edge--bottom">{bodyNodes(doc.body, footStart, doc.body.length)}</div>
          ) : null}
        </div>
      </DrawContext.Provider>
    </ScreenContext.Provider>
  );
  return widgets ? <WidgetsContext.Provider value={widgets}>{screen}</WidgetsContext.Provider> : screen;
}

/** The body's nodes from `start` to `end`, each under its own pointer into the body. */
function bodyNodes(body: ScreenDocument['body'], start: number, end: number) {
  return body.slice(start, end).map((node, i) => <NodeView key={start + i} node={node} pointer={`/body/${start + i}`} locals={noLocals} />);
}

function titleOf(title: string, controller: ScreenController): string {
  const snapshot = controller.store.getSnapshot();
  try {
    return String(resolveValue(title, controller.scopeOf(snapshot, noLocals), { query: snapshot.query }) ?? '');
  } catch {
    return '';
  }
}

/** Draws a validated screen document: loading state, failure state with retry, or the body. */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ScreenDocument } from '../../schemas/generated/types.ts';
import { createScreenController, type ScreenController, type ScreenInput } from '../core/screen-controller.ts';
import type { Ports } from '../core/ports.ts';
import { nodeScope } from '../core/evaluate-props.ts';
import { resolveValue } from '../core/expressions/evaluate.ts';
import type { ScreenSnapshot } from '../core/store.ts';
import { NodeList } from './node-view.tsx';
import { ScreenContext } from './screen-context.ts';
import { ScreenProblem } from './screen-problem.tsx';
import { ScreenSkeleton } from './screen-skeleton.tsx';
import { TopBar } from './top-bar.tsx';

/** Props of ScreenView. */
export interface ScreenViewProps {
  document: ScreenDocument;
  input: ScreenInput;
  ports: Ports;
  /** Hide the top bar (for previews of single widgets). */
  bare?: boolean;
  /** Receives the running screen (tests and previews read its store). */
  controllerRef?: { current: ScreenController | null };
}

const noLocals = {};

/** Runs and draws one screen. */
export function ScreenView({ document: doc, input, ports, bare, controllerRef }: ScreenViewProps) {
  const controller = useMemo(() => createScreenController(doc, input, ports), [doc, input, ports]);
  if (controllerRef) controllerRef.current = controller;
  useEffect(() => {
    void controller.start();
    return () => controller.dispose();
  }, [controller]);
  const status = useSyncExternalStore(controller.store.subscribe, () => controller.store.getSnapshot().status);
  const title = useSyncExternalStore(controller.store.subscribe, () => titleOf(doc.title, controller.store.getSnapshot()));
  useEffect(() => {
    if (!bare) window.document.title = title;
  }, [title, bare]);
  const retry = useCallback(() => void controller.start(), [controller]);

  return (
    <ScreenContext.Provider value={controller}>
      {/* data-phase is the screen's readiness signal for tests and tools (loading, ready, failed). */}
      <div className={doc.width === 'wide' ? 'h-page h-page--wide' : 'h-page'} data-screen={doc.id} data-phase={status.phase}>
        {bare || doc.topBar === false ? null : <TopBar title={title} ports={ports} />}
        <main className="h-page__body">
          {status.phase === 'loading' ? <ScreenSkeleton /> : null}
          {status.phase === 'failed' ? (
            <ScreenProblem title="Something went wrong" text={status.message} onRetry={status.canRetry ? retry : undefined} />
          ) : null}
          {status.phase === 'ready' ? <NodeList nodes={doc.body} pointer="/body" locals={noLocals} /> : null}
        </main>
      </div>
    </ScreenContext.Provider>
  );
}

function titleOf(title: string, snapshot: ScreenSnapshot): string {
  try {
    return String(resolveValue(title, nodeScope(snapshot, noLocals), { query: snapshot.query }) ?? '');
  } catch {
    return '';
  }
}

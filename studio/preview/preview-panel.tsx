/**
 * The live preview: the real borrower app in a phone frame, drawing the unsaved draft against the sandbox lender, with
 * route, query, currency and scenario pickers, the log of its native and API calls, and "Save as QA fixture". Given
 * `onSelect`, it has an inspect mode (on at first when `inspectFirst`): a click selects the widget in the studio and
 * runs nothing. It fits its column: compact controls on top, the phone scaled to the height left, calls and fixture in
 * a pane below.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { scenarioList } from '../server-state/studio-queries.ts';
import { plainTitle } from '../fixture/build-fixture.ts';
import { SaveFixture } from '../fixture/save-fixture.tsx';
import { PhoneFrame, phoneSizes } from './phone-frame.tsx';
import { PreviewControls } from './preview-controls.tsx';
import { DataPanel } from '../data/data-panel.tsx';
import { PreviewDock } from './preview-dock.tsx';
import { PreviewLog } from './preview-log.tsx';
import { fetchSandboxOrders, orderLabel } from './sandbox-orders.ts';
import { isRupee, previewAddress, previewPageAddress, queryOf, rowsOf, withCurrency, type QueryRow } from './query-rows.ts';
import { usePreviewFrame } from './use-preview-frame.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import './preview.css';
import { useStudioClient } from '../server-state/studio-connection.tsx';

/** Props of PreviewPanel. */
export interface PreviewPanelProps {
  screenId: string;
  /** The parsed draft; null while the JSON does not parse (the last good draft stays on show). */
  document: unknown | null;
  /** The routes that open this screen. */
  routes: { path: string; example?: string }[];
  /** Whether the server mounts the sandbox lender the preview's data calls go to (default: yes). */
  sandbox?: boolean;
  /** The node selected in the studio (outlined in the preview while inspecting). */
  selected?: string;
  /** Selects a node clicked in inspect mode; without it the preview has no inspect mode. */
  onSelect?(pointer: string): void;
  /** Start in inspect mode (while editing). */
  inspectFirst?: boolean;
}

/** The scenario offered while the server names none (or has not answered). */
const defaultScenarios = ['default'];

/** The preview panel. */
export function PreviewPanel({ screenId, document, routes, sandbox = true, selected, onSelect, inspectFirst = false }: PreviewPanelProps) {
  const client = useStudioClient();
  const [sizeIndex, setSizeIndex] = useState(0);
  const [routePath, setRoutePath] = useState(routes[0]?.path ?? '');
  const route = routes.find((r) => r.path === routePath) ?? routes[0];
  const [rows, setRows] = useState<QueryRow[]>(() => rowsOf(route?.example));
  const [applied, setApplied] = useState<Record<string, string>>(() => queryOf(rows));
  const named = useQuery(scenarioList(client));
  const scenarios = named.data && named.data.length > 0 ? named.data : defaultScenarios;
  const [scenario, setScenario] = useState('default');
  const scenarioProblem = named.error?.message ?? '';
  const [reloadKey, setReloadKey] = useState(0);
  const [inspecting, setInspecting] = useState(inspectFirst);
  const [realSize, setRealSize] = useState(false);
  const orders = useQuery({
    queryKey: ['sandbox-orders', scenario],
    queryFn: () => fetchSandboxOrders(scenario),
    enabled: sandbox,
    staleTime: 60_000,
  });
  const orderChoices = useMemo(() => (orders.data ?? []).map((o) => ({ orderId: o.orderId, label: orderLabel(o) })), [orders.data]);
  const lastGood = useRef<unknown>(null);
  if (document !== null) lastGood.current = document;
  const shown = document ?? lastGood.current;
  const routesKey = routes.map((r) => `${r.path}${r.example ?? ''}`).join(' ');

  // Another screen opened: its first route and that route's example query.
  useEffect(() => {
    const first = routes[0];
    setRoutePath(first?.path ?? '');
    const fresh = rowsOf(first?.example);
    setRows(fresh);
    setApplied(queryOf(fresh));
    // routesKey stands for routes: a caller may hand over an equal array on every render.
  }, [screenId, routesKey, routes]);

  const draft = useMemo(() => ({ screenId, document: shown, scenario }), [screenId, shown, scenario]);
  const inspect = useMemo(() => (onSelect ? { on: inspecting, selected: selected ?? null, onSelect } : undefined), [onSelect, inspecting, selected]);
  const setPreviewValues = useStudio((s) => s.actions.setPreviewValues);
  const { frameRef, session, clearLog } = usePreviewFrame(draft, inspect, setPreviewValues);
  const size = phoneSizes[sizeIndex] ?? { width: 412, height: 915 };
  const src = route ? previewPageAddress(previewAddress(route.path, applied)) : '';

  const pickRoute = (path: string) => {
    const next = routes.find((r) => r.path === path);
    setRoutePath(path);
    const fresh = rowsOf(next?.example);
    setRows(fresh);
    setApplied(queryOf(fresh));
  };
  const setRupee = (rupee: boolean) => {
    const next = withCurrency(rows, rupee);
    setRows(next);
    setApplied(queryOf(next));
  };
  const pickOrder = (orderId: string) => {
    const next = rows.map((row) => (row.key.trim() === 'orderId' ? { ...row, value: orderId } : row));
    setRows(next);
    setApplied(queryOf(next));
  };
  const reload = () => {
    setApplied(queryOf(rows));
    setReloadKey((n) => n + 1);
  };

  if (!route) return <p className="pv-note">No route opens this screen, so it cannot be previewed.</p>;
  return (
    <div className="pv-panel">
      <PreviewControls
        sizeIndex={sizeIndex}
        onSize={setSizeIndex}
        routes={routes}
        routePath={route.path}
        onRoute={pickRoute}
        scenarios={scenarios}
        scenario={scenario}
        onScenario={setScenario}
        rupee={isRupee(rows)}
        onRupee={setRupee}
        rows={rows}
        onRows={setRows}
        onReload={reload}
        orders={orderChoices}
        onOrder={pickOrder}
        {...(onSelect ? { inspect: inspecting, onInspect: setInspecting } : {})}
      />
      {scenarioProblem ? <p className="pv-note pv-note--problem">Scenarios could not be listed: {scenarioProblem}</p> : null}
      {sandbox ? null : (
        <p className="pv-note">
          The sandbox lender is off on this server, so the preview has no loan data: screens that load data show their error state.
        </p>
      )}
      {document === null ? (
        <p className="pv-note pv-note--problem" role="status">
          The JSON does not parse: the preview shows the last draft that did.
        </p>
      ) : null}
      <PhoneFrame size={size} src={src} reloadKey={`${reloadKey} ${scenario}`} frameRef={frameRef} realSize={realSize} onRealSize={setRealSize} />
      <PreviewDock
        callCount={session.log.length}
        stepCount={session.recording.filter((e) => e.type === 'step').length}
        calls={<PreviewLog entries={session.log} onClear={clearLog} />}
        data={<DataPanel />}
        fixture={
          <SaveFixture
            screenId={screenId}
            route={route.path}
            query={applied}
            scenario={scenario}
            recording={session.recording}
            left={session.left}
            title={plainTitle(shown)}
            inspecting={inspect?.on === true}
          />
        }
      />
    </div>
  );
}

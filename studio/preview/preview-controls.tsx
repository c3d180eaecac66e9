/**
 * The preview's controls in two compact rows: what a click does (Inspect / Use as a borrower, while editing), phone
 * size, route and Reload; scenario, the rupee flag and the query parameters (collapsed behind a button that shows how
 * many there are).
 */
import { useId, useState } from 'react';
import { phoneSizes, sizeLabel } from './phone-frame.tsx';
import { QueryEditor } from './query-editor.tsx';
import { queryOf, type QueryRow } from './query-rows.ts';

/** Props of PreviewControls. */
export interface PreviewControlsProps {
  sizeIndex: number;
  onSize(index: number): void;
  routes: readonly { path: string }[];
  routePath: string;
  onRoute(path: string): void;
  scenarios: readonly string[];
  scenario: string;
  onScenario(name: string): void;
  rupee: boolean;
  onRupee(rupee: boolean): void;
  rows: readonly QueryRow[];
  onRows(rows: QueryRow[]): void;
  /** Loads the preview again with the rows. */
  onReload(): void;
  /** The sandbox's orders to pick the orderId from ("Order 5000200 — finished"); shown when the query has an orderId. */
  orders?: readonly { orderId: string; label: string }[];
  onOrder?(orderId: string): void;
  /** Inspect mode (a click selects a widget) or not; no toggle without onInspect. */
  inspect?: boolean;
  onInspect?(on: boolean): void;
}

/** "Query parameters (2)": the label of the button that shows or hides them. */
export function queryToggleText(rows: readonly QueryRow[]): string {
  return `Query parameters (${Object.keys(queryOf(rows)).length})`;
}

/** The controls above the phone. */
export function PreviewControls(props: PreviewControlsProps) {
  const { sizeIndex, onSize, routes, routePath, onRoute, scenarios, scenario, onScenario, rupee, onRupee, rows, onRows, onReload } = props;
  const { inspect = false, onInspect, orders = [], onOrder } = props;
  const orderId = queryOf(rows).orderId;
  const [queryOpen, setQueryOpen] = useState(false);
  const queryId = useId();
  return (
    <div className="pv-controls">
      {onInspect ? <ModeToggle inspect={inspect} onInspect={onInspect} /> : null}
      <div className="pv-controls__row">
        <label className="pv-field">
          <span>Phone</span>
          <select aria-label="Phone" value={sizeIndex} onChange={(e) => onSize(Number(e.target.value))}>
            {phoneSizes.map((s, i) => (
              <option key={`${s.width}x${s.height}`} value={i}>
                {sizeLabel(s)}
              </option>
            ))}
          </select>
        </label>

        <label className="pv-field pv-field--grow">
          <span>Route</span>
          <select aria-label="Route" value={routePath} onChange={(e) => onRoute(e.target.value)}>
            {routes.map((r) => (
              <option key={r.path} value={r.path}>
                {r.path}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={onReload}>
          Reload
        </button>
      </div>
      <div className="pv-controls__row">
        <label className="pv-field pv-field--grow">
          <span>Scenario</span>
          <select aria-label="Scenario" value={scenario} onChange={(e) => onScenario(e.target.value)}>
            {scenarios.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {orderId !== undefined && onOrder && orders.length > 0 ? (
          <label className="pv-field pv-field--grow">
            <span>Order</span>
            <select aria-label="Order" value={orderId} onChange={(e) => onOrder(e.target.value)}>
              {orders.some((o) => o.orderId === orderId) ? null : <option value={orderId}>Order {orderId}</option>}
              {orders.map((o) => (
                <option key={o.orderId} value={o.orderId}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="pv-check" title="Adds currency=1 to the query: amounts in rupees">
          <input type="checkbox" aria-label="Rupee (currency=1)" checked={rupee} onChange={(e) => onRupee(e.target.checked)} />
          Rupee
        </label>
        <button type="button" className="pv-toggle" aria-expanded={queryOpen} aria-controls={queryId} onClick={() => setQueryOpen((v) => !v)}>
          {queryToggleText(rows)}
        </button>
      </div>
      <div id={queryId} hidden={!queryOpen}>
        {queryOpen ? <QueryEditor rows={rows} onChange={onRows} onApply={onReload} /> : null}
      </div>
    </div>
  );
}

/** "Inspect" / "Use as a borrower": what a click in the preview does. */
function ModeToggle({ inspect, onInspect }: { inspect: boolean; onInspect(on: boolean): void }) {
  const name = useId();
  return (
    <div className="pv-mode" role="radiogroup" aria-label="Clicks in the preview">
      <label className="pv-mode__option" title="Hover outlines a widget; a click selects it in the outline and form. Its taps do not run.">
        <input type="radio" name={name} checked={inspect} onChange={() => onInspect(true)} />
        Inspect
      </label>
      <label className="pv-mode__option" title="Taps, typing and navigation work as on a borrower's phone (and are recorded for a QA fixture).">
        <input type="radio" name={name} checked={!inspect} onChange={() => onInspect(false)} />
        Use as a borrower
      </label>
    </div>
  );
}

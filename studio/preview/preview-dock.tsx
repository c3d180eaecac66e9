/**
 * The pane under the phone: tabs for the log of calls and for "Save as QA fixture", each with a count, and for the
 * preview's data (the live answers and state), collapsible so the phone can take the whole height.
 */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';

/** Which tab is shown. */
export type DockTab = 'calls' | 'fixture' | 'data';

/** Props of PreviewDock. */
export interface PreviewDockProps {
  callCount: number;
  stepCount: number;
  calls: ReactNode;
  fixture: ReactNode;
  /** The data panel (studio/data/). */
  data: ReactNode;
}

const tabs: readonly { id: DockTab; label: string; count?: 'calls' | 'steps' }[] = [
  { id: 'calls', label: 'Calls', count: 'calls' },
  { id: 'fixture', label: 'QA fixture', count: 'steps' },
  { id: 'data', label: 'Data' },
];

/** The tabbed, collapsible pane; both panels stay mounted (a half-written fixture name survives a tab switch). */
export function PreviewDock({ callCount, stepCount, calls, fixture, data }: PreviewDockProps) {
  const [tab, setTab] = useState<DockTab>('calls');
  const [open, setOpen] = useState(true);
  const ids = useId();
  const pick = (next: DockTab) => {
    setTab(next);
    setOpen(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const at = tabs.findIndex((t) => t.id === tab);
    const next = tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]?.id ?? 'calls';
    pick(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };
  return (
    <section className={`pv-dock${open ? ' is-open' : ''}`} aria-label="Calls, QA fixture and data">
      <div className="pv-dock__bar">
        <div role="tablist" aria-label="Preview details" className="pv-dock__tabs" onKeyDown={onKeyDown}>
          {tabs.map((t) => (
            <button
              key={t.id}
              id={`${ids}-tab-${t.id}`}
              type="button"
              role="tab"
              className="pv-dock__tab"
              aria-selected={tab === t.id}
              aria-controls={`${ids}-panel-${t.id}`}
              tabIndex={tab === t.id ? 0 : -1}
              onClick={() => pick(t.id)}
            >
              {t.count ? (
                <>
                  {t.label} <span className="pv-count">{t.count === 'calls' ? callCount : stepCount}</span>
                </>
              ) : (
                t.label
              )}
            </button>
          ))}
        </div>
        <button type="button" className="pv-dock__toggle" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide' : 'Show'}
        </button>
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          id={`${ids}-panel-${t.id}`}
          role="tabpanel"
          aria-labelledby={`${ids}-tab-${t.id}`}
          className="pv-dock__panel"
          hidden={!open || tab !== t.id}
        >
          {t.id === 'calls' ? calls : t.id === 'fixture' ? fixture : data}
        </div>
      ))}
    </section>
  );
}

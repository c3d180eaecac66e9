/**
 * The pane under the phone: tabs for the log of calls and for "Save as QA fixture", each with a count, and for the
 * preview's data (the live answers and state), collapsible so the phone can take the whole height.
 */
import { useId, useState, type ReactNode } from 'react';
import { TabList } from '../shell/tab-list.tsx';

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
  return (
    <section className={`pv-dock${open ? ' is-open' : ''}`} aria-label="Calls, QA fixture and data">
      <div className="pv-dock__bar">
        <TabList
          ids={ids}
          label="Preview details"
          tabs={tabs.map((t) => ({
            id: t.id,
            label: t.count ? (
              <>
                {t.label} <span className="pv-count">{t.count === 'calls' ? callCount : stepCount}</span>
              </>
            ) : (
              t.label
            ),
          }))}
          tab={tab}
          onPick={pick}
          className="pv-dock__tabs"
          tabClassName="pv-dock__tab"
        />
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

/**
 * A row of tabs (role tablist): the chosen one in the Tab order, the arrow keys moving to the previous or next one
 * (round), each tab naming its panel `<ids>-panel-<id>` (the panels are the caller's, labelled by `<ids>-tab-<id>`).
 */
import type { KeyboardEvent, ReactNode } from 'react';

/** Props of TabList. */
export interface TabListProps<T extends string> {
  /** The prefix of the tabs' and panels' ids (a useId()). */
  ids: string;
  label: string;
  tabs: readonly { id: T; label: ReactNode }[];
  tab: T;
  onPick(tab: T): void;
  className: string;
  tabClassName: string;
}

/** The tabs. */
export function TabList<T extends string>({ ids, label, tabs, tab, onPick, className, tabClassName }: TabListProps<T>) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const at = tabs.findIndex((t) => t.id === tab);
    const next = tabs[(at + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]?.id;
    if (next === undefined) return;
    onPick(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={onKeyDown}>
      {tabs.map((t) => (
        <button
          key={t.id}
          id={`${ids}-tab-${t.id}`}
          type="button"
          role="tab"
          className={tabClassName}
          aria-selected={tab === t.id}
          aria-controls={`${ids}-panel-${t.id}`}
          tabIndex={tab === t.id ? 0 : -1}
          onClick={() => onPick(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

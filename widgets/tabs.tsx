import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Tabs } from 'radix-ui';
import type { TabsProps } from '../schemas/generated/widget-props.ts';
import { tabsDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { looseEquals } from '../renderer/core/expressions/evaluate.ts';
import './tabs.css';

/** Reads a tab position from a bound value (a number or numeric text), or undefined. */
function toIndex(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** The position of the tab whose value matches a bound value (compared as screen rules do), or undefined. */
function indexOfValue(values: readonly string[], bound: unknown): number | undefined {
  const index = values.findIndex((v) => looseEquals(v, bound));
  return index >= 0 ? index : undefined;
}

/** Scrolls the tab row just enough to show the active tab. */
function revealActive(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[data-state="active"]');
  if (!list || !tab) return;
  const row = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < row.left) list.scrollLeft -= row.left - box.left;
  else if (box.right > row.right) list.scrollLeft += box.right - row.right;
}

/**
 * radix focuses a tab from script on mousedown, which Chrome then outlines as keyboard focus after
 * every tap; taps therefore choose on click instead, and keyboard use stays radix's.
 */
const keepTapFocusQuiet = (event: MouseEvent) => event.preventDefault();

/** Without content there is no panel for a tab to name (radix would point aria-controls at a missing element). */
const noPanel = { 'aria-controls': undefined };

/**
 * Server-supplied tabs; only the active tab's content is drawn (none without render). `bind` keeps the chosen position,
 * or with `value` the chosen tab's value, matched to a tab as screen rules compare (1 and "1" match), and a value that
 * matches no tab is replaced by the shown tab's; without bind the choice lives locally.
 */
export function TabsWidget({ id, items, label, render, value, bind, initial = defaults.initial }: TabsProps) {
  const [local, setLocal] = useState(initial);
  const listRef = useRef<HTMLDivElement>(null);
  const values = value ? items.map((item, i) => value(item, i)) : undefined;
  const bound = !bind ? undefined : values ? indexOfValue(values, bind.value) : toIndex(bind.value);
  const active = Math.min(Math.max(bound ?? local, 0), Math.max(items.length - 1, 0));
  useEffect(() => revealActive(listRef.current), [active, items.length]);
  // A bound value that matches no tab (say the default card type where only the e-wallet tab is offered) would disagree
  // with the tab shown: the shown tab's value is written instead.
  const unmatched = bind !== undefined && values !== undefined && values.length > 0 && bound === undefined ? values[active] : undefined;
  const setBound = bind?.set;
  useEffect(() => {
    if (unmatched !== undefined) setBound?.(unmatched);
  }, [unmatched, setBound]);
  if (items.length === 0) return null;
  const choose = (position: string) => {
    const index = Number(position);
    setLocal(index);
    bind?.set(values ? values[index] : index);
  };
  return (
    <Tabs.Root id={id} className="h-tabs" value={String(active)} onValueChange={choose}>
      <Tabs.List ref={listRef} className="h-tabs__list">
        {items.map((item, i) => (
          <Tabs.Trigger
            key={i}
            value={String(i)}
            className="h-tabs__tab"
            {...(render ? {} : noPanel)}
            onMouseDown={keepTapFocusQuiet}
            onClick={() => i !== active && choose(String(i))}
          >
            {label(item, i)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {render ? (
        <Tabs.Content key={active} value={String(active)} className="h-tabs__panel">
          {render(items[active], active)}
        </Tabs.Content>
      ) : null}
    </Tabs.Root>
  );
}

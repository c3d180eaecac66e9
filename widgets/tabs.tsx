import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Tabs } from 'radix-ui';
import type { TabsProps } from '../schemas/generated/types.ts';
import './tabs.css';

/** Reads a tab position from a bound value (a number or numeric text), or undefined. */
function toIndex(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
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

/** Server-supplied tabs; only the active tab's content is drawn. The position lives in `bind` or locally. */
export function TabsWidget({ id, items, label, render, bind, initial = 0 }: TabsProps) {
  const [local, setLocal] = useState(initial);
  const listRef = useRef<HTMLDivElement>(null);
  const wanted = (bind ? toIndex(bind.value) : undefined) ?? local;
  const active = Math.min(Math.max(wanted, 0), Math.max(items.length - 1, 0));
  useEffect(() => revealActive(listRef.current), [active, items.length]);
  if (items.length === 0) return null;
  const choose = (value: string) => {
    const index = Number(value);
    setLocal(index);
    bind?.set(index);
  };
  return (
    <Tabs.Root id={id} className="h-tabs" value={String(active)} onValueChange={choose}>
      <Tabs.List ref={listRef} className="h-tabs__list">
        {items.map((item, i) => (
          <Tabs.Trigger key={i} value={String(i)} className="h-tabs__tab" onMouseDown={keepTapFocusQuiet} onClick={() => i !== active && choose(String(i))}>
            {label(item, i)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content key={active} value={String(active)} className="h-tabs__panel">
        {render(items[active], active)}
      </Tabs.Content>
    </Tabs.Root>
  );
}

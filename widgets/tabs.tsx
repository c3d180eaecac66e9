import { useState } from 'react';
import { Tabs } from 'radix-ui';
import type { TabsProps } from '../schemas/generated/types.ts';
import './tabs.css';

/** Reads a tab position from a bound value (a number or numeric text), or undefined. */
function toIndex(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** Server-supplied tabs; only the active tab's content is drawn. The position lives in `bind` or locally. */
export function TabsWidget({ id, items, label, render, bind, initial = 0 }: TabsProps) {
  const [local, setLocal] = useState(initial);
  if (items.length === 0) return null;
  const wanted = (bind ? toIndex(bind.value) : undefined) ?? local;
  const active = Math.min(Math.max(wanted, 0), items.length - 1);
  const choose = (value: string) => {
    const index = Number(value);
    setLocal(index);
    bind?.set(index);
  };
  return (
    <Tabs.Root id={id} className="h-tabs" value={String(active)} onValueChange={choose}>
      <Tabs.List className="h-tabs__list">
        {items.map((item, i) => (
          <Tabs.Trigger key={i} value={String(i)} className="h-tabs__tab">
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

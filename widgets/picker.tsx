import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PickerProps } from '../schemas/generated/widget-props.ts';
import { pickerDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { looseEquals } from '../renderer/core/expressions/evaluate.ts';
import { SheetFrame } from './sheet.tsx';
import { useBusyAction } from './use-busy-action.ts';
import './button.css';
import './picker.css';
import { useWords } from '../renderer/react/words-context.ts';

/** One option as drawn: its text and the value kept when it is confirmed. */
interface Option {
  label: string;
  value: string;
}

/** The position of the option holding `current` (compared as text), else the first. */
function startIndex(options: readonly Option[], current: unknown): number {
  return Math.max(
    0,
    options.findIndex((option) => looseEquals(option.value, current)),
  );
}

const steps: Record<string, (at: number, count: number) => number> = {
  ArrowDown: (at, count) => Math.min(count - 1, at + 1),
  ArrowUp: (at) => Math.max(0, at - 1),
  Home: () => 0,
  End: (_at, count) => count - 1,
};

interface ColumnProps {
  title: string;
  options: readonly Option[];
  highlighted: number;
  onHighlight: (index: number) => void;
}

/** The single column: a listbox whose options highlight on tap or with the arrow keys (which also focus and so reveal them). */
function Column({ title, options, highlighted, onHighlight }: ColumnProps) {
  const listRef = useRef<HTMLDivElement>(null);
  // On open, the highlighted option is scrolled to the middle of the column (later taps leave the scroll alone).
  const opening = useRef(highlighted);
  useLayoutEffect(() => {
    const list = listRef.current;
    const option = list?.children[opening.current];
    if (list && option instanceof HTMLElement) list.scrollTop = option.offsetTop - (list.clientHeight - option.offsetHeight) / 2;
  }, []);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = steps[e.key];
    if (!step || options.length === 0) return;
    e.preventDefault();
    const next = step(highlighted, options.length);
    onHighlight(next);
    const option = listRef.current?.children[next];
    if (option instanceof HTMLElement) option.focus();
  };
  return (
    <div ref={listRef} className="h-picker__column" role="listbox" aria-label={title} onKeyDown={onKeyDown}>
      {options.map((option, i) => (
        <div
          key={i}
          role="option"
          aria-selected={i === highlighted}
          tabIndex={i === highlighted ? 0 : -1}
          className="h-picker__option"
          onClick={() => onHighlight(i)}
        >
          {option.label}
        </div>
      ))}
    </div>
  );
}

/**
 * A one-column picker in a bottom panel styled like the sheet: tapping an option highlights it, Confirm writes its value to
 * `bind`, closes and runs onConfirm; Dismiss (or tapping outside) closes without a change. Opens on the current value.
 */
export function PickerWidget({
  id,
  open,
  title,
  items,
  label,
  value,
  bind,
  confirmText = defaults.confirmText,
  dismissText = defaults.dismissText,
  onConfirm,
}: PickerProps) {
  const w = useWords();
  const { run } = useBusyAction(onConfirm);
  const isOpen = open.value === true;
  const options: Option[] = isOpen
    ? items.map((item, i) => {
        const text = label(item, i);
        return { label: text, value: value ? value(item, i) : text };
      })
    : [];
  const [highlighted, setHighlighted] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  // Opening highlights the current value: adjusted while rendering, so the first frame already shows it.
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setHighlighted(startIndex(options, bind.value));
  }
  const chosen = options[Math.min(highlighted, options.length - 1)];

  const confirm = () => {
    if (!chosen) return;
    const index = options.indexOf(chosen);
    bind.set(chosen.value);
    open.set(false);
    run({ value: chosen.value, item: items[index], index });
  };

  return (
    <SheetFrame id={id} open={open} title={title} dismissible showClose={false} className="h-picker">
      <Column title={title} options={options} highlighted={highlighted} onHighlight={setHighlighted} />
      <div className="h-picker__actions">
        <button type="button" className="h-button h-button--secondary h-button--block" onClick={() => open.set(false)}>
          {w(dismissText)}
        </button>
        <button type="button" className="h-button h-button--primary h-button--block" disabled={!chosen} onClick={confirm}>
          {w(confirmText)}
        </button>
      </div>
    </SheetFrame>
  );
}

import type { ChipProps } from '../schemas/generated/widget-props.ts';
import { chipDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { useBusyAction } from './use-busy-action.ts';
import './chip.css';

/** A pill tag; with onTap it is a toggle button whose pressed state mirrors `selected`. */
export function ChipWidget({ id, text, selected = defaults.selected, disabled = defaults.disabled, onTap }: ChipProps) {
  const { run } = useBusyAction(onTap);
  const className = `h-chip${selected ? ' h-chip--selected' : ''}`;
  if (!onTap) {
    return (
      <span id={id} className={`${className}${disabled ? ' h-chip--disabled' : ''}`}>
        {text}
      </span>
    );
  }
  return (
    <button id={id} type="button" className={`${className} h-chip--tappable`} aria-pressed={selected} disabled={disabled} onClick={() => run()}>
      {text}
    </button>
  );
}

import { useId } from 'react';
import type { CheckboxProps } from '../schemas/generated/widget-props.ts';
import { checkboxDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import './checkbox.css';

/** An agreement tick box bound to a state boolean: a real checkbox drawn as a square with a tick, the whole row tappable. */
export function CheckboxWidget({ id, bind, label, ariaLabel, disabled = defaults.disabled }: CheckboxProps) {
  const inputId = useId();
  const checked = bind.value === true;
  const className = `h-checkbox${label ? '' : ' h-checkbox--bare'}${disabled ? ' h-checkbox--disabled' : ''}`;
  return (
    <label id={id} className={className} htmlFor={inputId}>
      <span className="h-checkbox__control">
        <input
          id={inputId}
          type="checkbox"
          className="h-checkbox__input"
          checked={checked}
          disabled={disabled}
          aria-label={label ? undefined : ariaLabel || undefined}
          onChange={(e) => bind.set(e.target.checked)}
        />
        <span className="h-checkbox__box" aria-hidden="true">
          <svg className="h-checkbox__tick" viewBox="0 0 24 24" width="16" height="16">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </span>
      {label ? <span className="h-checkbox__label">{label}</span> : null}
    </label>
  );
}

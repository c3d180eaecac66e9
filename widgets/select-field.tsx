import { useId, useRef } from 'react';
import type { SelectFieldProps } from '../schemas/generated/widget-props.ts';
import { errorAttributes, FieldError, useFocusOnError } from './field-error.tsx';
import { useBusyAction } from './use-busy-action.ts';
import './field-input.css';
import './select-field.css';

/** A labelled box showing the chosen option (or a grey hint) that opens a picker: the look of the text inputs, tappable. */
export function SelectFieldWidget({ id, label, text = '', placeholder = '', error = '', onTap }: SelectFieldProps) {
  const labelId = useId();
  const box = useRef<HTMLButtonElement>(null);
  useFocusOnError(box, error);
  const { busy, run } = useBusyAction(onTap);
  const chosen = text !== '';
  return (
    <div id={id} className="h-field">
      <span id={labelId} className="h-field__label">
        {label}
      </span>
      <button
        ref={box}
        type="button"
        className={`h-field__input h-select-field${chosen ? '' : ' h-select-field--empty'}`}
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="dialog"
        disabled={busy}
        onClick={() => run()}
        {...errorAttributes(error, `${labelId}-error`)}
      >
        <span id={`${labelId}-value`} className="h-select-field__text">
          {chosen ? text : placeholder}
        </span>
        <svg className="h-select-field__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <FieldError id={`${labelId}-error`} message={error} />
    </div>
  );
}

import { useId, useRef, type ChangeEvent } from 'react';
import type { TextareaProps } from '../schemas/generated/widget-props.ts';
import { textareaDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { errorAttributes, FieldError, useFocusOnError } from './field-error.tsx';
import { limitEdit } from './limit-edit.ts';
import './field-input.css';
import './textarea.css';

/**
 * A controlled multi-line text box bound to a state string, with an optional "n/max" counter; given a value and no bind,
 * it only shows that value (read-only).
 */
export function TextareaWidget({
  id,
  bind,
  value: shown,
  label,
  placeholder,
  maxLength,
  counter = defaults.counter,
  readOnly = defaults.readOnly,
  rows = defaults.rows,
  error = '',
}: TextareaProps) {
  const fieldId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  useFocusOnError(box, error);
  const counterId = `${fieldId}-counter`;
  const raw = bind ? bind.value : shown;
  const value = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
  const locked = readOnly || !bind;

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    if (!bind) return;
    const el = e.target;
    const next = limitEdit(value, el.value, el.selectionEnd ?? el.value.length, maxLength);
    if (next !== value) bind.set(next);
  };

  return (
    <div id={id} className={`h-field h-textarea${locked ? ' h-textarea--readonly' : ''}`}>
      {label ? (
        <label className="h-field__label" htmlFor={fieldId}>
          {label}
        </label>
      ) : null}
      <textarea
        ref={box}
        id={fieldId}
        className="h-field__input h-field__input--multiline h-textarea__field"
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        maxLength={maxLength}
        readOnly={locked}
        rows={rows}
        aria-label={label ? undefined : placeholder}
        {...errorAttributes(error, `${fieldId}-error`, counter ? counterId : undefined)}
      />
      <FieldError id={`${fieldId}-error`} message={error} />
      {counter ? (
        <div id={counterId} className="h-textarea__counter">
          {maxLength === undefined ? String(value.length) : `${value.length}/${maxLength}`}
        </div>
      ) : null}
    </div>
  );
}

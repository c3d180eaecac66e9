import { useId, type ChangeEvent } from 'react';
import type { CodeInputProps } from '../schemas/generated/types.ts';
import './field-input.css';

/**
 * What a code box keeps of an edit: digits only (when asked) and at most `length` characters. A keystroke into a full
 * box is refused (the previous code stays); a longer paste is cut to fit.
 */
export function cleanCode(previous: string, text: string, length: number, digitsOnly: boolean): string {
  const kept = digitsOnly ? text.replace(/[^0-9]/g, '') : text;
  if (kept.length <= length) return kept;
  return previous.length >= length ? previous : kept.slice(0, length);
}

/**
 * A one-line verification code box bound to a state string: number keyboard, SMS code autofill, at most `length`
 * characters. With digitsOnly the cut happens after stripping, so no maxLength attribute then: the browser would cut a
 * pasted "123 456" to "123 45" before the space is dropped.
 */
export function CodeInputWidget({ id, bind, label, placeholder, length = 6, digitsOnly = true, autoFocus = false }: CodeInputProps) {
  const fieldId = useId();
  const max = Math.max(1, Math.floor(length));
  const value = typeof bind.value === 'string' ? bind.value : bind.value == null ? '' : String(bind.value);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const next = cleanCode(value, e.target.value, max, digitsOnly);
    if (next !== value) bind.set(next);
  };

  return (
    <div id={id} className="h-field h-code-input">
      {label ? (
        <label className="h-field__label" htmlFor={fieldId}>
          {label}
        </label>
      ) : null}
      <input
        id={fieldId}
        className="h-field__input h-field__input--code"
        type="text"
        inputMode={digitsOnly ? 'numeric' : 'text'}
        pattern={digitsOnly ? '[0-9]*' : undefined}
        autoComplete="one-time-code"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={digitsOnly ? undefined : max}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={label ? undefined : placeholder || 'Verification code'}
        autoFocus={autoFocus}
      />
    </div>
  );
}

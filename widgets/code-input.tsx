import type { CodeInputProps } from '../schemas/generated/widget-props.ts';
import { codeInputDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { FieldInput } from './field-input.tsx';

/**
 * A one-line verification code box bound to a state string: number keyboard, SMS code autofill, at most `length`
 * characters (stripped first, then cut: a pasted "123 456" keeps all six digits; a keystroke into a full box is refused).
 */
export function CodeInputWidget({
  id,
  bind,
  label,
  placeholder,
  length = defaults.length,
  digitsOnly = defaults.digitsOnly,
  autoFocus = defaults.autoFocus,
  error,
}: CodeInputProps) {
  return (
    <FieldInput
      id={id}
      bind={bind}
      label={label}
      placeholder={placeholder}
      name="Verification code"
      rules={{ digitsOnly, max: Math.max(1, Math.floor(length)) }}
      autoComplete="one-time-code"
      look="code"
      autoFocus={autoFocus}
      error={error}
    />
  );
}

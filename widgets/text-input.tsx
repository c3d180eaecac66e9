import type { TextInputProps } from '../schemas/generated/widget-props.ts';
import { textInputDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { FieldInput } from './field-input.tsx';

/** A one-line box bound to a state string; with digitsOnly it keeps digits only and opens the number keyboard. */
export function TextInputWidget({ id, bind, label, placeholder, digitsOnly = defaults.digitsOnly, maxLength, error }: TextInputProps) {
  return <FieldInput id={id} bind={bind} label={label} placeholder={placeholder} rules={{ digitsOnly, max: maxLength }} error={error} />;
}

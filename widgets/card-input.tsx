import type { CardInputProps } from '../schemas/generated/widget-props.ts';
import { cardInputDefaults as defaults } from '../schemas/generated/widget-defaults.ts';
import { FieldInput } from './field-input.tsx';

/** A bank card number box bound to a state string of bare digits (19 at most by default), shown in groups of four. */
export function CardInputWidget({ id, bind, label, placeholder, maxLength = defaults.maxLength, error }: CardInputProps) {
  const rules = { digitsOnly: true, max: Math.max(1, Math.floor(maxLength)), groups: [4] };
  return (
    <FieldInput id={id} bind={bind} label={label} placeholder={placeholder} name="Card number" rules={rules} autoComplete="cc-number" error={error} />
  );
}

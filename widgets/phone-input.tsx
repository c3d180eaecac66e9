import type { PhoneInputProps } from '../schemas/generated/widget-props.ts';
import { FieldInput, type FieldRules } from './field-input.tsx';

/** A mobile number: digits only, at most 11, shown as 3-4-4 ("091 7123 4567"). */
export const phoneRules: FieldRules = { digitsOnly: true, max: 11, groups: [3, 4, 4] };

/** A mobile number box bound to a state string of bare digits, shown grouped 3-4-4 on the number keyboard. */
export function PhoneInputWidget({ id, bind, label, placeholder, error }: PhoneInputProps) {
  return (
    <FieldInput
      id={id}
      bind={bind}
      label={label}
      placeholder={placeholder}
      name="Mobile number"
      rules={phoneRules}
      type="tel"
      autoComplete="tel-national"
      error={error}
    />
  );
}

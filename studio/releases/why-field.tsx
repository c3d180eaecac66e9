/** The required "why" of a release decision (stopping a rollout, cancelling a schedule, ending an experiment): the audit log keeps it. */
import { useId } from 'react';

/** Props of WhyField. */
export interface WhyFieldProps {
  /** What the label says, such as "Why (the audit log keeps it)". */
  label: string;
  value: string;
  /** Sent empty: the field says so. */
  missing: boolean;
  onChange(value: string): void;
}

/** The label, the text box and, when it was sent empty, "Say why.". */
export function WhyField({ label, value, missing, onChange }: WhyFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="st-input st-pub-area"
        rows={2}
        value={value}
        aria-invalid={missing || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {missing ? <p className="st-pub-field__error">Say why.</p> : null}
    </>
  );
}

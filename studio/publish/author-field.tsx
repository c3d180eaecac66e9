/** "Your name" of the publish and rollback forms, with its "Enter your name." error. */
import type { Ref } from 'react';

/** Props of AuthorField. */
export interface AuthorFieldProps {
  /** The form's id prefix (from useId). */
  ids: string;
  value: string;
  missing: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange(value: string): void;
}

/** The labelled name input; its error is tied to it with aria-describedby. */
export function AuthorField({ ids, value, missing, inputRef, onChange }: AuthorFieldProps) {
  return (
    <div className="st-pub-field">
      <label htmlFor={`${ids}-author`}>Your name</label>
      <input
        ref={inputRef}
        id={`${ids}-author`}
        className="st-input"
        value={value}
        autoComplete="name"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${ids}-author-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing ? (
        <p id={`${ids}-author-error`} className="st-pub-field__error">
          Enter your name.
        </p>
      ) : null}
    </div>
  );
}

/**
 * A map edited in the form or as JSON (a screen's loads, its state, a switch's cases): the Form and JSON buttons, and
 * the JSON in a textarea that applies whenever it parses to an object; what does not parse stays, with the reason.
 */
import { useState, type ReactNode } from 'react';
import { useJsonDraft } from './use-json-draft.ts';

/** Props of FormOrJson. */
export interface FormOrJsonProps {
  /** The id of the JSON textarea. */
  id: string;
  /** What is edited, for the group's name: "the loads" → "Edit the loads as". */
  what: string;
  value: unknown;
  /** Gets the new object, or undefined when the JSON was emptied. */
  onReplace(value: Record<string, unknown> | undefined): void;
  /** The form. */
  children: ReactNode;
}

/** The Form / JSON switch over the form (shown first) and the JSON textarea. */
export function FormOrJson({ id, what, value, onReplace, children }: FormOrJsonProps) {
  const [asJson, setAsJson] = useState(false);
  return (
    <div className="st-map">
      <div className="st-actions__mode" role="group" aria-label={`Edit ${what} as`}>
        <button type="button" className="st-link" aria-pressed={!asJson} onClick={() => setAsJson(false)}>
          Form
        </button>
        <button type="button" className="st-link" aria-pressed={asJson} onClick={() => setAsJson(true)}>
          JSON
        </button>
      </div>
      {asJson ? <ObjectJson id={id} what={what} value={value} onReplace={onReplace} /> : children}
    </div>
  );
}

/** The object's JSON in a textarea. */
function ObjectJson({ id, what, value, onReplace }: Omit<FormOrJsonProps, 'children'>) {
  const { field, problem, rows } = useJsonDraft(value, 'object', (parsed) => onReplace(parsed as Record<string, unknown> | undefined));
  return (
    <>
      <label className="st-visually-hidden" htmlFor={id}>
        {`JSON of ${what}`}
      </label>
      <textarea
        id={id}
        className="st-textarea st-input--mono"
        rows={rows}
        spellCheck={false}
        value={field.draft}
        aria-invalid={problem !== null || undefined}
        aria-describedby={`${id}-problem`}
        onChange={(e) => field.change(e.target.value)}
        onBlur={field.flush}
      />
      <p id={`${id}-problem`} role={problem ? 'alert' : undefined}>
        {problem ? <span className="st-problem st-problem--error">Not applied, not valid JSON yet: {problem}</span> : null}
      </p>
    </>
  );
}

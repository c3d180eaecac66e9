/** The frame of one property form field: its label, its control, its help text and the problems at its place. */
import type { ReactNode } from 'react';
import type { Problem } from '../studio-api.ts';

/** Props of FieldShell. */
export interface FieldShellProps {
  /** The id of the control the label names. */
  controlId: string;
  name: string;
  description: string;
  required: boolean;
  /** A note about the current value, such as "This is an expression". */
  note?: string;
  problems: readonly Problem[];
  /** When the problems are inside child nodes: show how many, not each one. */
  summarizeProblems?: boolean;
  children: ReactNode;
}

/** The ids of a field's help text and problems, for the control's aria-describedby. */
export function describedBy(controlId: string): string {
  return `${controlId}-help ${controlId}-problems`;
}

/** Label, control, help and problems of one property, in that order. */
export function FieldShell(props: FieldShellProps) {
  const { controlId, name, description, required, note, problems, summarizeProblems, children } = props;
  const errors = problems.filter((p) => p.severity === 'error').length;
  return (
    <div className={`st-field${errors > 0 ? ' st-field--invalid' : ''}`} data-prop={name}>
      <label className="st-field__label" htmlFor={controlId}>
        {name}
        {required ? <span className="st-field__required"> (required)</span> : null}
      </label>
      {children}
      <p className="st-field__help" id={`${controlId}-help`}>
        {description}
        {note ? <span className="st-field__note"> {note}</span> : null}
      </p>
      <div id={`${controlId}-problems`} className="st-field__problems" role={problems.length > 0 ? 'alert' : undefined}>
        {summarizeProblems && problems.length > 0 ? (
          <p className="st-problem st-problem--error">
            {problems.length === 1 ? '1 problem inside' : `${problems.length} problems inside`}: see the problems list.
          </p>
        ) : (
          problems.map((p) => (
            <p key={`${p.pointer} ${p.message}`} className={`st-problem st-problem--${p.severity}`}>
              {p.severity === 'warning' ? 'Warning: ' : ''}
              {p.message}
            </p>
          ))
        )}
      </div>
    </div>
  );
}

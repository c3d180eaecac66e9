/**
 * The name of an entry of a map (a load, a state value, a switch case) in a box that renames it: a name that is taken,
 * empty or unreadable stays in the box, with the reason under it, and nothing is applied until it is fixed.
 */
import { useState } from 'react';
import { useCommittedValue } from './use-committed-value.ts';

/** Props of NameInput. */
export interface NameInputProps {
  id: string;
  /** The accessible name, such as "Name of load 1". */
  label: string;
  name: string;
  /** Why a name cannot be used, or undefined when it can. */
  check(name: string): string | undefined;
  onRename(name: string): void;
  placeholder?: string;
  monospace?: boolean;
}

/** A one-line name box with its own inline problem. */
export function NameInput({ id, label, name, check, onRename, placeholder, monospace = true }: NameInputProps) {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const field = useCommittedValue(name, (typed) => {
    const why = typed === name ? undefined : check(typed);
    setProblem(why);
    if (why === undefined && typed !== name) onRename(typed);
  });
  return (
    <span className="st-name">
      <input
        id={id}
        className={`st-input${monospace ? ' st-input--mono' : ''}`}
        type="text"
        spellCheck={false}
        value={field.draft}
        placeholder={placeholder}
        aria-label={label}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={`${id}-problem`}
        onChange={(e) => field.change(e.target.value)}
        onBlur={field.flush}
        onKeyDown={(e) => e.key === 'Enter' && field.flush()}
      />
      <span id={`${id}-problem`} role={problem ? 'alert' : undefined}>
        {problem ? <span className="st-problem st-problem--error">{problem}</span> : null}
      </span>
    </span>
  );
}

/** Props of AddNamed. */
export interface AddNamedProps {
  id: string;
  /** Names the box, such as "Name of the new state value". */
  label: string;
  /** The button's words, such as "Add value". */
  button: string;
  placeholder?: string;
  check(name: string): string | undefined;
  onAdd(name: string): void;
}

/** A name box and a button that adds an entry with that name (Enter adds too); a refused name stays with its reason. */
export function AddNamed({ id, label, button, placeholder, check, onAdd }: AddNamedProps) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const add = () => {
    const why = check(name);
    setProblem(why);
    if (why !== undefined) return;
    onAdd(name);
    setName('');
  };
  return (
    <div className="st-add-named">
      <label className="st-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="st-input st-input--mono"
        type="text"
        spellCheck={false}
        value={name}
        placeholder={placeholder}
        aria-invalid={problem !== undefined || undefined}
        aria-describedby={`${id}-problem`}
        onChange={(e) => {
          setName(e.target.value);
          if (problem !== undefined) setProblem(undefined);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          add();
        }}
      />
      <button type="button" className="st-button st-button--small" onClick={add}>
        {button}
      </button>
      <span id={`${id}-problem`} className="st-add-named__problem" role={problem ? 'alert' : undefined}>
        {problem ? <span className="st-problem st-problem--error">{problem}</span> : null}
      </span>
    </div>
  );
}

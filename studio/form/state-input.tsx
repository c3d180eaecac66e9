/**
 * A screen's state in the property form: one row per value — its name, its type and its starting value — with Remove,
 * and a name box to add one; a taken or unreadable name is refused with the reason beside it.
 */
import { useId } from 'react';
import type { Problem } from '../studio-api.ts';
import { escapeToken } from '../../renderer/core/validation/json-pointer.ts';
import { FormOrJson } from './form-or-json.tsx';
import { entriesOf, nameProblem, renameKey, type NameRules } from './map-edits.ts';
import { AddNamed, NameInput } from './name-input.tsx';
import { TypedValueInput } from './typed-value-input.tsx';
import { problemsUnder } from './action-card.tsx';
import type { ValueType } from './typed-value.ts';
import './map-form.css';

/** How state names are checked: they are read as state.<name>. */
export const stateNames: NameRules = { noun: 'state value', identifier: true, scope: 'state' };

/** The types a starting value may have (state is not worked out, so no expressions). */
const stateTypes: readonly ValueType[] = ['text', 'number', 'boolean', 'null', 'json'];

/** Props of the map inputs (StateInput, LoadsInput, CasesInput). */
export interface MapInputProps {
  id: string;
  value: unknown;
  /** The JSON Pointer of the map. */
  pointer: string;
  /** The problems at or under the map. */
  problems: readonly Problem[];
  /** Sets one entry; undefined removes it (the others stay as they are in the text). */
  onSetKey(name: string, value: unknown): void;
  /** Replaces the whole map (renames keep the order); undefined removes it. */
  onReplace(value: Record<string, unknown> | undefined): void;
}

/** The state's rows and the add box. */
export function StateInput({ id, value, pointer, problems, onSetKey, onReplace }: MapInputProps) {
  const base = useId();
  const entries = entriesOf(value);
  return (
    <FormOrJson id={`${id}-json`} what="the state" value={value} onReplace={onReplace}>
      <div id={id} className="st-map__form">
        {entries.length > 0 ? (
          <ul className="st-rows" aria-label="State values">
            {entries.map(([name, v], i) => {
              const at = `${pointer}/${escapeToken(name)}`;
              const own = problemsUnder(problems, at);
              return (
                <li key={i} className="st-row">
                  <NameInput
                    id={`${base}-name-${i}`}
                    label={`Name of state value ${i + 1}`}
                    name={name}
                    check={(next) => nameProblem(value, next, stateNames, name)}
                    onRename={(next) => onReplace(renameKey(value, name, next))}
                  />
                  <TypedValueInput
                    id={`${base}-value-${i}`}
                    name={name}
                    value={v}
                    types={stateTypes}
                    invalid={own.length > 0}
                    onCommit={(next) => onSetKey(name, next)}
                  />
                  <button
                    type="button"
                    className="st-button st-button--small st-button--danger"
                    aria-label={`Remove state value ${name}`}
                    onClick={() => onSetKey(name, undefined)}
                  >
                    Remove
                  </button>
                  {own.map((p) => (
                    <p key={`${p.pointer} ${p.message}`} className={`st-problem st-problem--${p.severity} st-row__wide`}>
                      {p.message}
                    </p>
                  ))}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="st-actions__empty">No state values.</p>
        )}
        <AddNamed
          id={`${base}-add`}
          label="Name of the new state value"
          button="Add value"
          placeholder="new value's name"
          check={(name) => nameProblem(value, name, stateNames)}
          onAdd={(name) => onSetKey(name, '')}
        />
      </div>
    </FormOrJson>
  );
}

/**
 * One load of a screen in the property form: its name (the answer is kept under data.<name>), the endpoint chosen
 * from the catalog, the fields it sends (each a typed value, expressions with completion), when it runs, move and remove.
 */
import { useId } from 'react';
import { escapeToken } from '../../renderer/core/validation/json-pointer.ts';
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import type { Problem } from '../studio-api.ts';
import { EndpointPicker, problemsUnder } from './action-card.tsx';
import { setActionProp } from './action-edits.ts';
import { fieldPointer, fieldProblems, nodeProblems } from './field-problems.ts';
import { fieldNames, loadProps, newFieldValue } from './load-edits.ts';
import { entriesOf, nameProblem, renameKey } from './map-edits.ts';
import { AddNamed, NameInput } from './name-input.tsx';
import { PropertyField } from './property-field.tsx';
import { TypedValueInput } from './typed-value-input.tsx';
import { valueTypes } from './typed-value.ts';
import { OwnProblems, ProblemLines } from './problem-lines.tsx';

/** Props of LoadCard. */
export interface LoadCardProps {
  name: string;
  load: unknown;
  index: number;
  count: number;
  /** The JSON Pointer of the load. */
  pointer: string;
  /** The problems at or under the load. */
  problems: readonly Problem[];
  /** The screen's query parameters (a field of the same name starts as =params.<name>). */
  params: readonly string[];
  /** Why the load cannot take a name, or undefined when it can. */
  checkName(name: string): string | undefined;
  onRename(name: string): void;
  onChange(load: unknown): void;
  onMove(by: number): void;
  onRemove(): void;
  onReveal(pointer: string): void;
}

/** The card of one load. */
export function LoadCard(props: LoadCardProps) {
  const { name, load, index, count, pointer, problems, params, checkName, onRename, onChange, onMove, onRemove, onReveal } = props;
  const base = useId();
  const info = loadProps();
  const call = info.find((p) => p.name === 'call');
  const when = info.find((p) => p.name === 'when');
  const value = (prop: string) => (isJsonObject(load) ? load[prop] : undefined);
  const set = (prop: string) => (next: unknown) => onChange(setActionProp(load, prop, next));
  const own = nodeProblems(
    problems,
    pointer,
    info.map((p) => p.name),
  );
  const fields = value('with');
  const withAt = fieldPointer(pointer, 'with');
  const setField = (field: string, next: unknown) => {
    const map = Object.fromEntries(entriesOf(fields));
    if (next === undefined) delete map[field];
    else map[field] = next;
    set('with')(Object.keys(map).length > 0 ? map : undefined);
  };
  return (
    <li className="st-action">
      <fieldset className="st-action__box" aria-label={`Load ${name}`}>
        <div className="st-action__head st-load__head">
          <label className="st-action__kind-label" htmlFor={`${base}-name`}>
            Load {index + 1}
          </label>
          <span className="st-map__name">
            <NameInput id={`${base}-name`} label={`Name of load ${index + 1}`} name={name} check={checkName} onRename={onRename} />
          </span>
          <span className="st-action__tools">
            <button
              type="button"
              className="st-button st-button--small"
              aria-label={`Move load ${name} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="st-button st-button--small"
              aria-label={`Move load ${name} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              ↓
            </button>
            <button type="button" className="st-button st-button--small st-button--danger" aria-label={`Remove load ${name}`} onClick={onRemove}>
              Remove
            </button>
          </span>
        </div>
        <p className="st-action__about">
          The answer is kept under <code>data.{name}</code>.
        </p>
        <OwnProblems problems={own} />
        {call ? <EndpointPicker info={call} value={value('call')} onSet={set('call')} /> : null}
        <ProblemLines problems={fieldProblems(problems, pointer, 'call')} />
        <div className="st-field" data-prop="with">
          <span className="st-field__label" id={`${base}-with`}>
            Fields sent
          </span>
          {entriesOf(fields).length > 0 ? (
            <ul className="st-rows" aria-labelledby={`${base}-with`}>
              {entriesOf(fields).map(([field, v], i) => {
                const at = `${withAt}/${escapeToken(field)}`;
                const fieldOwn = problemsUnder(problems, at);
                return (
                  <li key={i} className="st-row">
                    <NameInput
                      id={`${base}-field-${i}`}
                      label={`Name of field ${i + 1} of load ${name}`}
                      name={field}
                      check={(next) => nameProblem(fields, next, fieldNames, field)}
                      onRename={(next) => set('with')(renameKey(fields, field, next))}
                    />
                    <TypedValueInput
                      id={`${base}-fv-${i}`}
                      name={field}
                      value={v}
                      types={valueTypes}
                      pointer={at}
                      invalid={fieldOwn.length > 0}
                      onCommit={(next) => setField(field, next)}
                    />
                    <button
                      type="button"
                      className="st-button st-button--small st-button--danger"
                      aria-label={`Remove field ${field} of load ${name}`}
                      onClick={() => setField(field, undefined)}
                    >
                      Remove
                    </button>
                    {fieldOwn.map((p) => (
                      <p key={`${p.pointer} ${p.message}`} className={`st-problem st-problem--${p.severity} st-row__wide`}>
                        {p.message}
                      </p>
                    ))}
                  </li>
                );
              })}
            </ul>
          ) : (
            <p className="st-actions__empty">No fields are sent.</p>
          )}
          <AddNamed
            id={`${base}-add-field`}
            label={`Name of a new field of load ${name}`}
            button="Add field"
            placeholder="field name"
            check={(next) => nameProblem(fields, next, fieldNames)}
            onAdd={(next) => setField(next, newFieldValue(next, params))}
          />
        </div>
        {when ? (
          <PropertyField
            info={when}
            value={value('when')}
            pointer={fieldPointer(pointer, 'when')}
            problems={fieldProblems(problems, pointer, 'when')}
            onSet={set('when')}
            onReveal={onReveal}
          />
        ) : null}
      </fieldset>
    </li>
  );
}

/**
 * A screen's loads in the property form: a card per load (load-card.tsx) with move and remove, a name box to add one,
 * and the loads' JSON one tab away.
 */
import { useId } from 'react';
import { escapeToken } from '../../renderer/core/validation/json-pointer.ts';
import { problemsUnder } from './action-card.tsx';
import { FormOrJson } from './form-or-json.tsx';
import { LoadCard } from './load-card.tsx';
import { loadNames, newLoad } from './load-edits.ts';
import { entriesOf, moveKey, nameProblem, renameKey } from './map-edits.ts';
import { AddNamed } from './name-input.tsx';
import type { MapInputProps } from './state-input.tsx';
import './action-form.css';
import './map-form.css';

/** Props of LoadsInput. */
export interface LoadsInputProps extends MapInputProps {
  /** The screen's query parameters. */
  params: readonly string[];
  onReveal(pointer: string): void;
}

/** The load cards and the add box. */
export function LoadsInput({ id, value, pointer, problems, params, onSetKey, onReplace, onReveal }: LoadsInputProps) {
  const base = useId();
  const entries = entriesOf(value);
  return (
    <FormOrJson id={`${id}-json`} what="the loads" value={value} onReplace={onReplace}>
      <div id={id} className="st-map__form">
        {entries.length > 0 ? (
          <ol className="st-action-list" aria-label="Loads">
            {entries.map(([name, load], i) => {
              const at = `${pointer}/${escapeToken(name)}`;
              return (
                <LoadCard
                  key={i}
                  name={name}
                  load={load}
                  index={i}
                  count={entries.length}
                  pointer={at}
                  problems={problemsUnder(problems, at)}
                  params={params}
                  checkName={(next) => nameProblem(value, next, loadNames, name)}
                  onRename={(next) => onReplace(renameKey(value, name, next))}
                  onChange={(next) => onSetKey(name, next)}
                  onMove={(by) => onReplace(moveKey(value, name, by))}
                  onRemove={() => onSetKey(name, undefined)}
                  onReveal={onReveal}
                />
              );
            })}
          </ol>
        ) : (
          <p className="st-actions__empty">No loads: the screen loads no data.</p>
        )}
        <AddNamed
          id={`${base}-add`}
          label="Name of the new load"
          button="Add load"
          placeholder="name, such as order"
          check={(name) => nameProblem(value, name, loadNames)}
          onAdd={(name) => onSetKey(name, newLoad(''))}
        />
      </div>
    </FormOrJson>
  );
}

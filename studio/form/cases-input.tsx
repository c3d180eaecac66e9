/**
 * A switch's cases in the property form: one row per case — the value it is for, the widget it shows (as the outline
 * names it, a click selects it) — renamed or removed in place; a value box to add a case; and the default, shown
 * when no case matches. Rows are in the order the app tries them (JSON puts number-like values first).
 */
import { useId } from 'react';
import { escapeToken } from '../../renderer/core/validation/json-pointer.ts';
import { nodeName } from '../outline/node-action.ts';
import { problemsUnder } from './action-card.tsx';
import { caseNames, newCaseNode } from './case-edits.ts';
import { fieldPointer } from './field-problems.ts';
import { FormOrJson } from './form-or-json.tsx';
import { entriesOf, nameProblem, renameKey } from './map-edits.ts';
import { AddNamed, NameInput } from './name-input.tsx';
import type { MapInputProps } from './state-input.tsx';
import './map-form.css';

/** Props of CasesInput. */
export interface CasesInputProps extends MapInputProps {
  /** The switch's default widget (undefined: none). */
  fallback: unknown;
  /** Sets or (undefined) removes the default. */
  onSetDefault(node: unknown): void;
  /** Selects a node in the outline and the form; without it the widgets are named only. */
  onSelect?(pointer: string): void;
}

/** The widget of a case: its name as the outline shows it, a button selecting it when the form can select. */
function CaseWidget({ node, pointer, onSelect }: { node: unknown; pointer: string; onSelect?(pointer: string): void }) {
  const name = nodeName(node);
  if (!onSelect) return <span className="st-case__widget">{name}</span>;
  return (
    <button type="button" className="st-link st-case__widget" aria-label={`Select ${name}`} onClick={() => onSelect(pointer)}>
      {name}
    </button>
  );
}

/** The case rows, the add box and the default row. */
export function CasesInput(props: CasesInputProps) {
  const { id, value, pointer, problems, fallback, onSetKey, onReplace, onSetDefault, onSelect } = props;
  const base = useId();
  const entries = entriesOf(value);
  const switchAt = pointer.slice(0, pointer.lastIndexOf('/'));
  const defaultAt = fieldPointer(switchAt, 'default');
  return (
    <FormOrJson id={`${id}-json`} what="the cases" value={value} onReplace={onReplace}>
      <div id={id} className="st-map__form">
        {entries.length > 0 ? (
          <ol className="st-rows" aria-label="Cases">
            {entries.map(([name, node], i) => {
              const at = `${pointer}/${escapeToken(name)}`;
              const own = problemsUnder(problems, at).filter((p) => p.severity === 'error');
              return (
                <li key={i} className="st-row st-case">
                  <NameInput
                    id={`${base}-case-${i}`}
                    label={`Value of case ${i + 1}`}
                    name={name}
                    check={(next) => nameProblem(value, next, caseNames, name)}
                    onRename={(next) => onReplace(renameKey(value, name, next))}
                  />
                  <span className="st-case__shows" aria-hidden="true">
                    →
                  </span>
                  <CaseWidget node={node} pointer={at} onSelect={onSelect} />
                  <button
                    type="button"
                    className="st-button st-button--small st-button--danger"
                    aria-label={`Remove case ${name}`}
                    onClick={() => onSetKey(name, undefined)}
                  >
                    Remove
                  </button>
                  {own.length > 0 ? (
                    <p className="st-problem st-problem--error st-row__wide">
                      {own.length === 1 ? '1 problem in this widget' : `${own.length} problems in this widget`}: see the problems list.
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="st-actions__empty">No cases yet.</p>
        )}
        <p className="st-action__about">A case may be for several values: &quot;170|174&quot; is for either.</p>
        <AddNamed
          id={`${base}-add`}
          label="Value of the new case"
          button="Add case"
          placeholder="value, such as 200"
          check={(name) => nameProblem(value, name, caseNames)}
          onAdd={(name) => onSetKey(name, newCaseNode())}
        />
        <div className="st-row st-case st-case--default">
          <span className="st-case__when">When no case matches</span>
          <span className="st-case__shows" aria-hidden="true">
            →
          </span>
          {fallback === undefined ? (
            <>
              <span className="st-muted st-case__widget">nothing is shown</span>
              <button type="button" className="st-button st-button--small" onClick={() => onSetDefault(newCaseNode())}>
                Add a default
              </button>
            </>
          ) : (
            <>
              <CaseWidget node={fallback} pointer={defaultAt} onSelect={onSelect} />
              <button
                type="button"
                className="st-button st-button--small st-button--danger"
                aria-label="Remove the default"
                onClick={() => onSetDefault(undefined)}
              >
                Remove
              </button>
            </>
          )}
        </div>
      </div>
    </FormOrJson>
  );
}

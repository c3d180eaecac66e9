/**
 * An action list in the property form: a card per action with a form for its own fields (what it does, an endpoint
 * picker for a call, nested lists such as onSuccess as cards again) and an "Add action" choice; the list's JSON stays
 * one tab away for anything the form does not cover.
 */
import { useId, useState, type ReactNode } from 'react';
import { actionKindList, actionProps } from '../schema/schema-index.ts';
import type { Problem } from '../studio-api.ts';
import { ActionCard, problemsUnder, type ActionFieldArgs } from './action-card.tsx';
import { actionsOf, addAction, moveAction, newAction, removeAction, replaceAction } from './action-edits.ts';
import './action-form.css';
import { useJsonDraft } from './use-json-draft.ts';

/** Props of ActionsInput. */
export interface ActionsInputProps {
  id: string;
  value: unknown;
  describedBy: string;
  invalid: boolean;
  /** Gets the new list, or undefined when the JSON was emptied. */
  onCommit(value: unknown[] | undefined): void;
  /** The JSON Pointer of the list (each action's fields are placed under it). */
  pointer?: string;
  /** The problems at or under the list. */
  problems?: readonly Problem[];
  /** Draws one field of an action (the property form's PropertyField); without it the list is edited as JSON only. */
  renderField?(args: ActionFieldArgs): ReactNode;
}

/** The JSON of the list in a textarea that applies whenever it parses to a list. */
function ActionsJson({ id, value, describedBy, invalid, onCommit }: ActionsInputProps) {
  const { field, problem: parseError, rows: lines } = useJsonDraft(value, 'list', (parsed) => onCommit(parsed as unknown[] | undefined), 12);
  return (
    <>
      <textarea
        id={id}
        className="st-textarea st-input--mono"
        rows={lines}
        spellCheck={false}
        value={field.draft}
        aria-describedby={describedBy}
        aria-invalid={invalid || parseError !== null || undefined}
        onChange={(e) => field.change(e.target.value)}
        onBlur={field.flush}
      />
      {parseError ? <p className="st-problem st-problem--error">Not applied, not valid JSON yet: {parseError}</p> : null}
    </>
  );
}

/** "Add action": the kinds with their descriptions, and the button that adds the chosen one at the end. */
function AddAction({ id, onAdd }: { id: string; onAdd(kind: string): void }) {
  const kinds = actionKindList();
  const [kind, setKind] = useState(kinds.find((k) => k.kind === 'toast')?.kind ?? kinds[0]?.kind ?? '');
  const about = kinds.find((k) => k.kind === kind)?.description ?? '';
  return (
    <div className="st-action-add">
      <label htmlFor={id} className="st-visually-hidden">
        Kind of action to add
      </label>
      <select id={id} className="st-select" value={kind} onChange={(e) => setKind(e.target.value)} aria-describedby={`${id}-about`}>
        {kinds.map((k) => (
          <option key={k.kind} value={k.kind}>
            {k.kind}
          </option>
        ))}
      </select>
      <button type="button" className="st-button st-button--small" onClick={() => onAdd(kind)}>
        Add action
      </button>
      <p id={`${id}-about`} className="st-action__about">
        {about}
      </p>
    </div>
  );
}

/** The action list as cards (the form) or as JSON. */
export function ActionsInput(props: ActionsInputProps) {
  const { id, value, describedBy, onCommit, pointer = '', problems = [], renderField } = props;
  const addId = useId();
  const [asJson, setAsJson] = useState(renderField === undefined);
  const actions = actionsOf(value);
  const commit = (list: unknown[]) => onCommit(list);
  return (
    <div className="st-actions">
      {renderField ? (
        <div className="st-actions__mode" role="group" aria-label="Edit the actions as">
          <button type="button" className="st-link" aria-pressed={!asJson} onClick={() => setAsJson(false)}>
            Form
          </button>
          <button type="button" className="st-link" aria-pressed={asJson} onClick={() => setAsJson(true)}>
            JSON
          </button>
        </div>
      ) : null}
      {asJson || !renderField ? (
        <ActionsJson {...props} />
      ) : (
        <div id={id} aria-describedby={describedBy}>
          {actions.length > 0 ? (
            <ol className="st-action-list">
              {actions.map((action, i) => (
                <ActionCard
                  key={i}
                  action={action}
                  index={i}
                  count={actions.length}
                  pointer={`${pointer}/${i}`}
                  problems={problemsUnder(problems, `${pointer}/${i}`)}
                  onChange={(next) => commit(replaceAction(value, i, next))}
                  onMove={(by) => commit(moveAction(value, i, by))}
                  onRemove={() => commit(removeAction(value, i))}
                  renderField={renderField}
                />
              ))}
            </ol>
          ) : (
            <p className="st-actions__empty">No actions.</p>
          )}
          <AddAction id={addId} onAdd={(kind) => commit(addAction(value, newAction(kind, actionProps(kind) ?? [])))} />
        </div>
      )}
    </div>
  );
}

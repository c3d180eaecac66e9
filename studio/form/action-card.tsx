/** One action of an action list in the property form: what it does (a select), its own fields, and move and remove buttons. */
import { useId, type ReactNode } from 'react';
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import { actionKindList, actionProps, type PropInfo } from '../schema/schema-index.ts';
import type { Problem } from '../studio-api.ts';
import { changeKind, setActionProp } from './action-edits.ts';
import { endpointGroups, endpointMark, markNotes } from './endpoint-groups.ts';
import { fieldPointer, fieldProblems, nodeProblems } from './field-problems.ts';
import { OwnProblems } from './problem-lines.tsx';

/** What the card needs to draw one property field (the property form's own PropertyField, passed in to avoid a cycle). */
export interface ActionFieldArgs {
  info: PropInfo;
  value: unknown;
  pointer: string;
  problems: readonly Problem[];
  onSet(value: unknown): void;
}

/** Props of ActionCard. */
export interface ActionCardProps {
  action: unknown;
  index: number;
  count: number;
  /** The JSON Pointer of the action. */
  pointer: string;
  /** The problems at or under the action. */
  problems: readonly Problem[];
  onChange(action: unknown): void;
  onMove(by: number): void;
  onRemove(): void;
  renderField(args: ActionFieldArgs): ReactNode;
}

/** The problems at `pointer` or inside it. */
export function problemsUnder(problems: readonly Problem[], pointer: string): Problem[] {
  return problems.filter((p) => p.pointer === pointer || p.pointer.startsWith(`${pointer}/`));
}

/** A select of the endpoint names for a call's endpoint, grouped, the money and account ones marked (another name stays, marked). */
export function EndpointPicker({ info, value, onSet }: { info: PropInfo; value: unknown; onSet(value: unknown): void }) {
  const id = useId();
  const names = info.suggestions ?? [];
  const current = typeof value === 'string' ? value : '';
  const mark = endpointMark(current);
  return (
    <div className="st-field" data-prop={info.name}>
      <label className="st-field__label" htmlFor={id}>
        {info.name}
        {info.required ? <span className="st-field__required"> (required)</span> : null}
      </label>
      <select id={id} className="st-select" value={current} onChange={(e) => onSet(e.target.value)}>
        {current === '' ? <option value="">Choose an endpoint</option> : null}
        {current !== '' && !names.includes(current) ? <option value={current}>{current} (not in the catalog)</option> : null}
        {endpointGroups(names).map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.choices.map((choice) => (
              <option key={choice.name} value={choice.name}>
                {choice.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {mark ? <p className={`st-field__mark st-field__mark--${mark}`}>{markNotes[mark]}</p> : null}
      <p className="st-field__help">{info.description}</p>
    </div>
  );
}

/** The card of one action. */
export function ActionCard({ action, index, count, pointer, problems, onChange, onMove, onRemove, renderField }: ActionCardProps) {
  const kindId = useId();
  const kind = isJsonObject(action) && typeof action.do === 'string' ? action.do : '';
  const kinds = actionKindList();
  const known = kinds.some((k) => k.kind === kind);
  const props = (known ? actionProps(kind) : undefined) ?? [];
  const description = kinds.find((k) => k.kind === kind)?.description ?? '';
  const label = `Action ${index + 1}${kind ? `: ${kind}` : ''}`;
  const own = nodeProblems(
    problems,
    pointer,
    props.map((p) => p.name),
  );
  return (
    <li className="st-action">
      <fieldset className="st-action__box" aria-label={label}>
        <div className="st-action__head">
          <label className="st-action__kind-label" htmlFor={kindId}>
            Action {index + 1}
          </label>
          <select
            id={kindId}
            className="st-select st-action__kind"
            value={known ? kind : ''}
            onChange={(e) => onChange(changeKind(action, e.target.value, actionProps(e.target.value) ?? []))}
          >
            {known ? null : <option value="">{kind ? `${kind} (unknown)` : 'Choose what it does'}</option>}
            {kinds.map((k) => (
              <option key={k.kind} value={k.kind}>
                {k.kind}
              </option>
            ))}
          </select>
          <span className="st-action__tools">
            <button
              type="button"
              className="st-button st-button--small"
              aria-label={`Move action ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="st-button st-button--small"
              aria-label={`Move action ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="st-button st-button--small st-button--danger"
              aria-label={`Remove action ${index + 1}`}
              onClick={onRemove}
            >
              Remove
            </button>
          </span>
        </div>
        {description ? <p className="st-action__about">{description}</p> : null}
        <OwnProblems problems={own} />
        {props
          .filter((info) => info.name !== 'do')
          .map((info) => {
            const value = isJsonObject(action) ? action[info.name] : undefined;
            const onSet = (next: unknown) => onChange(setActionProp(action, info.name, next));
            const at = fieldPointer(pointer, info.name);
            if (info.suggestions && info.kind === 'text') return <EndpointPicker key={info.name} info={info} value={value} onSet={onSet} />;
            return (
              <div key={info.name}>{renderField({ info, value, pointer: at, problems: fieldProblems(problems, pointer, info.name), onSet })}</div>
            );
          })}
      </fieldset>
    </li>
  );
}

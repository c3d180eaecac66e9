/**
 * The property form of the selected node: one field per property of its widget (or of the screen, for the root), what
 * staff change first and the schema's plumbing under Advanced (form-sections.ts).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { isJsonObject, isWidgetType } from '../../renderer/core/validation/node-slots.ts';
import { screenProps, widgetProps, type PropInfo } from '../schema/schema-index.ts';
import type { Problem } from '../studio-api.ts';
import { nodeLabel } from '../outline/build-outline.ts';
import { fieldPointer, fieldProblems, nodeProblems } from './field-problems.ts';
import { formSections } from './form-sections.ts';
import { PropertyField } from './property-field.tsx';
import { SpecialField, specialKind } from './special-fields.tsx';
import { NodeToolbar } from './node-toolbar.tsx';
import type { NodeAction } from '../outline/node-action.ts';
import { OwnProblems } from './problem-lines.tsx';

/** Props of PropertyForm. */
export interface PropertyFormProps {
  /** The parsed document (undefined when the text has no value). */
  doc: unknown;
  /** The JSON Pointer of the selected node ('' = the screen). */
  pointer: string;
  problems: readonly Problem[];
  /** Sets property `prop` of the node at `pointer`; undefined removes it. */
  onSet(pointer: string, prop: string, value: unknown): void;
  onReveal(pointer: string): void;
  /** Runs a node operation (move, duplicate, delete, add after) on the node at `pointer`; no toolbar without it. */
  onAction?(pointer: string, action: NodeAction): void;
  /** Selects another node (a switch case's widget); without it the cases only name their widgets. */
  onSelect?(pointer: string): void;
}

/** The properties the form shows for a node: its widget's (or the screen's), without the fixed `type`. */
export function formProps(pointer: string, node: Record<string, unknown>): PropInfo[] | undefined {
  const props = pointer === '' ? screenProps() : isWidgetType(node.type) ? widgetProps(node.type) : undefined;
  return props?.filter((p) => p.name !== 'type');
}

/** A heading, the node's own problems, one field per property, and properties the schema does not know. */
export function PropertyForm({ doc, pointer, problems, onSet, onReveal, onAction, onSelect }: PropertyFormProps) {
  const node = valueAt(doc, pointer);
  if (!isJsonObject(node)) {
    return <p className="st-empty">Select a widget in the outline to edit its properties.</p>;
  }
  const type = pointer === '' ? 'screen' : typeof node.type === 'string' ? node.type : '';
  const props = formProps(pointer, node);
  const label = nodeLabel(node);
  const names = props?.map((p) => p.name) ?? [];
  const own = nodeProblems(problems, pointer, names);
  const extra = Object.keys(node).filter((k) => k !== 'type' && props !== undefined && !names.includes(k));
  return (
    <form className="st-form" aria-label={`Properties of ${type || 'this node'}`} onSubmit={(e) => e.preventDefault()}>
      <h2 className="st-form__title">
        <code>{type || '(no type)'}</code>
        {label ? <span className="st-form__label">{label}</span> : null}
        {pointer === '' ? null : <span className="st-muted st-form__pointer">{pointer}</span>}
      </h2>
      {pointer !== '' && onAction ? <NodeToolbar doc={doc} pointer={pointer} onAction={(action) => onAction(pointer, action)} /> : null}
      <OwnProblems problems={own} />
      {props === undefined ? (
        <p className="st-empty">
          The schemas know no widget <code>{type}</code>: it can only be edited{' '}
          <button type="button" className="st-link" onClick={() => onReveal(pointer)}>
            in JSON
          </button>
          .
        </p>
      ) : (
        <FormFields doc={doc} pointer={pointer} node={node} props={props} problems={problems} onSet={onSet} onReveal={onReveal} onSelect={onSelect} />
      )}
      {extra.map((name) => (
        <div key={name} className="st-field st-field--invalid">
          <span className="st-field__label">{name}</span>
          <button type="button" className="st-link" onClick={() => onSet(pointer, name, undefined)}>
            Remove {name}
          </button>
        </div>
      ))}
    </form>
  );
}

/** The fields of a known node: the main ones, then the Advanced disclosure (open when one of its fields has an error). */
function FormFields(
  props: { pointer: string; node: Record<string, unknown>; props: PropInfo[] } & Pick<
    PropertyFormProps,
    'doc' | 'problems' | 'onSet' | 'onReveal' | 'onSelect'
  >,
) {
  const { doc, pointer, node, problems, onSet, onReveal, onSelect } = props;
  const { main, advanced } = formSections(props.props);
  const field = (info: PropInfo) =>
    specialKind(pointer, node, info.name) ? (
      <SpecialField
        key={`${pointer} ${info.name}`}
        doc={doc}
        pointer={pointer}
        node={node}
        info={info}
        problems={problems}
        onSet={onSet}
        onReveal={onReveal}
        onSelect={onSelect}
      />
    ) : (
      <PropertyField
        key={`${pointer} ${info.name}`}
        info={info}
        value={node[info.name]}
        pointer={fieldPointer(pointer, info.name)}
        problems={fieldProblems(problems, pointer, info.name)}
        onSet={(value) => onSet(pointer, info.name, value)}
        onReveal={onReveal}
      />
    );
  const advancedErrors = advanced.some((info) => fieldProblems(problems, pointer, info.name).some((p) => p.severity === 'error'));
  return (
    <>
      {main.map(field)}
      {advanced.length > 0 ? (
        <Advanced key={pointer} names={advanced.map((info) => info.name)} hasErrors={advancedErrors}>
          {advanced.map(field)}
        </Advanced>
      ) : null}
    </>
  );
}

/** The Advanced disclosure: closed at first, opened (and kept open) while one of its fields has an error. */
function Advanced({ names, hasErrors, children }: { names: string[]; hasErrors: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(hasErrors);
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors]);
  return (
    <details className="st-form__advanced" open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        Advanced <span className="st-muted">({names.join(', ')})</span>
      </summary>
      <div className="st-form__advanced-fields">{children}</div>
    </details>
  );
}

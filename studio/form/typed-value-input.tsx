/**
 * A value with a type the staffer chooses (text, number, yes/no, nothing, an expression, a list or object as JSON):
 * the type select and the box for that type. A box whose text cannot be applied keeps it and says why under it.
 */
import { useEffect, useState } from 'react';
import { ExpressionInput } from './expression-input.tsx';
import { convertValue, isValueType, readTyped, typedText, valueType, valueTypeWords, type ValueType } from './typed-value.ts';
import { useCommittedValue } from './use-committed-value.ts';

/** Props of TypedValueInput. */
export interface TypedValueInputProps {
  /** The id of the value's box (the type select gets `<id>-type`). */
  id: string;
  /** Names the value in labels, such as "stars" ("Type of stars", "Value of stars"). */
  name: string;
  value: unknown;
  /** The types offered (the value's own type is always offered). */
  types: readonly ValueType[];
  /** The JSON Pointer of the value, for the names an expression may use there. */
  pointer?: string;
  invalid?: boolean;
  /** Gets the new value. */
  onCommit(value: unknown): void;
}

/** The type select and the typed box of one value. */
export function TypedValueInput({ id, name, value, types, pointer, invalid = false, onCommit }: TypedValueInputProps) {
  const type = valueType(value);
  const offered = types.includes(type) ? types : [type, ...types];
  const [problem, setProblem] = useState<string | null>(null);
  // Compared as JSON: a list or object is a new value each time the text is parsed, though it says the same.
  const said = JSON.stringify(value);
  useEffect(() => setProblem(null), [said]);
  const problemId = `${id}-problem`;
  const apply = (read: ReturnType<typeof readTyped>) => {
    if (read.ok) {
      setProblem(null);
      onCommit(read.value);
    } else setProblem(read.problem);
  };
  return (
    <span className="st-typed">
      <label className="st-visually-hidden" htmlFor={`${id}-type`}>
        Type of {name}
      </label>
      <select
        id={`${id}-type`}
        className="st-select st-typed__type"
        value={type}
        onChange={(e) => isValueType(e.target.value) && onCommit(convertValue(value, e.target.value))}
      >
        {offered.map((t) => (
          <option key={t} value={t}>
            {valueTypeWords[t]}
          </option>
        ))}
      </select>
      <span className="st-typed__box">
        <TypedBox
          id={id}
          name={name}
          type={type}
          value={value}
          pointer={pointer}
          invalid={invalid || problem !== null}
          describedBy={problemId}
          onText={(text) => apply(readTyped(text, type))}
          onCommit={onCommit}
        />
      </span>
      <span id={problemId} className="st-typed__problem" role={problem ? 'alert' : undefined}>
        {problem ? <span className="st-problem st-problem--error">{problem}</span> : null}
      </span>
    </span>
  );
}

/** Props of TypedBox. */
interface TypedBoxProps {
  id: string;
  name: string;
  type: ValueType;
  value: unknown;
  pointer?: string;
  invalid: boolean;
  describedBy: string;
  onText(text: string): void;
  onCommit(value: unknown): void;
}

/** The box of one type: a checkbox, an expression input with completion, a JSON textarea or a one-line input. */
function TypedBox({ id, name, type, value, pointer, invalid, describedBy, onText, onCommit }: TypedBoxProps) {
  const label = `Value of ${name}`;
  if (type === 'boolean') {
    return (
      <span className="st-check">
        <input id={id} type="checkbox" checked={value === true} aria-label={label} onChange={(e) => onCommit(e.target.checked)} />
        <span className="st-muted">{value === true ? 'yes' : 'no'}</span>
      </span>
    );
  }
  if (type === 'null') return <span className="st-muted">no value</span>;
  if (type === 'expression') {
    return <ExpressionInput id={id} value={value} pointer={pointer} label={label} describedBy={describedBy} invalid={invalid} onCommit={onText} />;
  }
  return <PlainBox id={id} label={label} type={type} value={value} invalid={invalid} describedBy={describedBy} onText={onText} />;
}

/** A one-line input (text, number) or a textarea (JSON) that applies its text after a pause, on Enter or on leaving it. */
function PlainBox(props: {
  id: string;
  label: string;
  type: ValueType;
  value: unknown;
  invalid: boolean;
  describedBy: string;
  onText(text: string): void;
}) {
  const { id, label, type, value, invalid, describedBy, onText } = props;
  const field = useCommittedValue(typedText(value, type), onText);
  const common = {
    id,
    value: field.draft,
    'aria-label': label,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    spellCheck: false,
    onBlur: field.flush,
  };
  if (type === 'json') {
    const rows = Math.min(8, Math.max(2, field.draft.split('\n').length));
    return <textarea {...common} className="st-textarea" rows={rows} onChange={(e) => field.change(e.target.value)} />;
  }
  return (
    <input
      {...common}
      className={`st-input${type === 'number' ? ' st-input--number' : ''}`}
      type="text"
      inputMode={type === 'number' ? 'decimal' : undefined}
      onChange={(e) => field.change(e.target.value)}
      onKeyDown={(e) => e.key === 'Enter' && field.flush()}
    />
  );
}

/** One field of the property form, chosen by the kind of value the widget's schema asks for. */
import { useId } from 'react';
import type { PropInfo } from '../schema/schema-index.ts';
import type { Problem } from '../studio-api.ts';
import { ActionsInput } from './actions-input.tsx';
import { FieldShell, describedBy } from './field-shell.tsx';
import { ExpressionInput } from './expression-input.tsx';
import { RuleInput } from './rule-input.tsx';
import { NumberInput, TextInput, isExpression } from './text-inputs.tsx';
import { TranslationInput } from './translation-input.tsx';
import { isTranslations } from '../../renderer/core/i18n/translations.ts';
import { isTranslationMessage } from '../../renderer/core/i18n/translation-check.ts';

/** Props of PropertyField. */
export interface PropertyFieldProps {
  info: PropInfo;
  /** The current value (undefined when the property is absent). */
  value: unknown;
  /** The JSON Pointer of the property. */
  pointer: string;
  problems: readonly Problem[];
  /** Sets the property; undefined removes it. */
  onSet(value: unknown): void;
  onReveal(pointer: string): void;
}

const expressionNote = 'Starts with "=": an expression, worked out while the screen runs.';

/** A short description of a value edited in JSON: "3 widgets", "an object with 2 properties", "not set". */
function jsonSummary(value: unknown): string {
  if (value === undefined) return 'Not set.';
  if (Array.isArray(value)) return value.length === 1 ? '1 entry.' : `${value.length} entries.`;
  if (typeof value === 'object' && value !== null) {
    const n = Object.keys(value).length;
    return n === 1 ? 'An object with 1 property.' : `An object with ${n} properties.`;
  }
  return JSON.stringify(value);
}

/** A schema default in words: yes/no for flags, text in quotes, numbers as they are. */
function defaultWords(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

/** Text → input, expression → monospace input, enum → select, flag → checkbox or rule, number → number input, … */
export function PropertyField({ info, value, pointer, problems, onSet, onReveal }: PropertyFieldProps) {
  const id = useId();
  const described = describedBy(id);
  const invalid = problems.some((p) => p.severity === 'error');
  const optionalText = (text: string) => onSet(text === '' && !info.required ? undefined : text);
  const unsetNote = value === undefined && info.default !== undefined ? `Not set: the default, ${defaultWords(info.default)}, applies.` : undefined;
  const shell = { controlId: id, name: info.name, description: info.description, required: info.required, problems, note: unsetNote };
  const kind = info.allowsExpression && isExpression(value) && info.kind !== 'boolean' ? 'expression' : info.kind;

  if (info.translatable && (kind === 'text' || kind === 'expression' || isTranslations(value))) {
    return (
      <FieldShell {...shell} note={isExpression(value) ? expressionNote : shell.note}>
        <TranslationInput
          id={id}
          name={info.name}
          value={value}
          pointer={pointer}
          describedBy={described}
          invalid={problems.some((p) => p.severity === 'error' && !isTranslationMessage(p.message))}
          filipinoInvalid={problems.some((p) => p.severity === 'error' && isTranslationMessage(p.message))}
          required={info.required}
          onSet={onSet}
        />
      </FieldShell>
    );
  }
  if (kind === 'text' || kind === 'expression') {
    return (
      <FieldShell {...shell} note={isExpression(value) ? expressionNote : shell.note}>
        {kind === 'expression' ? (
          <ExpressionInput
            id={id}
            value={value}
            pointer={pointer}
            label={info.name}
            describedBy={described}
            invalid={invalid}
            onCommit={optionalText}
          />
        ) : (
          <TextInput id={id} value={value} describedBy={described} invalid={invalid} onCommit={optionalText} />
        )}
      </FieldShell>
    );
  }
  if (kind === 'boolean' && info.allowsExpression) {
    return (
      <FieldShell {...shell} note={isExpression(value) ? expressionNote : shell.note}>
        <RuleInput
          id={id}
          name={info.name}
          value={value}
          required={info.required}
          describedBy={described}
          invalid={invalid}
          pointer={pointer}
          onCommit={onSet}
        />
      </FieldShell>
    );
  }
  if (kind === 'boolean') {
    return (
      <FieldShell {...shell} note={undefined}>
        <span className="st-check">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={described}
            aria-invalid={invalid || undefined}
            onChange={(e) => onSet(e.target.checked)}
          />
          {value !== undefined && !info.required ? (
            <button type="button" className="st-link" aria-label={`Reset ${info.name} to its default`} onClick={() => onSet(undefined)}>
              Reset to default
            </button>
          ) : (
            <span className="st-muted">
              {value === undefined ? (info.default === undefined ? 'Not set (default)' : `Not set (default: ${defaultWords(info.default)})`) : ''}
            </span>
          )}
        </span>
      </FieldShell>
    );
  }
  if (kind === 'enum') {
    const values = info.values ?? [];
    const current = values.findIndex((v) => v === value);
    const other = value !== undefined && current < 0;
    return (
      <FieldShell {...shell}>
        <select
          id={id}
          className="st-select"
          value={current >= 0 ? String(current) : other ? 'other' : 'unset'}
          aria-describedby={described}
          aria-invalid={invalid || undefined}
          onChange={(e) => (e.target.value === 'unset' ? onSet(undefined) : e.target.value !== 'other' && onSet(values[Number(e.target.value)]))}
        >
          {info.required && value !== undefined ? null : <option value="unset">Not set</option>}
          {other ? <option value="other">{JSON.stringify(value)} (not allowed)</option> : null}
          {values.map((v, i) => (
            <option key={String(v)} value={String(i)}>
              {String(v)}
            </option>
          ))}
        </select>
      </FieldShell>
    );
  }
  if (kind === 'number' || kind === 'integer') {
    return (
      <FieldShell {...shell}>
        <NumberInput
          id={id}
          value={value}
          integer={kind === 'integer'}
          describedBy={described}
          invalid={invalid}
          onCommit={(n) => onSet(n === undefined && info.required ? value : n)}
        />
      </FieldShell>
    );
  }
  if (kind === 'actions') {
    return (
      <FieldShell {...shell} summarizeProblems>
        <ActionsInput
          id={id}
          value={value}
          describedBy={described}
          invalid={invalid}
          pointer={pointer}
          problems={problems}
          onCommit={(list) => onSet(list === undefined && info.required ? [] : list)}
          renderField={(field) => <PropertyField {...field} onReveal={onReveal} />}
        />
      </FieldShell>
    );
  }
  return (
    <FieldShell {...shell} summarizeProblems={kind === 'node' || kind === 'nodes'}>
      <span className="st-json-ref">
        <span className="st-muted">{jsonSummary(value)}</span>{' '}
        <button id={id} type="button" className="st-link" aria-describedby={described} onClick={() => onReveal(pointer)}>
          Edit in JSON
        </button>
      </span>
    </FieldShell>
  );
}

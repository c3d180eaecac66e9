/**
 * The visibility builder: a field picked from the screen's data (typing part of its name or description finds it,
 * with each field's type and description), a comparison and a value; it writes the expression
 * (`=data.order.orderStatus == '200'`) and reads one back.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useScopeAt } from '../data/expression-scope.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import { CompletionList } from './completion-list.tsx';
import {
  comparisonWords,
  fieldChoices,
  matchingChoices,
  readRule,
  writeRule,
  type BuiltRule,
  type Comparison,
  type FieldChoice,
} from './rule-comparison.ts';

/** Props of RuleBuilder. */
export interface RuleBuilderProps {
  id: string;
  /** The property's name ("visible"), for the labels. */
  name: string;
  /** The current expression, when it is one the builder can show. */
  value: unknown;
  /** The JSON Pointer of the property (a list's entry is offered inside a repeat). */
  pointer?: string;
  describedBy: string;
  invalid: boolean;
  onCommit(expression: string): void;
}

const emptyRule: BuiltRule = { field: '', comparison: '==', value: '' };
const shownChoices = 40;

/** Field, comparison and value of a "show when" rule. */
export function RuleBuilder({ id, name, value, pointer, describedBy, invalid, onCommit }: RuleBuilderProps) {
  const [rule, setRule] = useState<BuiltRule>(readRule(value) ?? emptyRule);
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const listId = useId();
  const scopeAtPointer = useScopeAt();
  const focusExpression = useStudio((s) => s.actions.focusExpression);
  useEffect(() => setRule(readRule(value) ?? emptyRule), [value]);
  const all = fieldChoices(scopeAtPointer(pointer));
  const shown = typed === null ? [] : matchingChoices(all, typed).slice(0, shownChoices);
  const chosen = all.find((c) => c.path === rule.field);

  const readable = readRule(value) !== undefined;
  // A field or comparison picked before any value waits for the value (an empty value may be meant: `== ''`).
  const commit = (next: BuiltRule, valueGiven = false) => {
    setRule(next);
    if (next.field !== '' && (valueGiven || readable || next.value !== '')) onCommit(writeRule(next, all.find((c) => c.path === next.field)?.shape));
  };
  const pick = (choice: Pick<FieldChoice, 'path'> | undefined) => {
    setTyped(null);
    if (choice) commit({ ...rule, field: choice.path });
  };
  // The data panel puts a clicked value's path here as the field (the latest `pick`, not the one of the focus).
  const latestPick = useRef(pick);
  latestPick.current = pick;
  const register = () => focusExpression({ label: `Field (${name})`, insert: (path) => latestPick.current({ path }) });
  const onFieldKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && shown.length) setActive((a) => (a + 1) % shown.length);
    else if (e.key === 'ArrowUp' && shown.length) setActive((a) => (a - 1 + shown.length) % shown.length);
    else if (e.key === 'Enter' && shown.length) pick(shown[active]);
    else if (e.key === 'Escape') setTyped(null);
    else return;
    e.preventDefault();
  };
  const open = shown.length > 0;
  const list = useRef<HTMLUListElement>(null);
  // The list opens under the field, perhaps below the form's fold: bring it into view.
  useEffect(() => {
    if (open) list.current?.scrollIntoView?.({ block: 'nearest' });
  }, [open]);
  return (
    <div className="st-builder" role="group" aria-label={`Show when (${name})`}>
      <div className="st-expression">
        <input
          id={`${id}-field`}
          className="st-input st-input--mono"
          type="text"
          role="combobox"
          aria-label={`Field (${name})`}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          placeholder="Find a field…"
          spellCheck={false}
          value={typed ?? rule.field}
          onFocus={() => {
            register();
            setTyped((t) => t ?? '');
          }}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(0);
          }}
          onBlur={() => setTyped(null)}
          onKeyDown={onFieldKey}
        />
        <CompletionList
          listRef={list}
          id={listId}
          label={`Fields for ${name}`}
          open={open}
          options={shown.map((c) => ({ name: c.path, type: c.type, info: c.description }))}
          active={active}
          onPick={(i) => pick(shown[i]!)}
        />
      </div>
      <select
        className="st-select"
        aria-label={`Comparison (${name})`}
        value={rule.comparison}
        onChange={(e) => commit({ ...rule, comparison: e.target.value as Comparison })}
      >
        {Object.entries(comparisonWords).map(([op, words]) => (
          <option key={op} value={op}>
            {words}
          </option>
        ))}
      </select>
      <ValueInput key={rule.value} name={name} value={rule.value} onCommit={(text) => commit({ ...rule, value: text }, true)} />
      <p className="st-builder-note">
        {chosen
          ? `${chosen.path}: ${chosen.type}${chosen.description ? ` — ${chosen.description}` : ''}`
          : typeof value === 'string' && value !== '' && !readable
            ? 'This rule is more than one comparison: it is written as an expression below.'
            : 'Pick a field of the screen’s data, a comparison and a value.'}
      </p>
    </div>
  );
}

/** The value box: applied on Enter and on leaving it. */
function ValueInput({ name, value, onCommit }: { name: string; value: string; onCommit(text: string): void }) {
  const [draft, setDraft] = useState(value);
  const apply = () => draft !== value && onCommit(draft);
  return (
    <input
      className="st-input"
      type="text"
      aria-label={`Value (${name})`}
      value={draft}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
    />
  );
}

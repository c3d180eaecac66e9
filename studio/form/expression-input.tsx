/**
 * An expression input of the property form with completion: while typing, the names and fields that can follow
 * (`data.order.` → the order details answer's fields, with type and description) in a list under the input; arrows
 * choose, Enter or Tab take one, Escape closes it. The input is where the data panel inserts a clicked value's path.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { pathCompletions, type PathCompletions } from '../editor/expression-completion.ts';
import { useScopeAt } from '../data/expression-scope.ts';
import { useStudio } from '../state/studio-store-context.tsx';
import { inputText } from './text-inputs.tsx';
import { useCommittedValue } from './use-committed-value.ts';
import { CompletionList } from './completion-list.tsx';

/** Props of ExpressionInput. */
export interface ExpressionInputProps {
  id: string;
  value: unknown;
  /** The JSON Pointer of the value, for the names in scope there (a list's entry inside a repeat). */
  pointer?: string;
  describedBy: string;
  invalid: boolean;
  placeholder?: string;
  /** The input's accessible name. */
  label: string;
  /** Gets the typed text ('' when emptied). */
  onCommit(text: string): void;
}

/** The text with `insert` put at the selection (a leading "=" added to an empty text). */
export function insertAt(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  const head = text.slice(0, start);
  const glue = head === '' ? '=' : /[\w$.]$/.test(head) && !head.endsWith('.') ? ' ' : '';
  const next = `${head}${glue}${insert}${text.slice(end)}`;
  return { text: next, caret: head.length + glue.length + insert.length };
}

/** A monospace expression input with completion from the screen's data. */
export function ExpressionInput({ id, value, pointer, describedBy, invalid, placeholder, label, onCommit }: ExpressionInputProps) {
  const field = useCommittedValue(inputText(value), onCommit);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [list, setList] = useState<PathCompletions | null>(null);
  const [active, setActive] = useState(0);
  const caret = useRef<number | null>(null);
  const scopeAtPointer = useScopeAt();
  const focusExpression = useStudio((s) => s.actions.focusExpression);

  useEffect(() => {
    if (caret.current !== null && input.current) input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const suggest = (text: string, at: number, explicit = false) => {
    const found = text.startsWith('=') ? pathCompletions(text.slice(1, at), scopeAtPointer(pointer), explicit) : null;
    setList(found ? { ...found, from: found.from + 1 } : null);
    setActive(0);
  };
  const type = (text: string, at: number) => {
    field.change(text);
    suggest(text, at);
  };
  const take = (index: number) => {
    const option = list?.options[index];
    const el = input.current;
    if (!list || !option || !el) return;
    const end = el.selectionStart ?? field.draft.length;
    const next = field.draft.slice(0, list.from) + option.label + field.draft.slice(end);
    caret.current = list.from + option.label.length;
    field.change(next);
    setList(null);
  };
  const register = () =>
    focusExpression({
      label,
      insert(path) {
        const el = input.current;
        const { text, caret: at } = insertAt(field.draft, el?.selectionStart ?? field.draft.length, el?.selectionEnd ?? field.draft.length, path);
        caret.current = at;
        field.change(text);
        field.flush();
        el?.focus();
      },
    });
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = list?.options.length ?? 0;
    if (e.key === 'ArrowDown' && count) setActive((a) => (a + 1) % count);
    else if (e.key === 'ArrowUp' && count) setActive((a) => (a - 1 + count) % count);
    else if ((e.key === 'Enter' || e.key === 'Tab') && count) take(active);
    else if (e.key === 'Escape' && count) setList(null);
    else if (e.key === ' ' && e.ctrlKey) suggest(field.draft, e.currentTarget.selectionStart ?? field.draft.length, true);
    else {
      if (e.key === 'Enter') field.flush();
      return;
    }
    e.preventDefault();
  };
  const open = (list?.options.length ?? 0) > 0;
  return (
    <div className="st-expression">
      <input
        ref={input}
        id={id}
        className="st-input st-input--mono"
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        spellCheck={false}
        value={field.draft}
        placeholder={placeholder}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => type(e.target.value, e.target.selectionStart ?? e.target.value.length)}
        onFocus={register}
        onBlur={() => {
          setList(null);
          field.flush();
        }}
        onKeyDown={onKey}
      />
      <CompletionList
        id={listId}
        label="Suggestions"
        open={open}
        options={list?.options.map((o) => ({ name: o.label, type: o.detail ?? '', info: o.info })) ?? []}
        active={active}
        onPick={take}
      />
    </div>
  );
}

/**
 * What the one-line inputs (text-input, phone-input, card-input) share: the labelled box bound to a state string, which
 * characters it keeps, how many, how it groups them for display (state keeps the bare value) and where the caret goes.
 */
import { useId, useRef, type ChangeEvent, type HTMLAttributes } from 'react';
import type { Binding } from '../renderer/core/widget-contract.ts';
import { errorAttributes, FieldError, useFocusOnError } from './field-error.tsx';
import { limitEdit } from './limit-edit.ts';
import './field-input.css';
import { useWords } from '../renderer/react/words-context.ts';

/** The rules of one kind of input. */
export interface FieldRules {
  /** Keep only the digits 0 to 9. */
  digitsOnly: boolean;
  /** The most characters kept; undefined: no limit. */
  max?: number;
  /** Sizes of the groups shown with a space between them, the last size repeating (such as [3, 4] or [4]); none: shown as kept. */
  groups?: readonly number[];
}

/** A kept value and the caret position within it (in kept characters). */
export interface FieldEdit {
  value: string;
  caret: number;
}

/** What a field keeps of a text: the digits only, or all of it. */
export function keepOf(text: string, rules: FieldRules): string {
  return rules.digitsOnly ? text.replace(/[^0-9]/g, '') : text;
}

/** The positions (in kept characters) where a new group starts, up to `length`. */
function groupStarts(length: number, groups: readonly number[] | undefined): number[] {
  const starts: number[] = [];
  if (!groups || groups.length === 0) return starts;
  let at = 0;
  for (let i = 0; ; i++) {
    const size = Math.max(1, groups[Math.min(i, groups.length - 1)] ?? 1);
    at += size;
    if (at >= length) return starts;
    starts.push(at);
  }
}

/** The value as shown: its groups joined by spaces, such as "091 7123 4567" for "09171234567" in groups of 3, 4 and 4. */
export function showField(value: string, rules: FieldRules): string {
  let shown = '';
  let from = 0;
  for (const start of groupStarts(value.length, rules.groups)) {
    shown += value.slice(from, start) + ' ';
    from = start;
  }
  return shown + value.slice(from);
}

/** Where the caret goes in the shown text when it follows `caret` kept characters (before a group's space, not after it). */
export function shownCaret(value: string, caret: number, rules: FieldRules): number {
  return caret + groupStarts(value.length, rules.groups).filter((start) => start < caret).length;
}

/**
 * What a field keeps of an edit, given the previous kept value, the box's new text and its caret. Dropped characters
 * never move the caret; deleting only a group's space deletes the digit beside it instead; beyond `max`, a keystroke
 * into a full box is refused and a paste is cut to fit.
 */
export function editField(previous: string, text: string, caret: number, rules: FieldRules, forward = false): FieldEdit {
  let value = keepOf(text, rules);
  let at = keepOf(text.slice(0, caret), rules).length;
  if (value === previous && text.length < showField(previous, rules).length) {
    if (forward) value = previous.slice(0, at) + previous.slice(at + 1);
    else if (at > 0) {
      value = previous.slice(0, at - 1) + previous.slice(at);
      at -= 1;
    }
  }
  const limited = limitEdit(previous, value, at, rules.max);
  return { value: limited, caret: Math.max(0, Math.min(limited.length, at - (value.length - limited.length))) };
}

/** Props of FieldInput. */
export interface FieldInputProps {
  id?: string;
  bind: Binding;
  label?: string;
  placeholder?: string;
  /** What screen readers call the box when it has neither label nor placeholder. */
  name?: string;
  rules: FieldRules;
  type?: 'text' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** code: large, widely spaced characters (a verification code). */
  look?: 'code';
  autoFocus?: boolean;
  /** A message under the box (the box is then marked invalid); empty: none. */
  error?: string;
}

/** Reads a bound value as text. */
function textOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A labelled one-line box bound to a state string under the given rules. */
export function FieldInput({
  id,
  bind,
  label,
  placeholder,
  name,
  rules,
  type = 'text',
  autoComplete = 'off',
  inputMode,
  look,
  autoFocus = false,
  error = '',
}: FieldInputProps) {
  const w = useWords();
  const fieldId = useId();
  const box = useRef<HTMLInputElement>(null);
  useFocusOnError(box, error);
  const bound = textOf(bind.value);
  const kept = keepOf(bound, rules);

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    const caret = el.selectionEnd ?? el.value.length;
    const forward = e.nativeEvent instanceof InputEvent && e.nativeEvent.inputType === 'deleteContentForward';
    const next = editField(kept, el.value, caret, rules, forward);
    const shown = showField(next.value, rules);
    // Written here, before React draws it, so the caret lands after the same characters instead of at the end.
    if (el.value !== shown) {
      const before = showField(kept, rules);
      // A refused insertion puts the caret back exactly where it was.
      const at =
        next.value === kept && el.value.length > before.length
          ? caret - (el.value.length - before.length)
          : shownCaret(next.value, next.caret, rules);
      el.value = shown;
      if (el.ownerDocument.activeElement === el) el.setSelectionRange(Math.max(0, at), Math.max(0, at));
    }
    if (next.value !== bound) bind.set(next.value);
  };

  return (
    <div id={id} className="h-field">
      {label ? (
        <label className="h-field__label" htmlFor={fieldId}>
          {label}
        </label>
      ) : null}
      <input
        ref={box}
        id={fieldId}
        className={`h-field__input${rules.groups ? ' h-field__input--grouped' : ''}${look === 'code' ? ' h-field__input--code' : ''}`}
        type={type}
        inputMode={inputMode ?? (rules.digitsOnly ? 'numeric' : 'text')}
        pattern={rules.digitsOnly ? '[0-9 ]*' : undefined}
        autoComplete={autoComplete}
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus={autoFocus}
        // Only where nothing is stripped or grouped: otherwise the browser would cut before the spaces are dropped.
        maxLength={!rules.digitsOnly && !rules.groups ? rules.max : undefined}
        value={showField(kept, rules)}
        onChange={onChange}
        placeholder={placeholder}
        aria-label={label ? undefined : placeholder || (name && w(name))}
        {...errorAttributes(error, `${fieldId}-error`)}
      />
      <FieldError id={`${fieldId}-error`} message={error} />
    </div>
  );
}

/** Text-like controls of the property form: a text or expression input and a number input. */
import type { KeyboardEvent } from 'react';
import { useCommittedValue } from './use-committed-value.ts';

/** True for a text that the renderer treats as an expression ("=…"). */
export function isExpression(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('=');
}

/** How a value shows in a one-line input: texts as they are, anything else as JSON, nothing as empty. */
export function inputText(value: unknown): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function onEnter(flush: () => void) {
  return (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') flush();
  };
}

/** Props of TextInput. */
export interface TextInputProps {
  id: string;
  value: unknown;
  describedBy: string;
  invalid: boolean;
  monospace?: boolean;
  placeholder?: string;
  /** An accessible name when no <label> names the input. */
  label?: string;
  /** Gets the typed text ('' when emptied). */
  onCommit(text: string): void;
}

/** A one-line input that applies its text after a pause, on Enter or on leaving it. */
export function TextInput({ id, value, describedBy, invalid, monospace, placeholder, label, onCommit }: TextInputProps) {
  const field = useCommittedValue(inputText(value), onCommit);
  const mono = monospace === true || isExpression(field.draft);
  return (
    <input
      id={id}
      className={`st-input${mono ? ' st-input--mono' : ''}`}
      type="text"
      spellCheck={!mono}
      value={field.draft}
      placeholder={placeholder}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => field.change(e.target.value)}
      onBlur={field.flush}
      onKeyDown={onEnter(field.flush)}
    />
  );
}

/** Props of NumberInput. */
export interface NumberInputProps {
  id: string;
  value: unknown;
  integer: boolean;
  describedBy: string;
  invalid: boolean;
  /** Gets the number, or undefined when the input was emptied. */
  onCommit(value: number | undefined): void;
}

/** A number input; an emptied input gives undefined, a half-typed number is not applied. */
export function NumberInput({ id, value, integer, describedBy, invalid, onCommit }: NumberInputProps) {
  const field = useCommittedValue(inputText(value), (text) => {
    if (text.trim() === '') onCommit(undefined);
    else if (Number.isFinite(Number(text))) onCommit(Number(text));
  });
  return (
    <input
      id={id}
      className="st-input st-input--number"
      type="number"
      step={integer ? 1 : 'any'}
      value={field.draft}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => field.change(e.target.value)}
      onBlur={field.flush}
      onKeyDown={onEnter(field.flush)}
    />
  );
}

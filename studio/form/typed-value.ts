/**
 * A value of the form's typed inputs (a state value, a load's field): its type in plain words, what a typed text
 * becomes for each type (or why it cannot be applied yet), and the value kept when the type changes.
 */
import { isExpression } from './text-inputs.tsx';

/** The types a staffer can choose for a value. */
export const valueTypes = ['text', 'number', 'boolean', 'null', 'expression', 'json'] as const;

/** One of valueTypes. */
export type ValueType = (typeof valueTypes)[number];

/** How each type is named in the type select. */
export const valueTypeWords: Readonly<Record<ValueType, string>> = {
  text: 'Text',
  number: 'Number',
  boolean: 'Yes/no',
  null: 'Nothing (null)',
  expression: 'Expression',
  json: 'List or object',
};

/** True when `type` is one of valueTypes. */
export function isValueType(type: string): type is ValueType {
  return valueTypes.some((t) => t === type);
}

/** The type of a value as it is. */
export function valueType(value: unknown): ValueType {
  if (isExpression(value)) return 'expression';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value === null || value === undefined) return 'null';
  return 'json';
}

/** A typed text read as a value of `type`, or the reason it is not applied (what was typed stays in the box). */
export type ReadValue = { ok: true; value: unknown } | { ok: false; problem: string };

/** Reads what was typed in the box of a `type` value. */
export function readTyped(text: string, type: ValueType): ReadValue {
  switch (type) {
    case 'text':
      if (text.startsWith('=')) return { ok: false, problem: 'A text cannot start with "=": choose Expression for that.' };
      return { ok: true, value: text };
    case 'number': {
      const n = Number(text.trim());
      if (text.trim() === '' || !Number.isFinite(n)) return { ok: false, problem: `Not a number: "${text}". Not applied yet.` };
      return { ok: true, value: n };
    }
    case 'expression': {
      const trimmed = text.trim();
      if (trimmed === '' || trimmed === '=') return { ok: false, problem: 'Write an expression, such as =params.orderId.' };
      return { ok: true, value: trimmed.startsWith('=') ? trimmed : `=${trimmed}` };
    }
    case 'json':
      try {
        return { ok: true, value: JSON.parse(text) as unknown };
      } catch (err) {
        return { ok: false, problem: `Not applied, not valid JSON yet: ${err instanceof Error ? err.message : String(err)}` };
      }
    case 'boolean':
      return { ok: true, value: text === 'true' };
    case 'null':
      return { ok: true, value: null };
  }
}

/** A text as an expression literal: 'it''s' quoted with single quotes. */
function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The value made `type`, keeping what it says where it can: "12" → 12, 12 → "12", "abc" → "='abc'", "=x" → "x". */
export function convertValue(value: unknown, type: ValueType): unknown {
  const asText = isExpression(value) ? value.slice(1) : typeof value === 'string' ? value : value == null ? '' : JSON.stringify(value);
  switch (type) {
    case 'text':
      return asText.replace(/^=+/, '');
    case 'number': {
      const n = typeof value === 'number' ? value : Number(asText);
      return asText.trim() !== '' && Number.isFinite(n) ? n : 0;
    }
    case 'boolean':
      return value === true || asText === 'true';
    case 'null':
      return null;
    case 'expression':
      if (isExpression(value)) return value;
      return typeof value === 'string' ? `=${quoted(value)}` : `=${value === undefined ? 'null' : JSON.stringify(value)}`;
    case 'json':
      return typeof value === 'object' && value !== null ? value : {};
  }
}

/** The text a value shows in the box of its type. */
export function typedText(value: unknown, type: ValueType): string {
  if (type === 'json') return JSON.stringify(value ?? {}, null, 2);
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : String(value);
}

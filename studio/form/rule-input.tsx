/**
 * A yes/no property that may also be an expression, such as `visible`: Always, Never or When… a rule, built from a
 * field of the screen's data, a comparison and a value (rule-builder.tsx), or written as an expression with completion.
 */
import { useEffect, useState } from 'react';
import { ExpressionInput } from './expression-input.tsx';
import { RuleBuilder } from './rule-builder.tsx';
import './rule-builder.css';

const modes = ['unset', 'always', 'never', 'when'] as const;
type Mode = (typeof modes)[number];

function isMode(value: string): value is Mode {
  return modes.some((m) => m === value);
}

function modeOf(value: unknown): Mode {
  if (value === true) return 'always';
  if (value === false) return 'never';
  if (typeof value === 'string') return 'when';
  return 'unset';
}

/** An expression as the text holds it: with its leading "=". */
export function asExpression(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith('=') ? trimmed : `=${trimmed}`;
}

/** Props of RuleInput. */
export interface RuleInputProps {
  id: string;
  /** The property's name, for the expression input's label. */
  name: string;
  value: unknown;
  required: boolean;
  describedBy: string;
  invalid: boolean;
  /** The JSON Pointer of the property: the builder and completion then offer a list's entry inside a repeat. */
  pointer?: string;
  /** Gets true, false, an expression, or undefined to remove the property. */
  onCommit(value: boolean | string | undefined): void;
}

/** A select (Not set / Always / Never / When…) and, for When…, the expression. */
export function RuleInput({ id, name, value, required, describedBy, invalid, pointer, onCommit }: RuleInputProps) {
  const [mode, setMode] = useState<Mode>(modeOf(value));
  useEffect(() => setMode(modeOf(value)), [value]);
  const choose = (next: Mode) => {
    setMode(next);
    if (next === 'unset') onCommit(undefined);
    else if (next === 'always') onCommit(true);
    else if (next === 'never') onCommit(false);
  };
  return (
    <div className="st-rule">
      <select
        id={id}
        className="st-select"
        value={mode}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => isMode(e.target.value) && choose(e.target.value)}
      >
        {required ? null : <option value="unset">Not set (default)</option>}
        <option value="always">Always</option>
        <option value="never">Never</option>
        <option value="when">When…</option>
      </select>
      {mode === 'when' ? (
        <>
          <RuleBuilder id={id} name={name} value={value} pointer={pointer} describedBy={describedBy} invalid={invalid} onCommit={onCommit} />
          <ExpressionInput
            id={`${id}-when`}
            label={`When is ${name} true? (expression)`}
            value={typeof value === 'string' ? value : ''}
            pointer={pointer}
            describedBy={describedBy}
            invalid={invalid}
            placeholder="=data.contact.email != ''"
            onCommit={(text) => (text.trim() === '' ? undefined : onCommit(asExpression(text)))}
          />
        </>
      ) : null}
    </div>
  );
}

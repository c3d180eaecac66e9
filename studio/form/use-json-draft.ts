/** A JSON text box's draft: applied whenever it parses to the expected kind (an empty box: left out), else kept with the reason. */
import { useState } from 'react';
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import { useCommittedValue, type CommittedValue } from './use-committed-value.ts';

/** The field, why its text is not applied (null when it is), and a height that fits it. */
export interface JsonDraft {
  field: CommittedValue;
  problem: string | null;
  rows: number;
}

/** Keeps the box's text for `value`; `onCommit` gets the parsed list or object (`kind`), or undefined for an empty box. */
export function useJsonDraft(value: unknown, kind: 'list' | 'object', onCommit: (parsed: unknown) => void, maxRows = 14): JsonDraft {
  const [problem, setProblem] = useState<string | null>(null);
  const field = useCommittedValue(value === undefined ? '' : JSON.stringify(value, null, 2), (text) => {
    if (text.trim() === '') {
      setProblem(null);
      onCommit(undefined);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (kind === 'list' && !Array.isArray(parsed)) throw new Error('it must be a list: [ … ]');
      if (kind === 'object' && !isJsonObject(parsed)) throw new Error('it must be an object: { … }');
      setProblem(null);
      onCommit(parsed);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : String(err));
    }
  });
  return { field, problem, rows: Math.min(maxRows, Math.max(3, field.draft.split('\n').length)) };
}

/** An action list in the property form: each action's `do` and a short summary, and its JSON to edit. */
import { useState } from 'react';
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import { useCommittedValue } from './use-committed-value.ts';

const summaryProps = ['to', 'url', 'endpoint', 'action', 'path', 'text', 'name', 'ms', 'when'];

/** One line about an action: its `do` and its most telling property, such as "navigate /complainPage". */
export function actionSummary(action: unknown): { name: string; detail: string } {
  if (!isJsonObject(action)) return { name: '?', detail: 'not an action' };
  const name = typeof action.do === 'string' ? action.do : '?';
  const prop = summaryProps.find((p) => action[p] !== undefined && typeof action[p] !== 'object');
  return { name, detail: prop === undefined ? '' : String(action[prop]) };
}

/** The JSON of an action list as the textarea shows it. */
function listJson(value: unknown): string {
  return value === undefined ? '' : JSON.stringify(value, null, 2);
}

/** Props of ActionsInput. */
export interface ActionsInputProps {
  id: string;
  value: unknown;
  describedBy: string;
  invalid: boolean;
  /** Gets the parsed list, or undefined when the textarea was emptied. */
  onCommit(value: unknown[] | undefined): void;
}

/** The actions as a compact list and a JSON textarea that applies whenever it parses to a list. */
export function ActionsInput({ id, value, describedBy, invalid, onCommit }: ActionsInputProps) {
  const [parseError, setParseError] = useState<string | null>(null);
  const field = useCommittedValue(listJson(value), (text) => {
    if (text.trim() === '') {
      setParseError(null);
      onCommit(undefined);
      return;
    }
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) throw new Error('it must be a list: [ … ]');
      setParseError(null);
      onCommit(parsed);
    } catch (err) {
      setParseError(err instanceof Error ? err.message : String(err));
    }
  });
  const actions = Array.isArray(value) ? value : [];
  const lines = Math.min(12, Math.max(3, field.draft.split('\n').length));
  return (
    <div className="st-actions">
      {actions.length > 0 ? (
        <ol className="st-actions__list">
          {actions.map((action, i) => {
            const { name, detail } = actionSummary(action);
            return (
              <li key={i}>
                <code>{name}</code> <span className="st-actions__detail">{detail}</span>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="st-actions__empty">No actions.</p>
      )}
      <textarea
        id={id}
        className="st-textarea st-input--mono"
        rows={lines}
        spellCheck={false}
        value={field.draft}
        aria-describedby={describedBy}
        aria-invalid={invalid || parseError !== null || undefined}
        onChange={(e) => field.change(e.target.value)}
        onBlur={field.flush}
      />
      {parseError ? <p className="st-problem st-problem--error">Not applied, not valid JSON yet: {parseError}</p> : null}
    </div>
  );
}

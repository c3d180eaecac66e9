/** The node operations above the property form: move up and down its list, duplicate, delete, add a widget after it. */
import { useEffect, useMemo, useRef } from 'react';
import { valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { widgetTypeList } from '../schema/schema-index.ts';
import { nodePlace } from '../outline/node-moves.ts';
import { nodeName, type NodeAction } from '../outline/node-action.ts';

/** Props of NodeToolbar. */
export interface NodeToolbarProps {
  /** The parsed document. */
  doc: unknown;
  /** The pointer of the selected node (never the screen's ''). */
  pointer: string;
  onAction(action: NodeAction): void;
}

/** The first sentence of a description, cut to fit an option. */
function shortDescription(description: string): string {
  const sentence = description.split(/(?<=\.)\s/)[0] ?? description;
  return sentence.length > 60 ? `${sentence.slice(0, 59)}…` : sentence;
}

/** Buttons and a select for the selected node; moves are disabled at the ends of its list, list-only ones outside lists. */
export function NodeToolbar({ doc, pointer, onAction }: NodeToolbarProps) {
  const place = nodePlace(doc, pointer);
  const name = nodeName(valueAt(doc, pointer));
  const types = useMemo(() => widgetTypeList(), []);
  const first = !place || place.index === 0;
  const last = !place || place.index === place.count - 1;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const lastMove = useRef<-1 | 1 | null>(null);

  useEffect(() => {
    // A move to either end disables the button just pressed, which drops the focus: hand it to the other one.
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    if (lastMove.current === -1 && first && !last) down.current?.focus();
    if (lastMove.current === 1 && last && !first) up.current?.focus();
  }, [first, last]);

  const move = (by: -1 | 1) => {
    lastMove.current = by;
    onAction({ kind: 'move', by });
  };
  return (
    <div className="st-node-tools" role="group" aria-label={`Change ${name}`}>
      <div className="st-node-tools__buttons">
        <button type="button" ref={up} className="st-button st-button--small" disabled={first} onClick={() => move(-1)}>
          Move up
        </button>
        <button type="button" ref={down} className="st-button st-button--small" disabled={last} onClick={() => move(1)}>
          Move down
        </button>
        <button type="button" className="st-button st-button--small" disabled={!place} onClick={() => onAction({ kind: 'duplicate' })}>
          Duplicate
        </button>
        <button
          type="button"
          className="st-button st-button--small st-node-tools__delete"
          aria-label={`Delete ${name}`}
          onClick={() => onAction({ kind: 'delete' })}
        >
          Delete
        </button>
      </div>
      <select
        className="st-select"
        aria-label={`Add widget after ${name}`}
        value=""
        disabled={!place}
        onChange={(e) => {
          if (e.target.value !== '') onAction({ kind: 'add', type: e.target.value });
        }}
      >
        <option value="">Add widget after…</option>
        {types.map(({ type, description }) => (
          <option key={type} value={type} title={description}>
            {description ? `${type} — ${shortDescription(description)}` : type}
          </option>
        ))}
      </select>
    </div>
  );
}

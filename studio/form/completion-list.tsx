/**
 * The list of completions under a text box (an expression's fields and functions, the visibility builder's fields): a
 * listbox whose options the box's arrows move through (aria-activedescendant on the box points at `${id}-${i}`).
 */
import type { Ref } from 'react';

/** One option: its name, its type and an optional line of description. */
export interface Completion {
  name: string;
  type: string;
  info?: string;
}

/** The listbox; mousedown picks an option without taking the focus from the box. */
export function CompletionList(props: {
  id: string;
  label: string;
  open: boolean;
  options: readonly Completion[];
  active: number;
  onPick: (index: number) => void;
  listRef?: Ref<HTMLUListElement>;
}) {
  const { id, label, open, options, active, onPick, listRef } = props;
  return (
    <ul ref={listRef} id={id} role="listbox" aria-label={label} className="st-completions" hidden={!open}>
      {options.map((o, i) => (
        <li
          key={o.name}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className="st-completion"
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(i);
          }}
        >
          <span className="st-completion-name">{o.name}</span> <span className="st-completion-type">{o.type}</span>
          {o.info ? <span className="st-completion-info">{o.info}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** One outline row (a tree item that can be dragged to move its node) and one drop line (where a dragged widget can go). */
import type { KeyboardEventHandler, PointerEventHandler } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { OutlineNode } from './build-outline.ts';
import type { DropPlace } from './drop-places.ts';
import type { MoveDrag } from './outline-dnd.tsx';

const indent = (depth: number) => ({ paddingInlineStart: `calc(${depth} * var(--st-indent) + var(--h-space-sm))` });

/** Props of OutlineRow. */
export interface OutlineRowProps {
  node: OutlineNode;
  depth: number;
  selected: boolean;
  /** The row the tree's focus is on (the only one in the tab order). */
  current: boolean;
  hasError: boolean;
  /** The node can be dragged elsewhere (an editor's outline, not the screen itself). */
  movable: boolean;
  rowRef(el: HTMLLIElement | null): void;
  onSelect(pointer: string): void;
}

/** A row: type, label, badges; dragged by the mouse anywhere on it, or from the keyboard with its move handle (selected row). */
export function OutlineRow({ node, depth, selected, current, hasError, movable, rowRef, onSelect }: OutlineRowProps) {
  const name = node.label ? `${node.type} ${node.label}` : node.type || 'node';
  const data: MoveDrag = { kind: 'move', pointer: node.pointer, name };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `move:${node.pointer}`,
    data,
    disabled: !movable,
  });
  return (
    <li
      ref={(el) => {
        setNodeRef(el);
        rowRef(el);
      }}
      role="treeitem"
      aria-level={depth + 1}
      aria-selected={selected}
      tabIndex={current ? 0 : -1}
      data-pointer={node.pointer}
      className={`st-outline__row${selected ? ' is-selected' : ''}${node.known ? '' : ' is-unknown'}${isDragging ? ' is-dragging' : ''}`}
      style={indent(depth)}
      title={node.pointer || '/'}
      onClick={() => onSelect(node.pointer)}
      onPointerDown={movable ? (listeners?.onPointerDown as PointerEventHandler<HTMLLIElement> | undefined) : undefined}
    >
      <code className="st-outline__type">{node.type || '(no type)'}</code>
      {node.known ? null : <span className="st-badge st-badge--warning">unknown</span>}
      {node.label ? <span className="st-outline__label">{node.label}</span> : null}
      {hasError ? (
        <span className="st-badge st-badge--error" aria-label="has a problem">
          !
        </span>
      ) : null}
      {movable && selected ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="st-outline__handle"
          {...attributes}
          onKeyDown={listeners?.onKeyDown as KeyboardEventHandler<HTMLButtonElement> | undefined}
          aria-roledescription="move handle"
          aria-label={`Move ${name}`}
          title="Drag to move, or press Space and use the arrow keys"
        >
          ⠿
        </button>
      ) : null}
    </li>
  );
}

/**
 * A drop line: a droppable band on the border between two rows, taking no room (the rows never move while a widget is
 * dragged), starting at the place's indent so the pointer's distance from the left picks how deep it goes; the line and
 * its words ("After image") show while the pointer is over it.
 */
export function DropLine({ place, depth }: { place: DropPlace; depth: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: place.id, data: { place } });
  return (
    <li role="none" className="st-outline__drop">
      <span
        ref={setNodeRef}
        className={`st-outline__drop-band${isOver ? ' is-over' : ''}`}
        style={{ insetInlineStart: indent(depth).paddingInlineStart }}
        data-drop={place.id}
      >
        <span className="st-outline__drop-words">{place.label}</span>
      </span>
    </li>
  );
}

/**
 * The outline as a keyboard-navigable tree: one row per node, its type and label, unknown types marked. While a widget
 * is dragged (from the palette or a row), drop lines show between the rows where it can go.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useDndContext } from '@dnd-kit/core';
import { flattenOutline, type OutlineNode } from './build-outline.ts';
import { outlineWithPlaces } from './drop-places.ts';
import type { NodeAction } from './node-action.ts';
import { DropLine, OutlineRow } from './outline-row.tsx';

/** Props of OutlineView. */
export interface OutlineViewProps {
  root: OutlineNode;
  /** The pointer of the selected node. */
  selected: string;
  /** Pointers of nodes with an error of their own (not inside a child). */
  withErrors: ReadonlySet<string>;
  onSelect(pointer: string): void;
  /** Runs a node operation on the selected node (Alt+ArrowUp, Alt+ArrowDown, Delete); no shortcuts without it. */
  onAction?(pointer: string, action: NodeAction): void;
  /** The parsed document, for the drop places (rows cannot be dragged without it). */
  doc?: unknown;
}

/** A tree (role="tree"): Up/Down/Home/End move and select, Enter or a click selects; Alt+Up/Down move the node, Delete deletes it. */
export function OutlineView({ root, selected, withErrors, onSelect, onAction, doc }: OutlineViewProps) {
  const rows = flattenOutline(root);
  const dnd = useDndContext();
  const dragging = dnd.active !== null;
  const entries = dragging && doc !== undefined ? outlineWithPlaces(root, doc) : rows.map((r) => ({ kind: 'row' as const, ...r }));
  const refs = useRef(new Map<string, HTMLLIElement>());
  // After a shortcut the node's row is a new element (rows are keyed by pointer): focus the selected row again.
  const refocus = useRef(false);
  const current = Math.max(
    0,
    rows.findIndex((r) => r.node.pointer === selected),
  );

  const currentPointer = rows[current]?.node.pointer ?? '';
  // Only a new selection or a new outline scrolls: drop lines appearing during a drag must not move the rows away.
  useEffect(() => {
    refs.current.get(currentPointer)?.scrollIntoView?.({ block: 'nearest' });
  }, [currentPointer, root]);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    refs.current.get(selected)?.focus();
  }, [selected, rows]);

  const move = (index: number) => {
    const row = rows[Math.min(rows.length - 1, Math.max(0, index))];
    if (!row) return;
    onSelect(row.node.pointer);
    refs.current.get(row.node.pointer)?.focus();
  };
  const shortcut = (e: KeyboardEvent<HTMLUListElement>): NodeAction | undefined => {
    if (e.altKey && e.key === 'ArrowUp') return { kind: 'move', by: -1 };
    if (e.altKey && e.key === 'ArrowDown') return { kind: 'move', by: 1 };
    return e.key === 'Delete' ? { kind: 'delete' } : undefined;
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    // The move handle's keys pick its node up and move it (dnd-kit), not the tree's focus.
    if (e.target instanceof Element && e.target.closest('.st-outline__handle')) return;
    const action = onAction && shortcut(e);
    const pointer = rows[current]?.node.pointer ?? '';
    if (action) {
      e.preventDefault();
      if (pointer === '') return;
      refocus.current = true;
      onAction?.(pointer, action);
      return;
    }
    const keys: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: rows.length - 1 };
    const target = keys[e.key];
    if (target !== undefined) {
      e.preventDefault();
      move(target);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(rows[current]?.node.pointer ?? '');
    }
  };

  return (
    <ul
      className="st-outline"
      role="tree"
      aria-label="Outline of the screen"
      aria-keyshortcuts={onAction ? 'Alt+ArrowUp Alt+ArrowDown Delete' : undefined}
      onKeyDown={onKeyDown}
      // Scrolling the outline during a drag from the palette (another scroll box) moves the drop lines: measure them again.
      onScroll={dragging ? () => dnd.measureDroppableContainers([...dnd.droppableContainers.keys()]) : undefined}
    >
      {entries.map((entry) =>
        entry.kind === 'place' ? (
          <DropLine key={entry.place.id} place={entry.place} depth={entry.depth} />
        ) : (
          <OutlineRow
            key={entry.node.pointer || '/'}
            node={entry.node}
            depth={entry.depth}
            selected={entry.node.pointer === selected}
            current={entry.node.pointer === rows[current]?.node.pointer}
            hasError={withErrors.has(entry.node.pointer)}
            movable={onAction !== undefined && doc !== undefined && entry.node.pointer !== ''}
            rowRef={(el) => {
              if (el) refs.current.set(entry.node.pointer, el);
              else refs.current.delete(entry.node.pointer);
            }}
            onSelect={onSelect}
          />
        ),
      )}
    </ul>
  );
}

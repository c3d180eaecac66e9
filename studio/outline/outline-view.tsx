/** The outline as a keyboard-navigable tree: one row per node, its type and label, unknown types marked. */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { flattenOutline, type OutlineNode } from './build-outline.ts';
import type { NodeAction } from './node-action.ts';

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
}

/** A tree (role="tree"): Up/Down/Home/End move and select, Enter or a click selects; Alt+Up/Down move the node, Delete deletes it. */
export function OutlineView({ root, selected, withErrors, onSelect, onAction }: OutlineViewProps) {
  const rows = flattenOutline(root);
  const refs = useRef(new Map<string, HTMLLIElement>());
  // After a shortcut the node's row is a new element (rows are keyed by pointer): focus the selected row again.
  const refocus = useRef(false);
  const current = Math.max(
    0,
    rows.findIndex((r) => r.node.pointer === selected),
  );

  useEffect(() => {
    refs.current.get(rows[current]?.node.pointer ?? '')?.scrollIntoView?.({ block: 'nearest' });
  }, [current, rows]);

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
    >
      {rows.map(({ node, depth }, i) => (
        <li
          key={node.pointer || '/'}
          ref={(el) => {
            if (el) refs.current.set(node.pointer, el);
            else refs.current.delete(node.pointer);
          }}
          role="treeitem"
          aria-level={depth + 1}
          aria-selected={node.pointer === selected}
          tabIndex={i === current ? 0 : -1}
          data-pointer={node.pointer}
          className={`st-outline__row${node.pointer === selected ? ' is-selected' : ''}${node.known ? '' : ' is-unknown'}`}
          style={{ paddingInlineStart: `calc(${depth} * var(--st-indent) + var(--h-space-sm))` }}
          title={node.pointer || '/'}
          onClick={() => onSelect(node.pointer)}
        >
          <code className="st-outline__type">{node.type || '(no type)'}</code>
          {node.known ? null : <span className="st-badge st-badge--warning">unknown</span>}
          {node.label ? <span className="st-outline__label">{node.label}</span> : null}
          {withErrors.has(node.pointer) ? (
            <span className="st-badge st-badge--error" aria-label="has a problem">
              !
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

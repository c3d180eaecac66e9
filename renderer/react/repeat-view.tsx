/** The entries of a repeat: one node per entry, each with its own local names (the entry under `as`, and index). */
import { useMemo, type ReactNode } from 'react';
import type { RepeatNode, WidgetNode } from '../../schemas/generated/types.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { Entry } from './node-plan.ts';
import { NodeView } from './node-view.tsx';
import { VirtualRepeat } from './virtual-repeat.tsx';
import { virtualThreshold } from './virtual-window.ts';

/** Props of RepeatEntries. */
export interface RepeatEntriesProps {
  node: RepeatNode;
  entries: readonly Entry[];
  pointer: string;
  locals: Scope;
  as: string;
}

/** Draws a repeat's entries in its container; a long list one below the other is drawn as a window (VirtualRepeat). */
export function RepeatEntries({ node, entries, pointer, locals, as }: RepeatEntriesProps): ReactNode {
  const direction = node.direction ?? 'column';
  if (direction === 'column' && entries.length > virtualThreshold && node.virtualize !== false) {
    return <VirtualRepeat node={node} entries={entries} pointer={pointer} locals={locals} as={as} />;
  }
  const at = `${pointer}/render`;
  return (
    <div className={`h-repeat h-repeat--${direction} h-gap--${node.gap ?? 'sm'}`}>
      {entries.map((e) => (
        <RepeatItem key={e.key} node={node.render} pointer={at} locals={locals} as={as} item={e.item} index={e.index} />
      ))}
    </div>
  );
}

/** Props of RepeatItem. */
export interface RepeatItemProps {
  node: WidgetNode;
  pointer: string;
  locals: Scope;
  as: string;
  item: unknown;
  index: number;
}

/** One entry of a repeat. */
export function RepeatItem({ node, pointer, locals, as, item, index }: RepeatItemProps): ReactNode {
  const itemLocals = useMemo(() => ({ ...locals, [as]: item, index }), [locals, as, item, index]);
  return <NodeView node={node} pointer={pointer} locals={itemLocals} />;
}

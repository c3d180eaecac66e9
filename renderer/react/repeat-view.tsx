/** The entries of a repeat: one node per entry, each with its own local names (the entry under `as`, and index). */
import { Suspense, useMemo, type ReactNode } from 'react';
import type { RepeatNode, WidgetNode } from '../../schemas/generated/types.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { Entry } from './node-plan.ts';
import { lazyWidget } from './lazy-widget.ts';
import { NodeView } from './node-view.tsx';

/** Lists with more entries than this draw only the entries near the viewport (VirtualRepeat). */
export const virtualThreshold = 200;

// The window of long lists is a chunk of its own (1.6 KB gzip out of the entry): few screens hold a list that long,
// and those that may (a repeat) ask for it before they are drawn (preloadVirtualRepeat).
const VirtualRepeat = lazyWidget(() => import('./virtual-repeat.tsx').then((m) => m.VirtualRepeat));

/** Starts loading the window of long lists; settles once it is in. */
export const preloadVirtualRepeat = (): Promise<void> => VirtualRepeat.preload();

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
    return (
      <Suspense fallback={null}>
        <VirtualRepeat node={node} entries={entries} pointer={pointer} locals={locals} as={as} />
      </Suspense>
    );
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

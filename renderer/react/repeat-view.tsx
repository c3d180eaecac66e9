/** The entries of a repeat: one node per entry, each with its own local names (the entry under `as`, and index). */
import { Suspense, type ReactNode } from 'react';
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

/** Props of a repeat's entries (VirtualRepeat). */
export interface RepeatEntriesProps {
  node: RepeatNode;
  entries: readonly Entry[];
  pointer: string;
  locals: Scope;
  as: string;
  /** Draws one entry's node (passed in: the window's chunk imports nothing of the entry's drawing, see repeatElement). */
  draw: DrawEntry;
}

/** Draws a node with the given local names. */
export type DrawEntry = (node: WidgetNode, pointer: string, locals: Scope) => ReactNode;

const drawEntry: DrawEntry = (node, pointer, locals) => <NodeView node={node} pointer={pointer} locals={locals} />;

/** Per entry key, the local names last given to that entry: kept while its item, index and the outer names stay. */
export class EntryLocals {
  private outer: Scope | null = null;
  private byKey = new Map<string, Scope>();

  /** The local names of an entry (the outer names, the item under `as`, and index), the same object while unchanged. */
  of(outer: Scope, as: string, entries: readonly Entry[]): Scope[] {
    const old = outer === this.outer ? this.byKey : undefined;
    this.outer = outer;
    this.byKey = new Map();
    return entries.map(({ key, item, index }) => {
      let scope = old?.get(key);
      if (!scope || scope[as] !== item || scope.index !== index) scope = { ...outer, [as]: item, index };
      this.byKey.set(key, scope);
      return scope;
    });
  }
}

/**
 * A repeat's entries in their container, each entry a NodeView of the template with its own local names; a long list
 * one below the other is drawn as a window (VirtualRepeat). The window's chunk gets NodeView through `draw`: importing
 * it there made the bundler split the entry into five chunks (+2 KB gzip).
 */
export function repeatElement(
  node: RepeatNode,
  entries: readonly Entry[],
  pointer: string,
  locals: Scope,
  as: string,
  cache: EntryLocals,
): ReactNode {
  const direction = node.direction ?? 'column';
  if (direction === 'column' && entries.length > virtualThreshold && node.virtualize !== false) {
    return (
      <Suspense fallback={null}>
        <VirtualRepeat node={node} entries={entries} pointer={pointer} locals={locals} as={as} draw={drawEntry} />
      </Suspense>
    );
  }
  const at = `${pointer}/render`;
  const scopes = cache.of(locals, as, entries);
  return (
    <div className={`h-repeat h-repeat--${direction} h-gap--${node.gap ?? 'sm'}`}>
      {entries.map((e, i) => (
        <NodeView key={e.key} node={node.render} pointer={at} locals={scopes[i]!} />
      ))}
    </div>
  );
}

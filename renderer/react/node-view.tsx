/** Draws one node of a screen: structural nodes (repeat, switch) here, widgets through the registry. */
import { memo, useCallback, useMemo, type ReactNode } from 'react';
import type { RepeatNode, SwitchNode, WidgetNode } from '../../schemas/generated/types.ts';
import { coerce, evaluateProp, nodeScope } from '../core/evaluate-props.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { ScreenSnapshot } from '../core/store.ts';
import { NodeErrorBoundary } from './node-error-boundary.tsx';
import { useScreen } from './screen-context.ts';
import { useReporter } from './use-reporter.ts';
import { useStoreValue } from './use-store-value.ts';
import { WidgetView } from './widget-view.tsx';

/** Props of NodeView. */
export interface NodeViewProps {
  node: WidgetNode;
  /** JSON Pointer of the node in its document. */
  pointer: string;
  /** Local names in scope (item, index, …). */
  locals: Scope;
}

/** Draws a node, guarded by an error boundary that shows the node's fallback. */
export const NodeView = memo(function NodeView({ node, pointer, locals }: NodeViewProps) {
  // An unknown node without a fallback was replaced by null during validation: nothing is drawn there.
  if (!node) return null;
  return (
    <NodeErrorBoundary node={node} pointer={pointer} locals={locals}>
      <VisibleNode node={node} pointer={pointer} locals={locals} />
    </NodeErrorBoundary>
  );
});

/** Draws a list of nodes. */
export function NodeList({ nodes, pointer, locals }: { nodes: readonly WidgetNode[] | undefined; pointer: string; locals: Scope }): ReactNode {
  if (!nodes?.length) return null;
  return nodes.map((child, i) => <NodeView key={i} node={child} pointer={`${pointer}/${i}`} locals={locals} />);
}

function VisibleNode({ node, pointer, locals }: NodeViewProps) {
  const report = useReporter();
  const select = useCallback(
    (s: ScreenSnapshot) =>
      node.visible === undefined ? true : (evaluateProp('flag', node.visible, nodeScope(s, locals), s.query, report, `${pointer}/visible`) as boolean),
    [node, locals, pointer, report],
  );
  const visible = useStoreValue(select);
  if (!visible) return null;
  if (node.type === 'repeat') return <RepeatView node={node} pointer={pointer} locals={locals} />;
  if (node.type === 'switch') return <SwitchView node={node} pointer={pointer} locals={locals} />;
  return <WidgetView node={node} pointer={pointer} locals={locals} />;
}

interface Entry {
  item: unknown;
  index: number;
  key: string;
}

const sameEntries = (a: Entry[], b: Entry[]) =>
  a.length === b.length && a.every((e, i) => e.item === b[i]?.item && e.index === b[i]?.index && e.key === b[i]?.key);

function RepeatView({ node, pointer, locals }: { node: RepeatNode; pointer: string; locals: Scope }) {
  const report = useReporter();
  const as = node.as ?? 'item';
  const select = useCallback(
    (s: ScreenSnapshot): Entry[] => {
      const scope = nodeScope(s, locals);
      const items = evaluateProp('list', node.items, scope, s.query, report, `${pointer}/items`) as unknown[];
      const entries: Entry[] = [];
      items.forEach((item, index) => {
        const itemScope = { ...scope, [as]: item, index };
        if (node.where !== undefined && !evaluateProp('flag', node.where, itemScope, s.query, report, `${pointer}/where`)) return;
        const key = node.key === undefined ? String(index) : String(evaluateProp('text', node.key, itemScope, s.query, report, `${pointer}/key`));
        entries.push({ item, index, key });
      });
      return entries;
    },
    [node, locals, pointer, report, as],
  );
  const entries = useStoreValue(select, sameEntries);
  if (!entries.length) return node.empty ? <NodeView node={node.empty} pointer={`${pointer}/empty`} locals={locals} /> : null;
  const direction = node.direction ?? 'column';
  return (
    <div className={`h-repeat h-repeat--${direction} h-gap--${node.gap ?? 'sm'}`}>
      {entries.map((e) => (
        <RepeatItem key={e.key} node={node.render} pointer={`${pointer}/render`} locals={locals} as={as} item={e.item} index={e.index} />
      ))}
    </div>
  );
}

function RepeatItem({ node, pointer, locals, as, item, index }: { node: WidgetNode; pointer: string; locals: Scope; as: string; item: unknown; index: number }) {
  const itemLocals = useMemo(() => ({ ...locals, [as]: item, index }), [locals, as, item, index]);
  return <NodeView node={node} pointer={pointer} locals={itemLocals} />;
}

/** Finds the case whose name (or one of its "a|b" names) equals the value. */
export function pickCase(cases: Record<string, unknown>, value: string): string | undefined {
  return Object.keys(cases).find((name) => name.split('|').some((part) => part.trim() === value));
}

function SwitchView({ node, pointer, locals }: { node: SwitchNode; pointer: string; locals: Scope }) {
  const report = useReporter();
  const select = useCallback(
    (s: ScreenSnapshot) => coerce('text', evaluateProp('text', node.on, nodeScope(s, locals), s.query, report, `${pointer}/on`)) as string,
    [node, locals, pointer, report],
  );
  const value = useStoreValue(select);
  const name = pickCase(node.cases, value);
  const chosen = name === undefined ? node.default : node.cases[name];
  if (!chosen) return null;
  const at = name === undefined ? `${pointer}/default` : `${pointer}/cases/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  return <NodeView node={chosen} pointer={at} locals={locals} />;
}

/** The controller's store, for components that need it directly. */
export function useScreenStore() {
  return useScreen().store;
}

/**
 * Draws one node of a screen. NodeView is the node's error boundary (a failure shows the node's fallback and is logged
 * with its JSON Pointer); NodeBody holds the node's one store subscription and draws the repeat, switch or widget.
 */
import { PureComponent, type ContextType, type ReactNode } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import { NodeBody } from './node-body.tsx';
import { ScreenContext, useScreen } from './screen-context.ts';

/** Props of NodeView. */
export interface NodeViewProps {
  node: WidgetNode;
  /** JSON Pointer of the node in its document. */
  pointer: string;
  /** Local names in scope (item, index, …). */
  locals: Scope;
}

/** Draws a node, guarded by an error boundary that shows the node's fallback (or nothing) when it fails. */
export class NodeView extends PureComponent<NodeViewProps, { failed: boolean }> {
  static override contextType = ScreenContext;
  declare context: ContextType<typeof ScreenContext>;
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    this.context?.ports.logger.error(`widget \`${this.props.node.type}\` failed: ${message}`, this.props.pointer, error);
  }

  override componentDidUpdate(previous: NodeViewProps) {
    if (this.state.failed && previous.node !== this.props.node) this.setState({ failed: false });
  }

  override render(): ReactNode {
    const { node, pointer, locals } = this.props;
    // An unknown node without a fallback was replaced by null during validation: nothing is drawn there.
    if (!node) return null;
    if (!this.state.failed) return <NodeBody node={node} pointer={pointer} locals={locals} />;
    const { fallback } = node;
    if (!fallback) return null;
    return <NodeView node={fallback} pointer={`${pointer}/fallback`} locals={locals} />;
  }
}

/** Draws a list of nodes. */
export function NodeList({ nodes, pointer, locals }: { nodes: readonly WidgetNode[] | undefined; pointer: string; locals: Scope }): ReactNode {
  if (!nodes?.length) return null;
  return nodes.map((child, i) => <NodeView key={i} node={child} pointer={`${pointer}/${i}`} locals={locals} />);
}

/** Finds the case whose name (or one of its "a|b" names) equals the value. */
export function pickCase(cases: Record<string, unknown>, value: string): string | undefined {
  return Object.keys(cases).find((name) => name.split('|').some((part) => part.trim() === value));
}

/** The controller's store, for components that need it directly. */
export function useScreenStore() {
  return useScreen().store;
}

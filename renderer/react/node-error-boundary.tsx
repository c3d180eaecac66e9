/** Catches a widget that throws: logs it with its pointer and draws the node's fallback (or nothing). */
import { Component, type ContextType, type ReactNode } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import { NodeView } from './node-view.tsx';
import { ScreenContext } from './screen-context.ts';

interface Props {
  node: WidgetNode;
  pointer: string;
  locals: Scope;
  children: ReactNode;
}

/** Error boundary around one node. */
export class NodeErrorBoundary extends Component<Props, { failed: boolean }> {
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

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.node !== this.props.node) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props.node;
    if (!fallback) return null;
    return <NodeView node={fallback} pointer={`${this.props.pointer}/fallback`} locals={this.props.locals} />;
  }
}

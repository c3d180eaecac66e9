/**
 * Draws one node of a screen. NodeView is the node's one component: its error boundary (a failure shows the node's
 * fallback and is logged with its JSON Pointer), its selection from the store (through the screen's one subscription,
 * selection-hub.ts) and what it draws (node-body.tsx), so a widget node costs one component besides the widget's own.
 */
import { PureComponent, type ContextType, type ReactNode } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import { DrawContext } from './draw-context.ts';
import type { ScreenSnapshot } from '../core/store.ts';
import { drawBody } from './node-body.tsx';
import { fixedSelection, planOf, sameSelection, selectNode, type NodePlan, type Selection } from './node-plan.ts';
import { EntryLocals } from './repeat-view.tsx';
import type { SelectionHub } from './selection-hub.ts';

/** Props of NodeView. */
export interface NodeViewProps {
  node: WidgetNode;
  /** JSON Pointer of the node in its document. */
  pointer: string;
  /** Local names in scope (item, index, …). */
  locals: Scope;
}

/** Throws, below the boundary of the node whose drawing failed. */
function Fail({ error }: { error: unknown }): ReactNode {
  throw error;
}

/** Draws a node, guarded by an error boundary that shows the node's fallback (or nothing) when it fails. */
export class NodeView extends PureComponent<NodeViewProps, { failed: boolean }> {
  static override contextType = DrawContext;
  declare context: ContextType<typeof DrawContext>;
  override state = { failed: false };
  /** The selection last worked out, and what it was worked out from (a store change with the same selection keeps it). */
  private selection: Selection | null = null;
  private from: [ScreenSnapshot, NodePlan, Scope, string] | null = null;
  /** The selection last drawn: a store change redraws the node only when its selection is another object. */
  private drawn: Selection | null = null;
  private stop: (() => void) | null = null;
  /** The plan and hub the node listens with. */
  private listening: [NodePlan, SelectionHub] | null = null;
  /** Kept between renders: the repeat entries' local names. */
  readonly entries = new EntryLocals();
  /** Kept between renders: whether the widget is drawn inside a Suspense boundary (widget-view.tsx). */
  boundary?: { component: unknown; suspense: boolean };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    this.context?.controller.ports.logger.error(`widget \`${this.props.node.type}\` failed: ${message}`, this.props.pointer, error);
  }

  override componentDidMount() {
    this.settle();
  }

  override componentDidUpdate(previous: NodeViewProps) {
    if (this.state.failed && previous.node !== this.props.node) this.setState({ failed: false });
    this.settle();
  }

  override componentWillUnmount() {
    this.stop?.();
    this.stop = this.listening = null;
  }

  /** After a commit: listens to the store while the node reads it. */
  private settle() {
    const { node } = this.props;
    const plan = node && planOf(node);
    const hub = !this.state.failed && plan && plan.dynamic && this.context?.hub;
    if (!hub || !this.listening || this.listening[0] !== plan || this.listening[1] !== hub) {
      this.stop?.();
      this.stop = hub && plan ? hub.add(this.storeChanged, plan.reads) : null;
      this.listening = hub && plan ? [plan, hub] : null;
    }
    // The store may have changed between this render and the subscription.
    if (hub) this.storeChanged();
  }

  private readonly storeChanged = () => {
    const { node, locals, pointer } = this.props;
    if (this.context && this.drawn && this.select(planOf(node), locals, pointer) !== this.drawn) this.forceUpdate();
  };

  /** The node's selection against the store's current snapshot: the same object while it would draw the same. */
  private select(plan: NodePlan, locals: Scope, pointer: string): Selection {
    const fixed = fixedSelection(plan);
    if (fixed) return fixed;
    const { controller } = this.context!;
    const snapshot = controller.store.getSnapshot();
    const from = this.from;
    if (from && from[0] === snapshot && from[1] === plan && from[2] === locals && from[3] === pointer) return this.selection!;
    const value = selectNode(plan, controller.scopeOf(snapshot, locals), controller.env, pointer, controller.reportExpression);
    if (!from || from[1] !== plan || !sameSelection(plan, this.selection!, value)) this.selection = value;
    this.from = [snapshot, plan, locals, pointer];
    return this.selection!;
  }

  private fallback(): ReactNode {
    const { node, pointer, locals } = this.props;
    const { fallback } = node;
    return fallback ? <NodeView node={fallback} pointer={`${pointer}/fallback`} locals={locals} /> : null;
  }

  override render(): ReactNode {
    const { node, pointer, locals } = this.props;
    // An unknown node without a fallback was replaced by null during validation: nothing is drawn there.
    if (!node) return null;
    if (this.state.failed) return this.fallback();
    try {
      const draw = this.context;
      if (!draw) throw new Error('a node drawn outside a screen');
      const plan = planOf(node);
      this.drawn = this.select(plan, locals, pointer);
      const body = drawBody(draw, plan, this.drawn, pointer, locals, this);
      // A tool's look inside (ports.inspect: the studio's preview, tests) wraps what the node draws; borrowers' ports have none.
      return (draw.controller.ports.inspect?.node(body, node, pointer) as ReactNode) ?? body;
    } catch (error) {
      // A boundary catches only what is thrown below it: a failure of this node's own drawing is thrown again there.
      return <Fail error={error} />;
    }
  }
}

/** The elements of a list of nodes, each under its own pointer. */
export function nodeElements(nodes: readonly WidgetNode[] | undefined, pointer: string, locals: Scope): ReactNode[] {
  if (!nodes?.length) return [];
  return nodes.map((child, i) => <NodeView key={i} node={child} pointer={`${pointer}/${i}`} locals={locals} />);
}

/** Finds the case whose name (or one of its "a|b" names) equals the value. */
export function pickCase(cases: Record<string, unknown>, value: string): string | undefined {
  return Object.keys(cases).find((name) => name.split('|').some((part) => part.trim() === value));
}

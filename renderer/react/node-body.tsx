/** The inside of a node: one store subscription (visibility and every store-read prop together), then what it draws. */
import { useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { WidgetNode } from '../../schemas/generated/types.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { ScreenController } from '../core/screen-controller.ts';
import type { ScreenSnapshot } from '../core/store.ts';
import { fixedSelection, planOf, sameSelection, selectNode, type NodePlan, type Selection } from './node-plan.ts';
import { NodeView, pickCase } from './node-view.tsx';
import { RepeatEntries } from './repeat-view.tsx';
import { useScreen } from './screen-context.ts';
import { useUrlPolicy } from './url-policy-context.ts';
import { widgetElement } from './widget-view.tsx';
import { useWidgets } from './widgets-context.ts';

const noSubscribe = () => () => {};

/**
 * Remembers a node's last selection. The inputs are set on each render and the cached value is keyed by all of them,
 * so getSnapshot stays one function for the node's life (no effect to re-register it on every render).
 */
class SelectionCache {
  plan: NodePlan;
  locals: Scope;
  pointer: string;
  private snapshot: ScreenSnapshot | null = null;
  private forPlan: NodePlan | null = null;
  private forLocals: Scope | null = null;
  private forPointer = '';
  private value: Selection = { kind: 'hidden' };

  constructor(
    readonly controller: ScreenController,
    plan: NodePlan,
    locals: Scope,
    pointer: string,
  ) {
    this.plan = plan;
    this.locals = locals;
    this.pointer = pointer;
  }

  readonly get = (): Selection => {
    const { plan, locals, pointer } = this;
    const fixed = fixedSelection(plan);
    if (fixed) return fixed;
    const snapshot = this.controller.store.getSnapshot();
    if (snapshot === this.snapshot && plan === this.forPlan && locals === this.forLocals && pointer === this.forPointer) return this.value;
    const value = selectNode(plan, this.controller.scopeOf(snapshot, locals), { query: snapshot.query }, pointer, this.controller.reportExpression);
    const same = plan === this.forPlan && sameSelection(plan, this.value, value);
    this.snapshot = snapshot;
    this.forPlan = plan;
    this.forLocals = locals;
    this.forPointer = pointer;
    if (!same) this.value = value;
    return this.value;
  };
}

function useSelection(controller: ScreenController, plan: NodePlan, locals: Scope, pointer: string): Selection {
  const ref = useRef<SelectionCache | null>(null);
  let cache = ref.current;
  if (!cache || cache.controller !== controller) cache = ref.current = new SelectionCache(controller, plan, locals, pointer);
  cache.plan = plan;
  cache.locals = locals;
  cache.pointer = pointer;
  return useSyncExternalStore(plan.dynamic ? controller.store.subscribe : noSubscribe, cache.get, cache.get);
}

/** Draws a node whose error boundary is its NodeView. */
export function NodeBody({ node, pointer, locals }: { node: WidgetNode; pointer: string; locals: Scope }): ReactNode {
  const controller = useScreen();
  const policy = useUrlPolicy();
  const widgets = useWidgets();
  const plan = planOf(node);
  const selection = useSelection(controller, plan, locals, pointer);
  if (selection.kind === 'hidden') return null;
  if (selection.kind === 'repeat' && plan.kind === 'repeat') {
    const { entries } = selection;
    if (!entries.length) return plan.node.empty ? <NodeView node={plan.node.empty} pointer={`${pointer}/empty`} locals={locals} /> : null;
    return <RepeatEntries node={plan.node} entries={entries} pointer={pointer} locals={locals} as={plan.as} />;
  }
  if (selection.kind === 'switch' && plan.kind === 'switch') {
    const cases = plan.node.cases;
    const name = pickCase(cases, selection.on);
    const chosen = name === undefined ? plan.node.default : cases[name];
    if (!chosen) return null;
    const at = name === undefined ? `${pointer}/default` : `${pointer}/cases/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return <NodeView node={chosen} pointer={at} locals={locals} />;
  }
  if (selection.kind === 'widget' && plan.kind === 'widget') return widgetElement(plan, selection, controller, pointer, locals, policy, widgets);
  return null;
}

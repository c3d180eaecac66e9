/** The inside of a node, drawn by its NodeView from its selection: the repeat's entries, the switch's case or the widget. */
import type { ReactNode } from 'react';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { DrawContextValue } from './draw-context.ts';
import type { NodePlan, Selection } from './node-plan.ts';
import { NodeView, pickCase } from './node-view.tsx';
import { repeatElement, type EntryLocals } from './repeat-view.tsx';
import { widgetElement, type WidgetCaches } from './widget-view.tsx';

/** What a node keeps between its renders: its repeat entries' local names, its widget's boundary. */
export interface BodyCaches extends WidgetCaches {
  entries: EntryLocals;
}

/** Draws a node's selection (the caller's error boundary catches what the widget throws). */
export function drawBody(
  draw: DrawContextValue,
  plan: NodePlan,
  selection: Selection,
  pointer: string,
  locals: Scope,
  caches: BodyCaches,
): ReactNode {
  if (selection.kind === 'hidden') return null;
  if (selection.kind === 'repeat' && plan.kind === 'repeat') {
    const { entries } = selection;
    if (!entries.length) return plan.node.empty ? <NodeView node={plan.node.empty} pointer={`${pointer}/empty`} locals={locals} /> : null;
    return repeatElement(plan.node, entries, pointer, locals, plan.as, caches.entries);
  }
  if (selection.kind === 'switch' && plan.kind === 'switch') {
    const cases = plan.node.cases;
    const name = pickCase(cases, selection.on);
    const chosen = name === undefined ? plan.node.default : cases[name];
    if (!chosen) return null;
    const at = name === undefined ? `${pointer}/default` : `${pointer}/cases/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return <NodeView node={chosen} pointer={at} locals={locals} />;
  }
  if (selection.kind === 'widget' && plan.kind === 'widget') return widgetElement(plan, selection, draw, pointer, locals, caches);
  return null;
}

/** Draws a widget node through the registry, with its props as its plan says: fixed, from the store, or slots. */
import { createElement, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Action, WidgetNode, WidgetType } from '../../schemas/generated/types.ts';
import type { WidgetPropsMap } from '../../schemas/generated/widget-props.ts';
import { evaluateProp } from '../core/evaluate-props.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { ScreenController } from '../core/screen-controller.ts';
import { guardSources } from '../core/widget-sources.ts';
import type { ActionRunner, Binding, PropKind } from '../core/widget-contract.ts';
import type { BoundValue, WidgetPlan, WidgetSelection } from './node-plan.ts';
import type { DrawContextValue } from './draw-context.ts';
import { nodeElements, NodeView } from './node-view.tsx';
import type { WidgetRegistry } from './widget-registry.ts';

/** Unknown props are not expected here: the document was validated, and unknown types were replaced before rendering. */
function componentFor(widgets: Readonly<WidgetRegistry>, type: WidgetType): ComponentType<WidgetPropsMap[WidgetType]> | undefined {
  return Object.hasOwn(widgets, type) ? (widgets[type] as ComponentType<WidgetPropsMap[WidgetType]>) : undefined;
}

/** A lazily loaded widget still loading can suspend: only those get a Suspense boundary of their own. */
const mightSuspend = (component: unknown) =>
  typeof component === 'function' && 'preload' in component && !('isLoaded' in component && (component as { isLoaded(): boolean }).isLoaded());

/** A popup's `open` binding that says it is closed (any other prop, or none, is not). */
const isClosed = (open: unknown) => typeof open === 'object' && open !== null && 'set' in open && (open as Binding).value !== true;

/** What a node keeps between its renders about its widget: whether that component is drawn inside a Suspense boundary. */
export interface WidgetCaches {
  boundary?: { component: unknown; suspense: boolean };
}

/**
 * The element of a widget node: its component, from the registry the screen was given, with its props, every address
 * among them checked against the URL policy first (widget-sources.ts).
 */
export function widgetElement(
  plan: WidgetPlan,
  selection: WidgetSelection,
  { controller, policy, widgets }: DrawContextValue,
  pointer: string,
  locals: Scope,
  caches: WidgetCaches,
): ReactNode {
  const Component = componentFor(widgets, plan.node.type);
  // Validation replaces unknown types; one that slips through fails like a broken widget: fallback, and logged.
  if (!Component) throw new Error(`unknown widget type \`${String(plan.node.type)}\``);
  const props: Record<string, unknown> = { ...plan.fixed };
  for (const prop of plan.data) {
    const value = selection.props[prop.name];
    props[prop.name] = prop.kind === 'binding' ? makeBinding(controller.store.set, value as BoundValue) : value;
  }
  for (const slot of plan.slots) props[slot.name] = makeSlot(slot.kind, slot.raw, `${pointer}/${slot.name}`, locals, plan.as, controller);
  // A closed popup (dialog, sheet: shown while their `open` binding is true) draws nothing, so one whose chunk is not in
  // yet is not asked for while the page draws: drawing it would suspend and fetch its chunk (and stylesheet) before the
  // page's data reaches the screen. The app loads it once the page is drawn (app.tsx's preloadRest); opened before that,
  // it loads then, as any lazy widget does.
  if (mightSuspend(Component) && !caches.boundary && isClosed(props.open)) return null;
  const raw = plan.node as unknown as Record<string, unknown>;
  const guarded = guardSources(plan.node.type, props, raw, policy, pointer, controller.reportSource, controller.secrets);
  const element = createElement(Component, guarded as WidgetPropsMap[WidgetType]);
  // A widget already loaded when its node first draws it (on the server, and before a first view is hydrated) has no
  // boundary: React hydrates a boundary later, and a change before then would draw it afresh, unchecked. The choice is
  // kept for the node's life, so its tree never changes shape (which would mount the widget again).
  if (caches.boundary?.component !== Component) caches.boundary = { component: Component, suspense: mightSuspend(Component) };
  return caches.boundary.suspense ? <Suspense fallback={null}>{element}</Suspense> : element;
}

function makeBinding(set: (path: readonly (string | number)[], value: unknown) => void, { value, keys }: BoundValue): Binding {
  return { value, set: (next) => keys && set(keys, next) };
}

function makeSlot(
  kind: PropKind,
  value: unknown,
  pointer: string,
  locals: Scope,
  as: string,
  controller: ScreenController,
): ActionRunner | ReactNode | ((item: unknown, index: number) => ReactNode) | ((item: unknown, index: number) => string) {
  switch (kind) {
    case 'actions': {
      const actions = value as Action[];
      // Widgets run their actions only from the borrower's own gestures (tap, submit, pick, confirm).
      return (event?: unknown) => controller.run(actions, event === undefined ? locals : { ...locals, event }, pointer, 'tap');
    }
    case 'node':
      return <NodeView node={value as WidgetNode} pointer={pointer} locals={locals} />;
    case 'nodes':
      return nodeElements(value as WidgetNode[], pointer, locals);
    case 'template':
      return (item: unknown, index: number) => <NodeView node={value as WidgetNode} pointer={pointer} locals={{ ...locals, [as]: item, index }} />;
    default: {
      return (item: unknown, index: number) => {
        const s = controller.store.getSnapshot();
        return evaluateProp(
          'text',
          value,
          { ...controller.scopeOf(s, locals), [as]: item, index },
          controller.env,
          controller.reportExpression,
          pointer,
        ) as string;
      };
    }
  }
}

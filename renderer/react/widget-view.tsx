/** Draws a widget node through the registry, with its props evaluated as the generated manifest says. */
import { createElement, Suspense, useCallback, useMemo, type ComponentType, type ReactNode } from 'react';
import type { WidgetPropsMap, WidgetType } from '../../schemas/generated/types.ts';
import type { Action, WidgetNode } from '../../schemas/generated/types.ts';
import { widgetManifest } from '../../schemas/generated/widget-manifest.ts';
import { dataKinds, evaluateProp, nodeScope } from '../core/evaluate-props.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { ScreenSnapshot } from '../core/store.ts';
import type { ActionHandler, Binding, PropKind } from '../core/widget-contract.ts';
import { NodeList, NodeView } from './node-view.tsx';
import { registry } from './registry.ts';
import { useScreen } from './screen-context.ts';
import { useReporter } from './use-reporter.ts';
import { useStoreValue } from './use-store-value.ts';

type ComponentNode = Extract<WidgetNode, { type: WidgetType }>;

/** Unknown props are not expected here: the document was validated, and unknown types were replaced before rendering. */
function componentFor(type: WidgetType): ComponentType<WidgetPropsMap[WidgetType]> | undefined {
  return Object.hasOwn(registry, type) ? (registry[type] as ComponentType<WidgetPropsMap[WidgetType]>) : undefined;
}

function rawProps(node: ComponentNode): Record<string, unknown> {
  return Object.fromEntries(Object.entries(node).filter(([k]) => k !== 'type' && k !== 'visible' && k !== 'fallback'));
}

/** Draws one widget. */
export function WidgetView({ node, pointer, locals }: { node: ComponentNode; pointer: string; locals: Scope }) {
  const controller = useScreen();
  const report = useReporter();
  const kinds: Record<string, PropKind> = widgetManifest[node.type] ?? {};
  const raw = useMemo(() => rawProps(node), [node]);

  const selectData = useCallback(
    (s: ScreenSnapshot) => {
      const scope = nodeScope(s, locals);
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(raw)) {
        const kind = kinds[name];
        if (kind && dataKinds.has(kind)) {
          const evaluated = evaluateProp(kind, value, scope, s.query, report, `${pointer}/${name}`);
          out[name] = kind === 'binding' ? (evaluated as { value: unknown }).value : evaluated;
          if (kind === 'binding') out[`${name}\u0000keys`] = JSON.stringify((evaluated as { keys: unknown }).keys);
        }
      }
      return out;
    },
    [raw, kinds, locals, pointer, report],
  );
  const data = useStoreValue(selectData);

  const props = useMemo(() => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(raw)) {
      const kind = kinds[name];
      if (!kind) out[name] = value;
      else if (kind === 'binding') out[name] = makeBinding(controller.store.set, data[name], data[`${name}\u0000keys`]);
      else if (dataKinds.has(kind)) out[name] = data[name];
      else out[name] = makeSlot(kind, value, `${pointer}/${name}`, locals, entryName(raw), controller.run, controller.store.getSnapshot, report);
    }
    return out;
  }, [raw, kinds, data, controller, pointer, locals, report]);

  const Component = componentFor(node.type);
  // Validation replaces unknown types; one that slips through fails like a broken widget: fallback, and logged.
  if (!Component) throw new Error(`unknown widget type \`${String(node.type)}\``);
  return <Suspense fallback={null}>{createElement(Component, props as WidgetPropsMap[WidgetType])}</Suspense>;
}

function makeBinding(set: (path: readonly (string | number)[], value: unknown) => void, value: unknown, keysJson: unknown): Binding {
  const keys = typeof keysJson === 'string' ? (JSON.parse(keysJson) as (string | number)[] | null) : null;
  return { value, set: (next) => keys && set(keys, next) };
}

/** The name a widget's per-entry slots (template, itemText) give the entry: its `as` prop, like repeat's, else item. */
function entryName(raw: Record<string, unknown>): string {
  return typeof raw.as === 'string' && raw.as !== '' ? raw.as : 'item';
}

function makeSlot(
  kind: PropKind,
  value: unknown,
  pointer: string,
  locals: Scope,
  as: string,
  run: (actions: readonly Action[] | undefined, locals: Scope, pointer: string) => Promise<void>,
  snapshot: () => ScreenSnapshot,
  report: (message: string, pointer: string) => void,
): ActionHandler | ReactNode | ((item: unknown, index: number) => ReactNode) | ((item: unknown, index: number) => string) {
  switch (kind) {
    case 'actions': {
      const actions = value as Action[];
      return (event?: unknown) => run(actions, event === undefined ? locals : { ...locals, event }, pointer);
    }
    case 'node':
      return <NodeView node={value as WidgetNode} pointer={pointer} locals={locals} />;
    case 'nodes':
      return <NodeList nodes={value as WidgetNode[]} pointer={pointer} locals={locals} />;
    case 'template':
      return (item: unknown, index: number) => <NodeView node={value as WidgetNode} pointer={pointer} locals={{ ...locals, [as]: item, index }} />;
    default:
      return (item: unknown, index: number) => {
        const s = snapshot();
        return evaluateProp('text', value, { ...nodeScope(s, locals), [as]: item, index }, s.query, report, pointer) as string;
      };
  }
}

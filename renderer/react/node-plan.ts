/**
 * What the renderer works out once per node object (cached on it): which props are fixed, which read the store, which
 * are slots, and the selection each node subscribes to (a record: hidden, or shown with its store-read props by name,
 * its repeat entries or its switch value).
 */
import type { RepeatNode, SwitchNode, WidgetNode, WidgetType } from '../../schemas/generated/types.ts';
import { repeatDefaults } from '../../schemas/generated/widget-defaults.ts';
import { widgetManifest } from '../../schemas/generated/widget-manifest.ts';
import { coerce, dataKinds, evaluatePrepared, prepareProp, type PreparedProp, type ReportError } from '../core/evaluate-props.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { FunctionEnv } from '../core/expressions/functions.ts';
import type { PropKind } from '../core/widget-contract.ts';
import { readsOf, type StoreRead } from './node-reads.ts';

/** A node that draws a widget component. */
export type ComponentNode = Extract<WidgetNode, { type: WidgetType }>;

interface BasePlan {
  /** The node's visible prop, when it has one. */
  visible: PreparedProp | undefined;
  /** Whether the node reads the store at all (if not, it needs no subscription). */
  dynamic: boolean;
  /** The store places its expressions read (null: any change may matter). */
  reads: StoreRead[] | null;
}

/** Plan of a widget node. */
export interface WidgetPlan extends BasePlan {
  kind: 'widget';
  node: ComponentNode;
  /** Props given as they are: literal props and data props that read nothing from the store. */
  fixed: Record<string, unknown>;
  /** Data props that read the store: the selection holds each one's value under its name. */
  data: PreparedProp[];
  /** Slot props (actions, nodes, templates, entry texts). */
  slots: { name: string; kind: PropKind; raw: unknown }[];
  /** The name per-entry slots give the entry. */
  as: string;
}

/** Plan of a repeat node. */
export interface RepeatPlan extends BasePlan {
  kind: 'repeat';
  node: RepeatNode;
  items: PreparedProp;
  where: PreparedProp | undefined;
  key: PreparedProp | undefined;
  as: string;
}

/** Plan of a switch node. */
export interface SwitchPlan extends BasePlan {
  kind: 'switch';
  node: SwitchNode;
  on: PreparedProp;
}

/** Plan of any node. */
export type NodePlan = WidgetPlan | RepeatPlan | SwitchPlan;

const plans = new WeakMap<object, NodePlan>();

const prepareOptional = (name: string, kind: PropKind, raw: unknown) => (raw === undefined ? undefined : prepareProp(name, kind, raw));

function widgetPlan(node: ComponentNode): WidgetPlan {
  const kinds: Record<string, PropKind> = widgetManifest[node.type] ?? {};
  const fixed: Record<string, unknown> = {};
  const data: WidgetPlan['data'] = [];
  const slots: WidgetPlan['slots'] = [];
  for (const [name, raw] of Object.entries(node)) {
    if (name === 'type' || name === 'visible' || name === 'fallback') continue;
    const kind = kinds[name];
    if (!kind) fixed[name] = raw;
    else if (!dataKinds.has(kind)) slots.push({ name, kind, raw });
    else {
      const prop = prepareProp(name, kind, raw);
      if (!prop.dynamic) fixed[name] = prop.value;
      else data.push(prop);
    }
  }
  const visible = prepareOptional('visible', 'flag', node.visible);
  const as = typeof fixed.as === 'string' && fixed.as !== '' ? fixed.as : repeatDefaults.as;
  const dynamic = !!visible?.dynamic || data.length > 0;
  return { kind: 'widget', node, visible, dynamic, reads: readsOf([visible, ...data]), fixed, data, slots, as };
}

/** The plan of a node, worked out on first use. */
export function planOf(node: WidgetNode): NodePlan {
  let plan = plans.get(node);
  if (plan) return plan;
  const visible = prepareOptional('visible', 'flag', node.visible);
  if (node.type === 'repeat') {
    const items = prepareProp('items', 'list', node.items);
    const where = prepareOptional('where', 'flag', node.where);
    const key = prepareOptional('key', 'text', node.key);
    const reads = readsOf([visible, items, where, key]);
    plan = { kind: 'repeat', node, visible, items, where, key, as: node.as ?? repeatDefaults.as, dynamic: true, reads };
  } else if (node.type === 'switch') {
    const on = prepareProp('on', 'text', node.on);
    plan = { kind: 'switch', node, visible, on, dynamic: !!visible?.dynamic || on.dynamic, reads: readsOf([visible, on]) };
  } else {
    plan = widgetPlan(node);
  }
  plans.set(node, plan);
  return plan;
}

/** One entry of a repeat: the item, its position in the list, and its key. */
export interface Entry {
  item: unknown;
  index: number;
  key: string;
}

/** A binding's evaluation: the value at its place and the place's key path (null when it cannot be worked out). */
export interface BoundValue {
  keys: (string | number)[] | null;
  value: unknown;
}

/** The selection of a hidden node: nothing else is evaluated. */
export interface HiddenSelection {
  kind: 'hidden';
}

/** The selection of a shown widget: each store-read prop's value by name (a binding's as a BoundValue). */
export interface WidgetSelection {
  kind: 'widget';
  props: Readonly<Record<string, unknown>>;
}

/** The selection of a shown repeat: its entries. */
export interface RepeatSelection {
  kind: 'repeat';
  entries: Entry[];
}

/** The selection of a shown switch: the value its cases are matched against. */
export interface SwitchSelection {
  kind: 'switch';
  on: string;
}

/** What a node subscribes to: whether it is shown and, if so, what its plan reads from the store. */
export type Selection = HiddenSelection | WidgetSelection | RepeatSelection | SwitchSelection;

const hidden: HiddenSelection = { kind: 'hidden' };
const noProps: Readonly<Record<string, unknown>> = Object.freeze({});
const shownWidget: WidgetSelection = { kind: 'widget', props: noProps };
const fixedSwitches = new WeakMap<SwitchPlan, SwitchSelection>();

/** The selection of a node that reads nothing from the store. */
export function fixedSelection(plan: NodePlan): Selection | undefined {
  if (plan.dynamic) return undefined;
  // Repeats always read their items; a widget or switch that reads nothing keeps one selection for good.
  if (plan.visible && !plan.visible.value) return hidden;
  if (plan.kind === 'switch') {
    // One object per plan: a subscription's snapshot must stay the same object while nothing changes.
    let selection = fixedSwitches.get(plan);
    if (!selection) fixedSwitches.set(plan, (selection = { kind: 'switch', on: coerce('text', plan.on.value) as string }));
    return selection;
  }
  return shownWidget;
}

// Entries of a repeat with neither where nor key depend on the items array alone.
const plainEntries = new WeakMap<readonly unknown[], Entry[]>();

function entriesOf(plan: RepeatPlan, items: unknown[], scope: Scope, env: FunctionEnv, report: ReportError, pointer: string): Entry[] {
  if (!plan.where && !plan.key) {
    let entries = plainEntries.get(items);
    if (!entries) {
      entries = items.map((item, index) => ({ item, index, key: String(index) }));
      plainEntries.set(items, entries);
    }
    return entries;
  }
  const entries: Entry[] = [];
  items.forEach((item, index) => {
    const itemScope = { ...scope, [plan.as]: item, index };
    if (plan.where && !evaluatePrepared(plan.where, itemScope, env, report, pointer)) return;
    const key = plan.key ? String(evaluatePrepared(plan.key, itemScope, env, report, pointer)) : String(index);
    entries.push({ item, index, key });
  });
  return entries;
}

/** Computes a node's selection in its scope (the snapshot's values and its local names). */
export function selectNode(plan: NodePlan, scope: Scope, env: FunctionEnv, pointer: string, report: ReportError): Selection {
  if (plan.visible && !evaluatePrepared(plan.visible, scope, env, report, pointer)) return hidden;
  if (plan.kind === 'switch') return { kind: 'switch', on: coerce('text', evaluatePrepared(plan.on, scope, env, report, pointer)) as string };
  if (plan.kind === 'repeat') {
    const items = evaluatePrepared(plan.items, scope, env, report, pointer) as unknown[];
    return { kind: 'repeat', entries: entriesOf(plan, items, scope, env, report, pointer) };
  }
  if (plan.data.length === 0) return shownWidget;
  const props: Record<string, unknown> = {};
  for (const prop of plan.data) props[prop.name] = evaluatePrepared(prop, scope, env, report, pointer);
  return { kind: 'widget', props };
}

const sameKeys = (a: BoundValue['keys'], b: BoundValue['keys']) =>
  a === b || (a !== null && b !== null && a.length === b.length && a.every((k, i) => Object.is(k, b[i])));

const sameBound = (a: unknown, b: unknown) => {
  const x = a as BoundValue;
  const y = b as BoundValue;
  return Object.is(x.value, y.value) && sameKeys(x.keys, y.keys);
};

const sameEntries = (x: Entry[], y: Entry[]) =>
  x === y || (x.length === y.length && x.every((e, i) => e.item === y[i]?.item && e.index === y[i]?.index && e.key === y[i]?.key));

/** Whether two selections of a node draw the same thing (values by identity, bindings' key paths and repeat entries by content). */
export function sameSelection(plan: NodePlan, a: Selection, b: Selection): boolean {
  if (a === b) return true;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'hidden') return true;
  if (a.kind === 'switch') return a.on === (b as SwitchSelection).on;
  if (a.kind === 'repeat') return sameEntries(a.entries, (b as RepeatSelection).entries);
  if (plan.kind !== 'widget') return false;
  const other = (b as WidgetSelection).props;
  for (const prop of plan.data) {
    const x = a.props[prop.name];
    const y = other[prop.name];
    if (Object.is(x, y)) continue;
    if (prop.kind === 'binding' && sameBound(x, y)) continue;
    return false;
  }
  return true;
}

/**
 * What the renderer works out once per node object (cached on it): which props are fixed, which read the store, which
 * are slots, and the selection each node subscribes to (its visibility and store-read props in one array).
 */
import type { RepeatNode, SwitchNode, WidgetNode, WidgetType } from '../../schemas/generated/types.ts';
import { widgetManifest } from '../../schemas/generated/widget-manifest.ts';
import { coerce, dataKinds, evaluatePrepared, nodeScope, prepareProp, type PreparedProp, type ReportError } from '../core/evaluate-props.ts';
import type { Scope } from '../core/expressions/evaluate.ts';
import type { FunctionEnv } from '../core/expressions/functions.ts';
import type { ScreenSnapshot } from '../core/store.ts';
import type { PropKind } from '../core/widget-contract.ts';

/** A node that draws a widget component. */
export type ComponentNode = Extract<WidgetNode, { type: WidgetType }>;

interface BasePlan {
  /** The node's visible prop, when it has one. */
  visible: PreparedProp | undefined;
  /** Whether the node reads the store at all (if not, it needs no subscription). */
  dynamic: boolean;
}

/** Plan of a widget node. */
export interface WidgetPlan extends BasePlan {
  kind: 'widget';
  node: ComponentNode;
  /** Props given as they are: literal props and data props that read nothing from the store. */
  fixed: Record<string, unknown>;
  /** Data props that read the store, each with its place in the selection (a binding takes two: value, keys). */
  data: { prop: PreparedProp; at: number }[];
  /** Slot props (actions, nodes, templates, entry texts). */
  slots: { name: string; kind: PropKind; raw: unknown }[];
  /** Selection places that hold a binding's key path (compared by content). */
  keyPlaces: number[];
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
  const keyPlaces: number[] = [];
  let place = 1;
  for (const [name, raw] of Object.entries(node)) {
    if (name === 'type' || name === 'visible' || name === 'fallback') continue;
    const kind = kinds[name];
    if (!kind) fixed[name] = raw;
    else if (!dataKinds.has(kind)) slots.push({ name, kind, raw });
    else {
      const prop = prepareProp(name, kind, raw);
      if (!prop.dynamic) fixed[name] = prop.value;
      else {
        data.push({ prop, at: place });
        if (kind === 'binding') keyPlaces.push(place + 1);
        place += kind === 'binding' ? 2 : 1;
      }
    }
  }
  const visible = prepareOptional('visible', 'flag', node.visible);
  const as = typeof fixed.as === 'string' && fixed.as !== '' ? fixed.as : 'item';
  return { kind: 'widget', node, visible, dynamic: !!visible?.dynamic || data.length > 0, fixed, data, slots, keyPlaces, as };
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
    plan = { kind: 'repeat', node, visible, items, where, key, as: node.as ?? 'item', dynamic: true };
  } else if (node.type === 'switch') {
    const on = prepareProp('on', 'text', node.on);
    plan = { kind: 'switch', node, visible, on, dynamic: !!visible?.dynamic || on.dynamic };
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

/** What a node subscribes to: [visible, …values]; a hidden node's selection is [false]. */
export type Selection = readonly unknown[];

const hidden: Selection = [false];
const shown: Selection = [true];

/** The selection of a node that reads nothing from the store. */
export function fixedSelection(plan: NodePlan): Selection | undefined {
  if (plan.dynamic) return undefined;
  return plan.visible && !plan.visible.value ? hidden : shown;
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

/** Computes a node's selection from a snapshot. */
export function selectNode(plan: NodePlan, snapshot: ScreenSnapshot, locals: Scope, pointer: string, report: ReportError): Selection {
  const scope = nodeScope(snapshot, locals);
  const env: FunctionEnv = { query: snapshot.query };
  if (plan.visible && !evaluatePrepared(plan.visible, scope, env, report, pointer)) return hidden;
  if (plan.kind === 'switch') return [true, coerce('text', evaluatePrepared(plan.on, scope, env, report, pointer))];
  if (plan.kind === 'repeat') {
    const items = evaluatePrepared(plan.items, scope, env, report, pointer) as unknown[];
    return [true, entriesOf(plan, items, scope, env, report, pointer)];
  }
  if (plan.data.length === 0) return shown;
  const out: unknown[] = [true];
  for (const { prop } of plan.data) {
    const value = evaluatePrepared(prop, scope, env, report, pointer);
    if (prop.kind === 'binding') {
      const bound = value as { keys: (string | number)[] | null; value: unknown };
      out.push(bound.value, bound.keys);
    } else out.push(value);
  }
  return out;
}

const sameKeys = (a: unknown, b: unknown) => Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((k, i) => Object.is(k, b[i]));

const sameEntries = (a: unknown, b: unknown) => {
  if (a === b) return true;
  const x = a as Entry[];
  const y = b as Entry[];
  return x.length === y.length && x.every((e, i) => e.item === y[i]?.item && e.index === y[i]?.index && e.key === y[i]?.key);
};

/** Whether two selections of a node draw the same thing (values by identity, key paths and repeat entries by content). */
export function sameSelection(plan: NodePlan, a: Selection, b: Selection): boolean {
  if (a === b) return true;
  if (a.length !== b.length || a[0] !== b[0]) return false;
  if (plan.kind === 'repeat') return a.length === 1 || sameEntries(a[1], b[1]);
  for (let i = 1; i < a.length; i++) {
    if (Object.is(a[i], b[i])) continue;
    if (plan.kind === 'widget' && plan.keyPlaces.includes(i) && sameKeys(a[i], b[i])) continue;
    return false;
  }
  return true;
}

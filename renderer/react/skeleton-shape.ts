/**
 * The shape of a screen while its data loads, worked out from its document. What reads nothing still loading (the
 * document's own texts, values from the query and the session, such as the amount and the Pay button of the repayment
 * way) is drawn for real at once. What reads loaded data or the screen's state (onLoad may still change it, say from
 * the loaded form) becomes a placeholder shaped like its widget: a line for a text, a row for a cell, a labelled box
 * for a field, a few rows for a list, inside the groups and cards it sits in.
 */
import type { WidgetNode } from '../../schemas/generated/types.ts';

/** The layout of a group of the document (a stack), as its own props give it. */
export interface GroupLayout {
  direction?: 'row' | 'column';
  gap?: string;
  surface?: string;
  padding?: string;
}

/** One part of the shaped skeleton. */
export type Shape =
  | { kind: 'node'; node: WidgetNode; pointer: string }
  | { kind: 'group'; layout: GroupLayout; children: Shape[] }
  | { kind: 'line'; size: 'title' | 'body' }
  | { kind: 'row' }
  | { kind: 'field' }
  | { kind: 'button' }
  | { kind: 'pills' }
  | { kind: 'box' };

/** Widgets drawn over the page: closed while a screen opens, so they have no place in its skeleton. */
const overlays = new Set(['dialog', 'sheet', 'picker']);
const fields = new Set(['text-input', 'phone-input', 'card-input', 'code-input', 'select-field', 'textarea', 'money-keyboard']);
/** Props that hold nodes or actions: what a node shows is read from the others. */
const slotKeys = new Set(['children', 'render', 'empty', 'cases', 'default', 'fallback', 'header', 'footer']);
/** How many rows stand for a list whose items are still loading. */
export const placeholderRows = 3;

/** True for an expression that reads loaded data (`data.…`, not there yet) or the state (onLoad may still change it). */
export function readsLoading(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('=') && /(^|[^\w$.])(data|state)\b/.test(value);
  if (Array.isArray(value)) return value.some(readsLoading);
  if (value && typeof value === 'object') return Object.values(value).some(readsLoading);
  return false;
}

const isActionKey = (key: string) => /^on[A-Z]/.test(key);

/** True when a node's own props (not its child nodes, not its actions) read loaded data. */
function ownPropsReadData(node: WidgetNode): boolean {
  return Object.entries(node).some(([key, value]) => !slotKeys.has(key) && !isActionKey(key) && readsLoading(value));
}

/** True when a node or anything drawn inside it reads loaded data. */
function anyReadsData(node: WidgetNode): boolean {
  return Object.entries(node).some(([key, value]) => !isActionKey(key) && key !== 'fallback' && readsLoading(value));
}

/** A placeholder standing for a node whose content is still loading. */
function placeholderOf(node: WidgetNode): Shape[] {
  const n = node as WidgetNode & Record<string, unknown>;
  switch (node.type) {
    case 'text':
      return [{ kind: 'line', size: n.variant === 'title' || n.variant === 'display' ? 'title' : 'body' }];
    case 'cell':
    case 'product-offer':
      return [{ kind: 'row' }];
    case 'button':
    case 'countdown-button':
      return [{ kind: 'button' }];
    case 'tabs':
    case 'chip':
      return [{ kind: 'pills' }];
    case 'repeat': {
      const row = n.render ? placeholderOf(n.render as WidgetNode) : [{ kind: 'row' } as Shape];
      return Array.from({ length: placeholderRows }, () => row).flat();
    }
    case 'switch': {
      const cases = (n.cases ?? {}) as Record<string, WidgetNode>;
      const first = (n.default as WidgetNode | undefined) ?? Object.values(cases)[0];
      return first ? placeholderOf(first) : [];
    }
    case 'stack':
      return [{ kind: 'group', layout: layoutOf(n), children: ((n.children ?? []) as WidgetNode[]).flatMap(placeholderOf) }];
    default:
      if (overlays.has(node.type)) return [];
      return fields.has(node.type) ? [{ kind: 'field' }] : [{ kind: 'box' }];
  }
}

function layoutOf(n: Record<string, unknown>): GroupLayout {
  const literal = (v: unknown) => (typeof v === 'string' && !v.startsWith('=') ? v : undefined);
  const direction = literal(n.direction);
  return {
    direction: direction === 'row' ? 'row' : 'column',
    gap: literal(n.gap),
    surface: literal(n.surface),
    padding: literal(n.padding),
  };
}

/** The shaped skeleton of a list of nodes (the screen's body) at a JSON Pointer. */
export function shapeOf(nodes: readonly WidgetNode[] | undefined, pointer: string): Shape[] {
  return (nodes ?? []).flatMap((node, i): Shape[] => {
    const at = `${pointer}/${i}`;
    if (!node || overlays.has(node.type)) return [];
    if (!anyReadsData(node)) return [{ kind: 'node', node, pointer: at }];
    const n = node as WidgetNode & Record<string, unknown>;
    if (node.type === 'stack' && !ownPropsReadData(node)) {
      return [{ kind: 'group', layout: layoutOf(n), children: shapeOf(n.children as WidgetNode[] | undefined, `${at}/children`) }];
    }
    return placeholderOf(node);
  });
}

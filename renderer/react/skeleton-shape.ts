/**
 * The shape of a screen while its data loads, worked out from its document and what is known (pending-reads.ts). What
 * reads nothing still loading (the document's own texts, values from the query and the session, such as the amount and
 * the Pay button of the repayment way) is drawn for real at once, where the loaded page will draw it: a node hidden by
 * what is known is left out. What reads loaded data or a place onLoad writes, in what it shows or in whether it shows,
 * becomes a placeholder shaped like its widget: a line for a text, a row for a cell, a labelled box for a field, a few
 * rows for a list, inside the groups and cards it sits in. It never draws content the data may contradict.
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

/**
 * The placeholders of controls: a labelled field, choice pills, a button. What they wait for is a control's words (a label
 * each), never a page's largest text or picture; every other placeholder (a text's line, a cell's row, a box) may be.
 */
export const controlShapes: readonly Shape['kind'][] = ['field', 'pills', 'button'];

/** Widgets drawn over the page: closed while a screen opens, so they have no place in its skeleton. */
const overlays = new Set(['dialog', 'sheet', 'picker']);
const fields = new Set(['text-input', 'phone-input', 'card-input', 'code-input', 'select-field', 'textarea', 'money-keyboard']);
/** Props that hold nodes or actions: what a node shows is read from the others. */
const slotKeys = new Set(['children', 'render', 'empty', 'cases', 'default', 'fallback', 'header', 'footer']);
/** How many rows stand for a list whose items are still loading. */
export const placeholderRows = 3;

/** What the shape is worked out against: which values read what is not known yet, and the value of one that does not. */
export interface ShapeScope {
  /** True when a value reads a place not known yet (pending-reads.ts). */
  pending(value: unknown): boolean;
  /**
   * True when a value reads a place this drawing cannot know at all (the server's first view: saved values, the
   * session, the clock). A node shown only on such a value is left out: they are the exceptions (a payment being
   * checked, a tip not yet seen), and a placeholder for one the phone then hides would move the page under the thumb.
   */
  unknown?(value: unknown): boolean;
  /** A node's `visible` or a switch's `on`, worked out as drawing it would (called only when it reads nothing pending). */
  value(node: WidgetNode, prop: 'visible' | 'on', pointer: string): unknown;
  /** The name of the case a switch's value picks, as drawing picks it (node-view.tsx's pickCase). */
  pick(cases: Record<string, unknown>, value: string): string | undefined;
}

const isActionKey = (key: string) => /^on[A-Z]/.test(key);

/** True when a node's own props (not its child nodes, not its actions) read what is not known yet. */
const ownPending = (node: WidgetNode, scope: ShapeScope) =>
  Object.entries(node).some(([key, value]) => !slotKeys.has(key) && !isActionKey(key) && scope.pending(value));

/** True when a node or anything drawn inside it reads what is not known yet. */
const anyPending = (node: WidgetNode, scope: ShapeScope) =>
  Object.entries(node).some(([key, value]) => !isActionKey(key) && key !== 'fallback' && scope.pending(value));

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

/**
 * The operands of an expression that is a chain of `&&` (`=a && b && c`), as expressions of their own; undefined for
 * any other expression (one with a `||`, `??` or `? :` outside brackets: an operand that is false would not decide it).
 */
export function conjuncts(expression: string): string[] | undefined {
  if (!expression.startsWith('=')) return undefined;
  const source = expression.slice(1);
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (depth === 0 && (c === '?' || (c === '|' && source[i + 1] === '|'))) return undefined;
    else if (depth === 0 && c === '&' && source[i + 1] === '&') {
      parts.push(source.slice(from, i));
      from = ++i + 1;
    }
  }
  parts.push(source.slice(from));
  return parts.length > 1 ? parts.map((part) => `=${part.trim()}`) : undefined;
}

/**
 * True when a node's `visible`, which reads what is not known yet, is a chain of `&&` one operand of which reads only what
 * is known and is false: the loaded page will leave the node out whatever the data says (a banner of a refused save,
 * shown only once the borrower has tried), so its place is left out now, not drawn as a placeholder that then goes.
 */
function knownFalse(node: WidgetNode, at: string, scope: ShapeScope): boolean {
  return (conjuncts(String(node.visible)) ?? []).some(
    (operand) => !scope.pending(operand) && !scope.unknown?.(operand) && !scope.value({ ...node, visible: operand } as WidgetNode, 'visible', at),
  );
}

/**
 * The shape of one node. Whether it shows (its `visible`, a switch's `on`) is worked out when it reads only what is
 * known: hidden, it is left out as the loaded page will leave it out (a receipt opened without a payment); when it is
 * not known yet, the node is a placeholder, never drawn for real — unless it cannot be known here at all (`unknown`).
 */
function shapeNode(node: WidgetNode | undefined, at: string, scope: ShapeScope): Shape[] {
  if (!node || overlays.has(node.type)) return [];
  if (node.visible !== undefined) {
    if (scope.unknown?.(node.visible)) return [];
    if (scope.pending(node.visible)) return knownFalse(node, at, scope) ? [] : placeholderOf(node);
    if (!scope.value(node, 'visible', at)) return [];
  }
  if (!anyPending(node, scope)) return [{ kind: 'node', node, pointer: at }];
  const n = node as WidgetNode & Record<string, unknown>;
  if (node.type === 'stack' && !ownPending(node, scope)) {
    return [{ kind: 'group', layout: layoutOf(n), children: shapeOf(n.children as WidgetNode[] | undefined, `${at}/children`, scope) }];
  }
  if (node.type === 'switch' && !scope.pending(node.on)) {
    const name = scope.pick(node.cases, String(scope.value(node, 'on', at)));
    return name === undefined
      ? shapeNode(node.default, `${at}/default`, scope)
      : shapeNode(node.cases[name], `${at}/cases/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, scope);
  }
  return placeholderOf(node);
}

/** The shaped skeleton of a list of nodes (the screen's body) at a JSON Pointer. */
export function shapeOf(nodes: readonly WidgetNode[] | undefined, pointer: string, scope: ShapeScope): Shape[] {
  return (nodes ?? []).flatMap((node, i) => shapeNode(node, `${pointer}/${i}`, scope));
}

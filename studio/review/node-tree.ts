/**
 * A screen document as a tree of widget nodes for comparing two versions: each node with its JSON Pointer, where its
 * parent holds it (the slot and its place there), its own properties (everything but the child nodes it holds) and
 * canonical texts of its own properties and of its whole subtree.
 */
import { toPointer } from '../../renderer/core/validation/json-pointer.ts';
import {
  isJsonObject,
  isWidgetType,
  nodeSlots,
  resolveSlot,
  screenSlots,
  type JsonObject,
  type NodeSlots,
} from '../../renderer/core/validation/node-slots.ts';

/** One node of the tree ('' pointer and type 'screen' for the document itself). */
export interface TreeNode {
  pointer: string;
  type: string;
  node: JsonObject;
  /** The slot its parent holds it in ("children", "cases/paid"); '' for the root. */
  slot: string;
  /** Its place in that slot's list (0 for a single slot). */
  index: number;
  parent: TreeNode | null;
  children: TreeNode[];
  /** Its own properties: the node without the slots holding child nodes. */
  own: JsonObject;
  /** Canonical JSON of `own`. */
  ownText: string;
  /** Canonical JSON of the whole node. */
  fullText: string;
}

/** JSON with object keys sorted, so two equal values always give the same text. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function slotsOf(type: string): NodeSlots | undefined {
  return type === 'screen' ? screenSlots : isWidgetType(type) ? nodeSlots[type] : undefined;
}

/** The node without the values its slots hold (a slot's list or map goes as a whole). */
function ownOf(node: JsonObject, slots: NodeSlots | undefined): JsonObject {
  if (!slots) return node;
  const own = structuredClone(node);
  for (const path of [...slots.single, ...slots.lists, ...slots.maps]) {
    for (const { keys } of resolveSlot(own, path)) {
      let at: unknown = own;
      for (const key of keys.slice(0, -1)) at = isJsonObject(at) || Array.isArray(at) ? (at as Record<string, unknown>)[key] : undefined;
      const last = keys[keys.length - 1];
      if (last !== undefined && isJsonObject(at)) delete at[last];
      else if (last !== undefined && Array.isArray(at)) at[Number(last)] = null;
    }
  }
  return own;
}

function makeNode(node: JsonObject, keys: string[], type: string, slot: string, index: number, parent: TreeNode | null): TreeNode {
  const slots = slotsOf(type);
  const own = ownOf(node, slots);
  const made: TreeNode = {
    pointer: toPointer(keys),
    type,
    node,
    slot,
    index,
    parent,
    children: [],
    own,
    ownText: canonical(own),
    fullText: canonical(node),
  };
  if (slots) made.children = childrenOf(made, keys, slots);
  return made;
}

function childrenOf(owner: TreeNode, at: string[], slots: NodeSlots): TreeNode[] {
  const found: { keys: string[]; value: unknown; slot: string; index: number }[] = [];
  for (const path of slots.single)
    for (const { keys, value } of resolveSlot(owner.node, path)) found.push({ keys, value, slot: keys.join('/'), index: 0 });
  for (const path of slots.lists) {
    for (const { keys, value } of resolveSlot(owner.node, path)) {
      if (Array.isArray(value)) value.forEach((entry, i) => found.push({ keys: [...keys, String(i)], value: entry, slot: keys.join('/'), index: i }));
    }
  }
  for (const path of slots.maps) {
    for (const { keys, value } of resolveSlot(owner.node, path)) {
      if (!isJsonObject(value)) continue;
      for (const [k, entry] of Object.entries(value)) found.push({ keys: [...keys, k], value: entry, slot: [...keys, k].join('/'), index: 0 });
    }
  }
  const children: TreeNode[] = [];
  for (const { keys, value, slot, index } of found) {
    if (!isJsonObject(value)) continue;
    const type = typeof value.type === 'string' ? value.type : '';
    children.push(makeNode(value, [...at, ...keys], type, slot, index, owner));
  }
  return children;
}

/** The tree of a parsed screen document; null when it is not an object. */
export function nodeTree(doc: unknown): TreeNode | null {
  return isJsonObject(doc) ? makeNode(doc, [], 'screen', '', 0, null) : null;
}

/** Every node of a tree, parents before their children, in document order. */
export function allNodes(root: TreeNode): TreeNode[] {
  const out: TreeNode[] = [];
  const visit = (node: TreeNode) => {
    out.push(node);
    node.children.forEach(visit);
  };
  visit(root);
  return out;
}

/**
 * The outline of a screen document: its node tree with a JSON Pointer, a type and a short label per node, built
 * from the text (jsonc-parser tolerates a half-typed document) and the generated slot table.
 */
import { getNodeValue, parseTree } from 'jsonc-parser';
import { isTranslations } from '../../renderer/core/i18n/translations.ts';
import { toPointer } from '../../renderer/core/validation/json-pointer.ts';
import { isJsonObject, isWidgetType, nodeSlots, resolveSlot, screenSlots, type NodeSlots } from '../../renderer/core/validation/node-slots.ts';

/** One row of the outline. */
export interface OutlineNode {
  /** JSON Pointer of the node ('' for the screen itself). */
  pointer: string;
  /** Its widget type ('screen' for the root, '' when it has none). */
  type: string;
  /** A short label: its literal text, title or label, else its id. */
  label: string;
  /** False when the type is not a widget the schemas know (or the entry is not a node at all). */
  known: boolean;
  /** Where its parent holds it, such as "children.1" or "fallback" ('' for the root). */
  slot: string;
  /** The nodes it holds, in document order. */
  children: OutlineNode[];
}

const labelProps = ['text', 'title', 'label', 'name', 'placeholder'];
const maxLabel = 40;

/** The short label of a node: its first literal text-like property (a translated text's English), else `#id`. */
export function nodeLabel(node: Record<string, unknown>): string {
  for (const prop of labelProps) {
    const raw = node[prop];
    const value = isTranslations(raw) ? raw.en : raw;
    if (typeof value === 'string' && value !== '' && !value.startsWith('=')) {
      return value.length > maxLabel ? `${value.slice(0, maxLabel - 1)}…` : value;
    }
  }
  return typeof node.id === 'string' && node.id !== '' ? `#${node.id}` : '';
}

function childrenOf(owner: Record<string, unknown>, at: string[], slots: NodeSlots): OutlineNode[] {
  const found: { keys: string[]; value: unknown }[] = [];
  for (const path of slots.single) found.push(...resolveSlot(owner, path));
  for (const path of slots.lists) {
    for (const { keys, value } of resolveSlot(owner, path)) {
      if (Array.isArray(value)) value.forEach((entry, i) => found.push({ keys: [...keys, String(i)], value: entry }));
    }
  }
  for (const path of slots.maps) {
    for (const { keys, value } of resolveSlot(owner, path)) {
      if (isJsonObject(value)) for (const [k, entry] of Object.entries(value)) found.push({ keys: [...keys, k], value: entry });
    }
  }
  return found.map(({ keys, value }) => outlineNode(value, [...at, ...keys], keys.join('.')));
}

function outlineNode(value: unknown, keys: string[], slot: string): OutlineNode {
  const pointer = toPointer(keys);
  if (!isJsonObject(value)) return { pointer, type: '', label: 'not a node', known: false, slot, children: [] };
  const type = typeof value.type === 'string' ? value.type : '';
  const known = isWidgetType(type);
  const slots = known ? nodeSlots[type] : undefined;
  return { pointer, type, label: nodeLabel(value), known, slot, children: slots ? childrenOf(value, keys, slots) : [] };
}

/** The outline of a screen's text; a text that is not an object yields a root without children. */
export function buildOutline(text: string): OutlineNode {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  const doc: unknown = tree ? getNodeValue(tree) : undefined;
  const root: OutlineNode = { pointer: '', type: 'screen', label: '', known: true, slot: '', children: [] };
  if (!isJsonObject(doc)) return root;
  const title = isTranslations(doc.title) ? doc.title.en : doc.title;
  root.label = typeof title === 'string' && !title.startsWith('=') ? title : typeof doc.id === 'string' ? doc.id : '';
  root.children = childrenOf(doc, [], screenSlots);
  return root;
}

/** Every node of the outline, depth first, each with its depth (0 for the root). */
export function flattenOutline(root: OutlineNode): { node: OutlineNode; depth: number }[] {
  const out: { node: OutlineNode; depth: number }[] = [];
  const visit = (node: OutlineNode, depth: number) => {
    out.push({ node, depth });
    for (const child of node.children) visit(child, depth + 1);
  };
  visit(root, 0);
  return out;
}

/** True when `pointer` is `base` or lies under it. */
export function isAtOrUnder(pointer: string, base: string): boolean {
  return base === '' || pointer === base || pointer.startsWith(`${base}/`);
}

/** The pointer of the innermost outline node holding `pointer` ('' — the screen — when none does). */
export function enclosingNode(root: OutlineNode, pointer: string): string {
  let best = '';
  for (const { node } of flattenOutline(root)) {
    if (isAtOrUnder(pointer, node.pointer) && node.pointer.length > best.length) best = node.pointer;
  }
  return best;
}

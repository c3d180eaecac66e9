/**
 * Node operations as text edits: moving a node up or down its list, duplicating it, inserting a new node after it and
 * deleting it. Each swaps, inserts or removes the text ranges of the list's elements (offsets from jsonc-parser's
 * tree) so the rest of the text keeps its layout and comments; each is one set of edits (one undoable step).
 */
import { findNodeAtLocation, getNodeValue, modify, parseTree, type Edit, type Node } from 'jsonc-parser';
import { parsePointer, toPointer, valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { formatting, pointerPath } from '../form/property-edits.ts';
import { renameIds, usedIds } from './unique-ids.ts';

/** The edits of a node operation and the pointer of the node to select afterwards. */
export interface NodeChange {
  edits: Edit[];
  /** The node that moved, the copy, the new node, or where the deleted one was (its neighbour or its owner). */
  select: string;
}

/** Where a node sits in its list: its index and the list's length. */
export interface NodePlace {
  index: number;
  count: number;
}

/** The node's place in the list holding it, or undefined when no list holds it (the screen, a single or map slot). */
export function nodePlace(doc: unknown, pointer: string): NodePlace | undefined {
  const keys = parsePointer(pointer);
  const last = keys.pop();
  if (last === undefined || !/^\d+$/.test(last)) return undefined;
  const list = valueAt(doc, toPointer(keys));
  const index = Number(last);
  return Array.isArray(list) && index < list.length ? { index, count: list.length } : undefined;
}

/** A list entry in the parsed text: the whole tree, the list, its elements and the entry's index. */
interface Entry {
  tree: Node;
  list: Node;
  items: Node[];
  index: number;
  listPointer: string;
}

const end = (node: Node) => node.offset + node.length;
const source = (text: string, node: Node) => text.slice(node.offset, end(node));
const itemPointer = (entry: Entry, index: number) => `${entry.listPointer}/${index}`;

/** The parsed tree of a text, or undefined when it has no value. */
function treeOf(text: string): Node | undefined {
  return parseTree(text, [], { allowTrailingComma: true });
}

/** The list entry at `pointer` in the text, or undefined when the pointer does not name one. */
function entryAt(text: string, pointer: string): Entry | undefined {
  const tree = treeOf(text);
  const keys = parsePointer(pointer);
  const last = keys.pop();
  if (!tree || last === undefined || !/^\d+$/.test(last)) return undefined;
  const listPointer = toPointer(keys);
  const list = findNodeAtLocation(tree, pointerPath(getNodeValue(tree), listPointer));
  const items = list?.type === 'array' ? (list.children ?? []) : [];
  const index = Number(last);
  return list && index < items.length ? { tree, list, items, index, listPointer } : undefined;
}

/** The whitespace that starts the line an offset is on. */
function indentAt(text: string, offset: number): string {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart, offset))?.[0] ?? '';
}

/** True when the list puts its entries on lines of their own (judged by the gap beside the entry). */
function isMultiLine(text: string, entry: Entry): boolean {
  const item = entry.items[entry.index];
  if (!item) return false;
  const next = entry.items[entry.index + 1];
  const previous = entry.items[entry.index - 1];
  const gap = next
    ? text.slice(end(item), next.offset)
    : previous
      ? text.slice(end(previous), item.offset)
      : text.slice(entry.list.offset + 1, item.offset);
  return gap.includes('\n');
}

/** The edit inserting a value's text as a new entry right after the entry, laid out like its neighbours. */
function insertAfter(text: string, entry: Entry, layout: (multiLine: boolean, indent: string) => string): NodeChange | undefined {
  const item = entry.items[entry.index];
  if (!item) return undefined;
  const multiLine = isMultiLine(text, entry);
  const indent = indentAt(text, item.offset);
  const separator = multiLine ? `,\n${indent}` : ', ';
  return {
    edits: [{ offset: end(item), length: 0, content: separator + layout(multiLine, indent) }],
    select: itemPointer(entry, entry.index + 1),
  };
}

/** Moves the node at `pointer` one place up (-1) or down (1) its list; undefined when it cannot move that way. */
export function moveNodeEdits(text: string, pointer: string, by: -1 | 1): NodeChange | undefined {
  const entry = entryAt(text, pointer);
  if (!entry) return undefined;
  const target = entry.index + by;
  const lo = entry.items[Math.min(entry.index, target)];
  const hi = entry.items[Math.max(entry.index, target)];
  if (!lo || !hi) return undefined;
  const between = text.slice(end(lo), hi.offset);
  return {
    edits: [{ offset: lo.offset, length: end(hi) - lo.offset, content: source(text, hi) + between + source(text, lo) }],
    select: itemPointer(entry, target),
  };
}

/** Inserts a copy of the node right after it, its ids (and those of the nodes in it) renamed to free ones. */
export function duplicateNodeEdits(text: string, pointer: string): NodeChange | undefined {
  const entry = entryAt(text, pointer);
  const item = entry?.items[entry.index];
  if (!entry || !item) return undefined;
  const copy = renameIds(source(text, item), usedIds(getNodeValue(entry.tree)));
  return insertAfter(text, entry, () => copy);
}

/** A value as JSON on one line, with a space inside braces and after commas: `{ "type": "text", "text": "Hi" }`. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

/** Inserts `value` as a new node right after the node at `pointer`, laid out like its neighbours. */
export function insertNodeAfterEdits(text: string, pointer: string, value: unknown): NodeChange | undefined {
  const entry = entryAt(text, pointer);
  if (!entry) return undefined;
  const unit = ' '.repeat(formatting.tabSize);
  return insertAfter(text, entry, (multiLine, indent) =>
    multiLine ? JSON.stringify(value, null, unit).split('\n').join(`\n${indent}`) : inlineJson(value),
  );
}

/**
 * Deletes the node at `pointer` with the comma and line break that go with it (the only entry of a list leaves `[]`);
 * a node held by a property (a single or map slot) loses that property.
 */
export function deleteNodeEdits(text: string, pointer: string): NodeChange | undefined {
  if (pointer === '') return undefined;
  const entry = entryAt(text, pointer);
  if (!entry) {
    const tree = treeOf(text);
    const path = pointerPath(tree ? getNodeValue(tree) : undefined, pointer);
    if (!tree || !findNodeAtLocation(tree, path)) return undefined;
    const edits = modify(text, path, undefined, { formattingOptions: formatting });
    return edits.length > 0 ? { edits, select: toPointer(parsePointer(pointer).slice(0, -1)) } : undefined;
  }
  const { items, index, list } = entry;
  const item = items[index];
  const next = items[index + 1];
  const previous = items[index - 1];
  if (!item) return undefined;
  if (next) return { edits: [{ offset: item.offset, length: next.offset - item.offset, content: '' }], select: pointer };
  if (previous) {
    return { edits: [{ offset: end(previous), length: end(item) - end(previous), content: '' }], select: itemPointer(entry, index - 1) };
  }
  return { edits: [{ offset: list.offset + 1, length: list.length - 2, content: '' }], select: entry.listPointer };
}

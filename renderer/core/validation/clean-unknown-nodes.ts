/**
 * The first step of validation: a deep copy of the document in which every node of an unknown widget
 * type is replaced by its fallback, or dropped (removed from a list, null in a single place), so the
 * rest of the screen can still be drawn.
 */
import { escapeToken, parsePointer, toPointer } from './json-pointer.ts';
import { nearestName } from './nearest-name.ts';
import { isJsonObject, isWidgetType, matchesSlot, nodeSlots, screenSlots, widgetTypes, type NodeSlots } from './node-slots.ts';

/** A node whose widget type does not exist, found at `pointer` of the original document. */
export interface UnknownNode {
  pointer: string;
  type: string;
  /** The known widget type closest to `type`, when one is close. */
  suggestion?: string;
}

/** What cleanUnknownNodes produced. */
export interface CleanedDocument {
  /** The copy, without unknown nodes. */
  document: unknown;
  unknownNodes: UnknownNode[];
  /** Pointers (into the copy) of single places whose unknown node had no fallback and now hold null. */
  emptied: string[];
  /** Turns a pointer into the copy into the pointer of the same place in the original document. */
  originOf(pointer: string): string;
}

const drop = Symbol('drop');
const noSlots: NodeSlots = { single: [], lists: [], maps: [] };

/** Copies `doc` with unknown nodes replaced by their fallback or dropped; the original is left untouched. */
export function cleanUnknownNodes(doc: unknown): CleanedDocument {
  const unknownNodes: UnknownNode[] = [];
  const emptied: string[] = [];
  // Places of the copy whose pointer differs from the original's (shifted list entries, fallbacks).
  const moved = new Map<string, string>();

  const copyNode = (node: unknown, origin: string, at: string): unknown => {
    if (origin !== at) moved.set(at, origin);
    if (!isJsonObject(node) || typeof node.type !== 'string') return copyValue(node, origin, at, noSlots, []);
    if (isWidgetType(node.type)) return copyValue(node, origin, at, nodeSlots[node.type] ?? noSlots, []);
    const suggestion = nearestName(node.type, widgetTypes);
    unknownNodes.push(suggestion === undefined ? { pointer: origin, type: node.type } : { pointer: origin, type: node.type, suggestion });
    if (node.fallback !== undefined) return copyNode(node.fallback, `${origin}/fallback`, at);
    return drop;
  };

  const copyValue = (value: unknown, origin: string, at: string, slots: NodeSlots, rel: string[]): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const inList = Array.isArray(value) && slots.lists.some((p) => matchesSlot(p, rel));
    const inMap = !Array.isArray(value) && slots.maps.some((p) => matchesSlot(p, rel));
    const entries: [string, unknown][] = [];
    for (const [key, child] of Object.entries(value)) {
      const childRel = [...rel, key];
      const childOrigin = `${origin}/${escapeToken(key)}`;
      const childKey = Array.isArray(value) ? String(entries.length) : key;
      const childAt = `${at}/${escapeToken(childKey)}`;
      if (inList || inMap || slots.single.some((p) => matchesSlot(p, childRel))) {
        const node = copyNode(child, childOrigin, childAt);
        if (node !== drop) entries.push([childKey, node]);
        else if (!inList) {
          entries.push([childKey, null]);
          emptied.push(childAt);
        }
      } else {
        entries.push([childKey, copyValue(child, childOrigin, childAt, slots, childRel)]);
      }
    }
    // fromEntries defines own properties, so a "__proto__" key stays a plain key.
    return Array.isArray(value) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };

  const document = isJsonObject(doc) ? copyValue(doc, '', '', screenSlots, []) : doc;
  const originOf = (pointer: string): string => {
    const keys = parsePointer(pointer);
    for (let i = keys.length; i > 0; i--) {
      const origin = moved.get(toPointer(keys.slice(0, i)));
      if (origin !== undefined) return origin + toPointer(keys.slice(i));
    }
    return pointer;
  };
  return { document, unknownNodes, emptied, originOf };
}

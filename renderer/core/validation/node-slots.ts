/**
 * Where a screen document holds child nodes and action lists, from the table generated out of the
 * schemas (schemas/generated/node-slots.ts), and a walk over every known node and action.
 */
import { actionSlots, actionTypes, nodeSlots, screenSlots, widgetTypes, type NodeSlots } from '../../../schemas/generated/node-slots.ts';

import { isRecord } from '../is-record.ts';

export { actionSlots, actionTypes, nodeSlots, screenSlots, widgetTypes, type NodeSlots };

/** A plain JSON object. */
export type JsonObject = Record<string, unknown>;

/** True for a JSON object (not an array, not null): isRecord under the validation's name. */
export const isJsonObject: (value: unknown) => value is JsonObject = isRecord;

const knownWidgets = new Set(widgetTypes);
const knownActions = new Set(actionTypes);

/** True when `type` names a widget the schemas know. */
export function isWidgetType(type: unknown): type is string {
  return typeof type === 'string' && knownWidgets.has(type);
}

/** True when `name` names an action the schemas know. */
export function isActionType(name: unknown): name is string {
  return typeof name === 'string' && knownActions.has(name);
}

/** In slot paths: any property of an object (its additionalProperties); see scripts/schema-slots.ts. */
export const anyProperty = '*';
/** In slot paths: any entry of a list (its items). */
export const anyEntry = '[]';

/** True when the keys (relative to a slot's owner) are exactly the place a slot path names. */
export function matchesSlot(path: string, keys: readonly string[]): boolean {
  const parts = path.split('/');
  return parts.length === keys.length && parts.every((p, i) => p === anyProperty || (p === anyEntry ? /^\d+$/.test(keys[i] ?? '') : p === keys[i]));
}

/**
 * The values present at a slot path inside `owner`, each with its keys relative to the owner. Like the schema, a
 * named step only enters an object, `*` only an object's properties and `[]` only a list's entries.
 */
export function resolveSlot(owner: unknown, path: string): { keys: string[]; value: unknown }[] {
  let found: { keys: string[]; value: unknown }[] = [{ keys: [], value: owner }];
  for (const part of path.split('/')) {
    const next: { keys: string[]; value: unknown }[] = [];
    for (const { keys, value } of found) {
      let entries: [string, unknown][] = [];
      if (part === anyEntry) entries = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : [];
      else if (part === anyProperty) entries = isJsonObject(value) ? Object.entries(value) : [];
      else if (isJsonObject(value) && Object.hasOwn(value, part)) entries = [[part, value[part]]];
      for (const [key, child] of entries) next.push({ keys: [...keys, key], value: child });
    }
    found = next;
  }
  return found;
}

/** Callbacks of walkDocument; keys lead from the document to the visited object. */
export interface DocumentVisitor {
  node?(node: JsonObject & { type: string }, keys: readonly string[]): void;
  action?(action: JsonObject & { do: string }, keys: readonly string[]): void;
}

/** Visits every node of a known widget type and every action of a known name, following the slot table. */
export function walkDocument(doc: unknown, visitor: DocumentVisitor): void {
  if (isJsonObject(doc)) walkOwner(doc, [], screenSlots, actionSlots.screen, visitor);
}

function walkOwner(owner: JsonObject, at: string[], slots: NodeSlots, actionPaths: readonly string[], visitor: DocumentVisitor): void {
  const each = (paths: readonly string[], fn: (value: unknown, keys: string[]) => void) => {
    for (const path of paths) for (const { keys, value } of resolveSlot(owner, path)) fn(value, [...at, ...keys]);
  };
  const entries = (value: unknown) => (typeof value === 'object' && value !== null ? Object.entries(value) : []);
  each(slots.single, (value, keys) => walkNode(value, keys, visitor));
  each(slots.lists, (value, keys) => Array.isArray(value) && value.forEach((n, i) => walkNode(n, [...keys, String(i)], visitor)));
  each(slots.maps, (value, keys) => isJsonObject(value) && entries(value).forEach(([k, n]) => walkNode(n, [...keys, k], visitor)));
  each(actionPaths, (value, keys) => walkActions(value, keys, visitor));
}

function walkNode(node: unknown, keys: string[], visitor: DocumentVisitor): void {
  if (!isJsonObject(node) || !isWidgetType(node.type)) return;
  const typed = node as JsonObject & { type: string };
  visitor.node?.(typed, keys);
  walkOwner(typed, keys, nodeSlots[typed.type] as NodeSlots, actionSlots.widgets[typed.type] ?? [], visitor);
}

function walkActions(list: unknown, keys: string[], visitor: DocumentVisitor): void {
  if (!Array.isArray(list)) return;
  list.forEach((action: unknown, i) => {
    if (!isJsonObject(action) || !isActionType(action.do)) return;
    const typed = action as JsonObject & { do: string };
    const at = [...keys, String(i)];
    visitor.action?.(typed, at);
    walkOwner(typed, at, { single: [], lists: [], maps: [] }, actionSlots.actions[typed.do] ?? [], visitor);
  });
}

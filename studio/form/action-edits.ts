/** The edits the action form makes to an action list: each returns a new list and leaves the old one as it was. */
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import type { PropInfo } from '../schema/schema-index.ts';

/** One action as the form edits it: a JSON object with its `do`. */
export type ActionValue = Record<string, unknown>;

/** The list as actions (anything that is not an object is kept as it is, and shown as "not an action"). */
export function actionsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** A first value for a required property of a new action, so the form has a box to fill (empty text, an empty list, …). */
function startValue(info: PropInfo): unknown {
  if (info.values && info.values.length > 0) return info.values[0];
  if (info.kind === 'actions' || info.kind === 'nodes') return [];
  if (info.kind === 'boolean') return info.allowsExpression ? true : false;
  if (info.kind === 'number' || info.kind === 'integer') return 0;
  if (info.kind === 'object') return {};
  return '';
}

/** A new action of `kind`, with a first value for each of its required properties. */
export function newAction(kind: string, props: readonly PropInfo[]): ActionValue {
  const action: ActionValue = { do: kind };
  for (const info of props) if (info.required && info.name !== 'do') action[info.name] = startValue(info);
  return action;
}

/** The list with `action` added at the end. */
export function addAction(list: unknown, action: ActionValue): unknown[] {
  return [...actionsOf(list), action];
}

/**
 * The action made another kind: the properties the new kind also has are kept (a toast's text stays a copy's text),
 * the others dropped, and the new kind's missing required ones started.
 */
export function changeKind(action: unknown, kind: string, props: readonly PropInfo[]): ActionValue {
  const next = newAction(kind, props);
  if (!isJsonObject(action)) return next;
  for (const info of props) if (info.name !== 'do' && action[info.name] !== undefined) next[info.name] = action[info.name];
  return next;
}

/** The list with the action at `index` replaced. */
export function replaceAction(list: unknown, index: number, action: unknown): unknown[] {
  return actionsOf(list).map((a, i) => (i === index ? action : a));
}

/** The action with one property set (undefined removes it). */
export function setActionProp(action: unknown, name: string, value: unknown): ActionValue {
  const next: ActionValue = isJsonObject(action) ? { ...action } : {};
  if (value === undefined) delete next[name];
  else next[name] = value;
  return next;
}

/** The list with the action at `index` moved by `by` places (kept inside the list). */
export function moveAction(list: unknown, index: number, by: number): unknown[] {
  const items = [...actionsOf(list)];
  const to = Math.min(items.length - 1, Math.max(0, index + by));
  if (to === index || index < 0 || index >= items.length) return items;
  const [moved] = items.splice(index, 1);
  items.splice(to, 0, moved);
  return items;
}

/** The list without the action at `index`. */
export function removeAction(list: unknown, index: number): unknown[] {
  return actionsOf(list).filter((_, i) => i !== index);
}

/**
 * Edits of a name → value map in the form (a screen's loads, its state, a switch's cases): each returns a new object
 * in the old one's order and leaves the old one as it was, and names are checked before they are applied.
 */
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';

/** A name → value map as the form edits it. */
export type NamedValues = Record<string, unknown>;

/** The map of a value (nothing, or anything that is not an object, is an empty map). */
export function entriesOf(value: unknown): [string, unknown][] {
  return isJsonObject(value) ? Object.entries(value) : [];
}

/** The map with `from` renamed to `to`, in the same place. */
export function renameKey(value: unknown, from: string, to: string): NamedValues {
  return Object.fromEntries(entriesOf(value).map(([k, v]) => [k === from ? to : k, v]));
}

/** The map with entry `name` moved by `by` places (kept inside the map). */
export function moveKey(value: unknown, name: string, by: number): NamedValues {
  const entries = entriesOf(value);
  const at = entries.findIndex(([k]) => k === name);
  const to = Math.min(entries.length - 1, Math.max(0, at + by));
  if (at < 0 || to === at) return Object.fromEntries(entries);
  const [moved] = entries.splice(at, 1);
  if (moved) entries.splice(to, 0, moved);
  return Object.fromEntries(entries);
}

/** The first free name of the form `base`, `base2`, `base3`… */
export function freeName(value: unknown, base: string): string {
  const taken = new Set(entriesOf(value).map(([k]) => k));
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** How a map's names are checked: what one entry is called in messages, and whether it must be a plain name. */
export interface NameRules {
  /** "load", "state value", "case": used in the messages. */
  noun: string;
  /** The name must be usable in an expression (`data.<name>`, `state.<name>`). */
  identifier?: boolean;
  /** How the name is read in an expression, such as "state" for `state.<name>`. */
  scope?: string;
  /** What the name is called in messages: "name" (the default) or "value" (a switch case's). */
  called?: 'name' | 'value';
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Why `name` cannot be used for an entry (renamed from `current`, if any), or undefined when it can. */
export function nameProblem(value: unknown, name: string, rules: NameRules, current?: string): string | undefined {
  const called = rules.called ?? 'name';
  if (name.trim() === '') return `Give the ${rules.noun} a ${called}.`;
  if (name !== current && entriesOf(value).some(([k]) => k === name)) {
    return `There is already a ${rules.noun} ${called === 'value' ? 'for' : 'named'} "${name}": choose another ${called}.`;
  }
  if (rules.identifier && !identifier.test(name)) {
    const read = rules.scope ? ` (expressions read it as ${rules.scope}.<name>)` : '';
    return `Use letters, digits and _ only, starting with a letter${read}.`;
  }
  return undefined;
}

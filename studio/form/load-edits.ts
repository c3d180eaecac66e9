/** What the load form needs beyond the map edits: a load's properties from the schema, new loads and their fields. */
import { isJsonObject } from '../../renderer/core/validation/node-slots.ts';
import { schemaAt, type PropInfo } from '../schema/schema-index.ts';
import type { NameRules } from './map-edits.ts';

/** How load names are checked: each answer is read as data.<name>. */
export const loadNames: NameRules = { noun: 'load', identifier: true, scope: 'data' };

/** How the names of a load's fields are checked (the lender's own names, such as product_id). */
export const fieldNames: NameRules = { noun: 'field' };

/** The properties of a screen load (call, with, when), from screen.schema.json. */
export function loadProps(): PropInfo[] {
  return schemaAt({ load: { a: {} } }, ['load', 'a'])?.props ?? [];
}

/** A new load of endpoint `call` (the catalog's name; '' until one is chosen). */
export function newLoad(call: string): Record<string, unknown> {
  return { call };
}

/** The query parameters a screen declares (its `params`), by name. */
export function screenParams(doc: unknown): string[] {
  return isJsonObject(doc) && isJsonObject(doc.params) ? Object.keys(doc.params) : [];
}

/** The first value of a new field: the screen's query parameter of the same name when it has one, else an empty text. */
export function newFieldValue(name: string, params: readonly string[]): string {
  return params.includes(name) ? `=params.${name}` : '';
}

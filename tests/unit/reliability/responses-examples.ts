/** The smallest answers that meet the entity schemas of schemas/api/, built from the schemas (for the response tests). */

type Schema = Record<string, unknown>;

const files = import.meta.glob<Schema>('../../../schemas/api/*.schema.json', { eager: true, import: 'default' });
const byFile = new Map(Object.entries(files).map(([path, schema]) => [path.replace(/^.*\//, ''), schema]));

function schemaOf(entity: string): Schema {
  const schema = byFile.get(`${entity}.schema.json`);
  if (!schema) throw new Error(`no schema for entity ${entity}`);
  return schema;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a $ref within the file ('#/definitions/x') or to another entity ('bank-card.schema.json'). */
function resolve(schema: Schema, root: Schema): [Schema, Schema] {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return [schema, root];
  if (ref.startsWith('#/definitions/')) {
    const defs = isSchema(root.definitions) ? root.definitions : {};
    const def = defs[ref.slice('#/definitions/'.length)];
    if (!isSchema(def)) throw new Error(`cannot resolve ${ref}`);
    return resolve(def, root);
  }
  const other = schemaOf(ref.replace(/^\.\//, '').replace(/\.schema\.json$/, ''));
  return resolve(other, other);
}

/** The parts of a schema: itself and, for allOf, each part resolved. */
function parts(schema: Schema, root: Schema): [Schema, Schema][] {
  const [own, ownRoot] = resolve(schema, root);
  const all = Array.isArray(own.allOf) ? own.allOf.filter(isSchema).flatMap((p) => parts(p, ownRoot)) : [];
  return [[own, ownRoot], ...all];
}

function firstType(schema: Schema): string | undefined {
  return Array.isArray(schema.type) ? String(schema.type[0]) : typeof schema.type === 'string' ? schema.type : undefined;
}

/** The smallest value of a schema: required fields only, empty lists, enum's first value. */
function smallest(schema: Schema, root: Schema): unknown {
  const all = parts(schema, root);
  const [own] = all[0] ?? [schema, root];
  if (Array.isArray(own.enum)) return own.enum[0];
  const type = firstType(own);
  if (type === 'string') return '';
  if (type === 'integer' || type === 'number') return typeof own.minimum === 'number' ? own.minimum : 0;
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'null') return null;
  const out: Record<string, unknown> = {};
  for (const [part, partRoot] of all) {
    const props = isSchema(part.properties) ? part.properties : {};
    const required = Array.isArray(part.required) ? part.required.map(String) : [];
    for (const key of required) out[key] = smallest(isSchema(props[key]) ? props[key] : {}, partRoot);
  }
  return out;
}

/** The smallest answer that meets an entity's schema. */
export function exampleOf(entity: string): Record<string, unknown> {
  const value = smallest(schemaOf(entity), schemaOf(entity));
  if (!isSchema(value)) throw new Error(`entity ${entity} is not an object`);
  return value;
}

/** The first required field of an entity (of its first part that requires one). */
export function firstRequired(entity: string): string {
  for (const [part] of parts(schemaOf(entity), schemaOf(entity))) {
    const required = Array.isArray(part.required) ? part.required.map(String) : [];
    if (required[0] !== undefined) return required[0];
  }
  throw new Error(`entity ${entity} requires no field`);
}

/** A value of the wrong type for a field: an object where text or numbers are expected, a word where an object is. */
export function wrongTypeFor(entity: string, field: string): unknown {
  for (const [part, root] of parts(schemaOf(entity), schemaOf(entity))) {
    const props = isSchema(part.properties) ? part.properties : {};
    const prop = props[field];
    if (!isSchema(prop)) continue;
    const [own] = parts(prop, root)[0] ?? [prop];
    const types = Array.isArray(own.type) ? own.type.map(String) : [String(own.type ?? 'object')];
    return types.includes('object') ? 'not an object' : { not: 'a value' };
  }
  throw new Error(`entity ${entity} has no field ${field}`);
}

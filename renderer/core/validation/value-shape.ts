/**
 * What the studio and `npm run validate` know of a value an expression reads: its JSON types, its description and, for
 * objects and lists, its fields and entries. Built from the lender's entity schemas (schemas/api/) for loaded data and
 * from the screen document for state, params and saved values.
 */
import { isJsonObject } from './node-slots.ts';

/** A value's known shape. No `types` means anything; no `fields` means any field may be read. */
export interface ValueShape {
  /** JSON types: 'string', 'number', 'integer', 'boolean', 'object', 'array', 'null'; empty when not known. */
  types: readonly string[];
  description?: string;
  /** The fields an object has (closed: reading any other is a mistake); undefined when any field may be there. */
  fields?: Readonly<Record<string, ValueShape>>;
  /** The shape of a list's entries. */
  entry?: ValueShape;
  /** The types come from a lender's entity schema (a comparison with another type is a mistake), not from a guess. */
  fromSchema?: boolean;
}

/** A JSON Schema, read as plain data. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** The shape of a value nothing is known about: any field, any type. */
export const anyShape: ValueShape = { types: [] };

/** The lender's entity schemas by file name without `.schema.json` ("order-details"). */
export type EntitySchemas = Readonly<Record<string, JsonSchema>>;

/** The schema a `$ref` points at: `#/definitions/x` in the same file, or `other.schema.json[#/…]` beside it. */
function resolveRef(ref: string, file: string, entities: EntitySchemas): { schema: JsonSchema; file: string } | undefined {
  const [target = '', fragment = ''] = ref.split('#');
  const at = target === '' ? file : target.replace(/^.*\//, '').replace(/\.schema\.json$/, '');
  let schema: unknown = entities[at];
  for (const key of fragment.split('/').filter(Boolean)) schema = isJsonObject(schema) ? schema[key] : undefined;
  return isJsonObject(schema) ? { schema, file: at } : undefined;
}

/** The JSON types a schema allows ('type', or the union of its anyOf/oneOf branches). */
function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  if (schema.const !== undefined) return [typeof schema.const === 'number' ? 'number' : typeof schema.const];
  return [];
}

/** The shape a JSON Schema describes, following $refs (at most `depth` levels of nesting, against cycles). */
export function shapeOfSchema(schema: JsonSchema, file: string, entities: EntitySchemas, depth = 8): ValueShape {
  if (depth <= 0) return anyShape;
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, file, entities);
    if (!target) return anyShape;
    const shape = shapeOfSchema(target.schema, target.file, entities, depth - 1);
    return typeof schema.description === 'string' ? { ...shape, description: schema.description } : shape;
  }
  const description = typeof schema.description === 'string' ? schema.description : undefined;
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray)?.filter(isJsonObject);
  if (branches?.length) {
    const shapes = branches.map((b) => shapeOfSchema(b, file, entities, depth - 1));
    const types = shapes.some((s) => s.types.length === 0) ? [] : [...new Set(shapes.flatMap((s) => s.types))];
    const fields = shapes.every((s) => s.fields) ? Object.assign({}, ...shapes.map((s) => s.fields)) : undefined;
    return { types, description, fields, entry: shapes.find((s) => s.entry)?.entry, fromSchema: true };
  }
  const types = typesOf(schema);
  const shape: { -readonly [K in keyof ValueShape]: ValueShape[K] } = { types, description, fromSchema: true };
  if (isJsonObject(schema.properties)) {
    const fields: Record<string, ValueShape> = {};
    for (const [name, field] of Object.entries(schema.properties)) {
      if (isJsonObject(field)) fields[name] = shapeOfSchema(field, file, entities, depth - 1);
    }
    // A schema for extra fields (a map) lets any name be read; listed names keep their shapes only for completion.
    if (!isJsonObject(schema.additionalProperties)) shape.fields = fields;
  }
  if (isJsonObject(schema.items)) shape.entry = shapeOfSchema(schema.items, file, entities, depth - 1);
  else if (types.includes('array')) shape.entry = anyShape;
  return shape;
}

/** The shape of a JSON value written in a document (a state's starting value): its type, and an object's fields open. */
export function shapeOfValue(value: unknown, description?: string): ValueShape {
  if (value === null || value === undefined) return { types: [], description };
  if (Array.isArray(value)) return { types: ['array'], description, entry: anyShape };
  if (typeof value === 'object') return { types: ['object'], description };
  return { types: [typeof value], description };
}

/** "text", "number", "yes/no", "list", "object", joined with " or ": a shape's types in plain words. */
export function typeWords(shape: ValueShape): string {
  const words = new Set(shape.types.map((t) => ({ string: 'text', integer: 'number', boolean: 'yes/no', array: 'list', null: 'empty' })[t] ?? t));
  return words.size ? [...words].join(' or ') : 'any value';
}

/** Every widget's JSON schema (schemas/widgets/<type>.schema.json), read at build time, by widget type. */
import type { JsonSchema } from './schema-arg-types.ts';

const files = import.meta.glob<JsonSchema>('../../schemas/widgets/*.schema.json', { eager: true, import: 'default' });

/** Schemas by widget type ("button" → the contents of schemas/widgets/button.schema.json). */
export const widgetSchemas: Record<string, JsonSchema> = Object.fromEntries(
  Object.entries(files).map(([path, schema]) => [path.replace(/^.*\/([^/]+)\.schema\.json$/, '$1'), schema]),
);

/** The schema of a widget type; throws for a type without one, so a story never documents a widget that is not. */
export function widgetSchema(type: string): JsonSchema {
  const schema = widgetSchemas[type];
  if (!schema) throw new Error(`No schema at schemas/widgets/${type}.schema.json`);
  return schema;
}

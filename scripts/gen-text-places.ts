/**
 * The text-place table of `npm run gen` (schemas/generated/text-places.ts): where each widget, action and the screen
 * envelope hold texts the borrower reads (a `$ref` to defs.schema.json's text, fixedText or itemText), so the
 * translation checks, the studio's side-by-side fields and its search find every one of them, and nothing else (a
 * code, a key or an address is a textValue, url or route).
 */
import { anyEntry, anyProperty, isObject, refName, type Schema } from './schema-slots.ts';

/** The shared definitions that hold words for the borrower. */
export const textDefinitions: ReadonlySet<string> = new Set(['text', 'fixedText', 'itemText']);

/** Slash paths (as node-slots.ts writes them) of the texts an object schema holds. */
export function findTexts(schema: Schema, at: string[] = [], out: string[] = []): string[] {
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) textsOfProp(prop, [...at, name], out);
  return out;
}

function textsOfProp(prop: Schema, at: string[], out: string[]): void {
  const ref = refName(prop);
  if (ref !== undefined) {
    if (textDefinitions.has(ref)) out.push(at.join('/'));
    return;
  }
  if (prop.properties) findTexts(prop, at, out);
  if (isObject(prop.items)) textsOfProp(prop.items, [...at, anyEntry], out);
  if (isObject(prop.additionalProperties)) textsOfProp(prop.additionalProperties, [...at, anyProperty], out);
}

/** The module text of schemas/generated/text-places.ts. */
export function textPlacesModule(widgetTypes: readonly string[], byFile: ReadonlyMap<string, Schema>): string {
  const widgets: Record<string, string[]> = {};
  for (const type of widgetTypes) {
    const found = findTexts(byFile.get(`widgets/${type}.schema.json`) as Schema);
    if (found.length) widgets[type] = found;
  }
  const actionSchema = byFile.get('action.schema.json') as Schema;
  const tag = String((actionSchema.discriminator as Schema).propertyName);
  const actions: Record<string, string[]> = {};
  for (const def of Object.values((actionSchema.definitions ?? {}) as Record<string, Schema>)) {
    const name = (def.properties as Record<string, Schema> | undefined)?.[tag]?.const;
    if (typeof name !== 'string') continue;
    const found = findTexts(def);
    if (found.length) actions[name] = found;
  }
  const screen = findTexts(byFile.get('screen.schema.json') as Schema);
  return (
    `\n/** Where widgets, actions and the screen document hold texts the borrower reads: slash paths relative to the object, '${anyProperty}' standing for any property, '${anyEntry}' for any entry of a list. */\n` +
    `export const textPlaces: { widgets: Record<string, readonly string[]>; actions: Record<string, readonly string[]>; screen: readonly string[] } = ${JSON.stringify({ widgets, actions, screen }, null, 2)};\n`
  );
}

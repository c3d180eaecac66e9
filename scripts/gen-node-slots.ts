/**
 * The node-slot table of `npm run gen` (schemas/generated/node-slots.ts): where each widget, action and the screen
 * envelope hold nodes and actions, the property names of each, and what each pattern of the schemas means in words.
 */
import { anyEntry, anyProperty, findSlots, isObject, type Schema, type Slots } from './schema-slots.ts';

/** Collects pattern → description, so a failed pattern can be explained in words. */
function collectPatternHints(value: unknown, out: Record<string, string>): Record<string, string> {
  if (Array.isArray(value)) value.forEach((v) => collectPatternHints(v, out));
  else if (isObject(value)) {
    if (typeof value.pattern === 'string' && typeof value.description === 'string') out[value.pattern] ??= value.description;
    Object.values(value).forEach((v) => collectPatternHints(v, out));
  }
  return out;
}

/** The node-slot table: where each widget, action and the screen envelope hold nodes and actions. */
export function nodeSlotsModule(widgetTypes: string[], byFile: Map<string, Schema>): string {
  const nodeSlots: Record<string, Omit<Slots, 'actions'>> = {};
  const widgetActions: Record<string, string[]> = {};
  const propertyNames: Record<string, string[]> = {};
  const propsOf = (s: Schema) => Object.keys((s.properties ?? {}) as Schema);
  for (const type of widgetTypes) {
    const schema = byFile.get(`widgets/${type}.schema.json`) as Schema;
    const { actions, sites: _sites, ...slots } = findSlots(schema);
    nodeSlots[type] = slots;
    widgetActions[type] = actions;
    propertyNames[`widget:${type}`] = propsOf(schema);
  }
  const actionSchema = byFile.get('action.schema.json') as Schema;
  const tag = String((actionSchema.discriminator as Schema).propertyName);
  const actionActions: Record<string, string[]> = {};
  for (const def of Object.values((actionSchema.definitions ?? {}) as Record<string, Schema>)) {
    const name = (def.properties as Record<string, Schema> | undefined)?.[tag]?.const;
    if (typeof name !== 'string') continue;
    actionActions[name] = findSlots(def).actions;
    propertyNames[`action:${name}`] = propsOf(def);
  }
  const screen = byFile.get('screen.schema.json') as Schema;
  const { actions: screenActions, sites: _sites, ...screenSlots } = findSlots(screen);
  propertyNames.screen = propsOf(screen);
  for (const [name, def] of Object.entries((screen.definitions ?? {}) as Record<string, Schema>)) {
    if (def.properties) propertyNames[`screen/${name}`] = propsOf(def);
  }
  const patternHints: Record<string, string> = {};
  // The field reports' schema is the server's (POST /telemetry), never a screen's: its patterns explain no screen error.
  for (const [file, schema] of byFile) if (file !== 'telemetry-batch.schema.json') collectPatternHints(schema, patternHints);
  const json = (v: unknown) => JSON.stringify(v, null, 2);
  return (
    `\n/** Where an object holds child nodes: slash paths relative to it, '${anyProperty}' standing for any property of an object, '${anyEntry}' for any entry of a list. */\n` +
    'export interface NodeSlots {\n  /** Places holding one node. */\n  single: string[];\n  /** Places holding a list of nodes. */\n  lists: string[];\n  /** Places holding an object whose every value is a node. */\n  maps: string[];\n}\n\n' +
    `/** Every widget type. */\nexport const widgetTypes: readonly string[] = ${json(widgetTypes)};\n\n` +
    `/** Every action name (the value of "${tag}"). */\nexport const actionTypes: readonly string[] = ${json(Object.keys(actionActions))};\n\n` +
    `/** Where each widget type holds child nodes. */\nexport const nodeSlots: Record<string, NodeSlots> = ${json(nodeSlots)};\n\n` +
    `/** Where the screen document holds nodes. */\nexport const screenSlots: NodeSlots = ${json(screenSlots)};\n\n` +
    '/** Where widgets, actions and the screen document hold lists of actions (same path form as NodeSlots). */\n' +
    `export const actionSlots: { widgets: Record<string, string[]>; actions: Record<string, string[]>; screen: string[] } = ${json({ widgets: widgetActions, actions: actionActions, screen: screenActions })};\n\n` +
    '/** The properties each object may have: "widget:<type>", "action:<name>", "screen", "screen/<definition>". */\n' +
    `export const propertyNames: Record<string, readonly string[]> = ${json(propertyNames)};\n\n` +
    `/** What each pattern of the schemas means, in words. */\nexport const patternHints: Record<string, string> = ${json(patternHints)};\n`
  );
}

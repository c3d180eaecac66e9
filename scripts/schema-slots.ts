/**
 * Where the screen schemas hold child nodes and action lists ("slots"); tooling only, used by `npm run gen`.
 *
 * The page validates a screen piece by piece (renderer/core/validation/split-validation.ts): the envelope with
 * one validator, every action with the action validator, every node with its widget type's own validator, walking
 * from one to the next through the slot table generated from findSlots. Each of those validators is compiled
 * from a schema in which the references to a node or an action are replaced by an empty schema
 * (scripts/split-validators.ts), so it holds its own rules only. That is exactly as strict as the full schema only
 * if the walk reaches every place a reference was replaced; checkSlotCoverage fails `npm run gen` on any schema
 * shape the walk would not follow.
 */

export type Schema = Record<string, unknown>;

/** In slot paths: any property of an object (additionalProperties). */
export const anyProperty = '*';
/** In slot paths: any entry of a list (items). */
export const anyEntry = '[]';

/** Where an object holds child nodes and action lists: slash paths relative to it. */
export interface Slots {
  single: string[];
  lists: string[];
  maps: string[];
  actions: string[];
}

/** A node or action reference a slot accounts for: its JSON Pointer inside the schema file. */
export interface SlotSite {
  kind: 'node' | 'action';
  at: string;
}

export interface FoundSlots extends Slots {
  sites: SlotSite[];
}

export function isObject(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The name of the shared definition a `$ref` to defs.schema.json points at. */
export function refName(prop: Schema): string | undefined {
  const ref = prop.$ref;
  if (typeof ref !== 'string') return undefined;
  const m = /defs\.schema\.json#\/definitions\/([A-Za-z]+)$/.exec(ref);
  return m?.[1];
}

const wholeFile = (file: string) => new RegExp(`(^|/)${file.replace(/\./g, '\\.')}#?$`);
const nodeFile = wholeFile('node.schema.json');
const actionFile = wholeFile('action.schema.json');

/** True for a `$ref` to the whole node union or the whole action union. */
export function isUnionRef(ref: string): boolean {
  return nodeFile.test(ref) || actionFile.test(ref);
}

/** Shared definitions a slot may refer to, by kind: one node, a list of nodes, a list of actions. */
const nodeDefs = ['node', 'template', 'fallback'];
const nodeListDefs = ['nodes'];
const actionListDefs = ['actions'];
const slotDefs = new Set([...nodeDefs, ...nodeListDefs, ...actionListDefs]);

const isNodeRef = (s: unknown): boolean => isObject(s) && (nodeDefs.includes(refName(s) ?? '') || nodeFile.test(String(s.$ref)));
const isActionRef = (s: unknown): boolean => isObject(s) && actionFile.test(String(s.$ref));

function pointerToken(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Finds child-node and action-list places in an object schema at `ptr` (a JSON Pointer into its file). */
export function findSlots(
  schema: Schema,
  ptr = '',
  at: string[] = [],
  out: FoundSlots = { single: [], lists: [], maps: [], actions: [], sites: [] },
): FoundSlots {
  for (const [name, prop] of Object.entries((schema.properties ?? {}) as Record<string, Schema>)) {
    if (name.includes('/') || name === anyProperty || name === anyEntry) {
      if (containsSlot(prop))
        throw new Error(`${ptr}/properties/${pointerToken(name)}: a property holding widgets or actions cannot be named "${name}"`);
      continue;
    }
    slotsOfProp(prop, [...at, name], `${ptr}/properties/${pointerToken(name)}`, out);
  }
  return out;
}

function containsSlot(prop: Schema): boolean {
  const found = slotsOfProp(prop, [], '', { single: [], lists: [], maps: [], actions: [], sites: [] });
  return found.sites.length > 0;
}

function slotsOfProp(prop: Schema, at: string[], ptr: string, out: FoundSlots): FoundSlots {
  const ref = refName(prop);
  const key = at.join('/');
  if (isNodeRef(prop)) {
    out.single.push(key);
    out.sites.push({ kind: 'node', at: ptr });
  } else if (ref !== undefined && nodeListDefs.includes(ref)) {
    out.lists.push(key);
    out.sites.push({ kind: 'node', at: ptr });
  } else if (prop.type === 'array' && isNodeRef(prop.items)) {
    out.lists.push(key);
    out.sites.push({ kind: 'node', at: `${ptr}/items` });
  } else if (ref !== undefined && actionListDefs.includes(ref)) {
    out.actions.push(key);
    out.sites.push({ kind: 'action', at: ptr });
  } else if (prop.type === 'array' && isActionRef(prop.items)) {
    out.actions.push(key);
    out.sites.push({ kind: 'action', at: `${ptr}/items` });
  } else if (isNodeRef(prop.additionalProperties)) {
    assertOnlyAdditional(prop, ptr);
    out.maps.push(key);
    out.sites.push({ kind: 'node', at: `${ptr}/additionalProperties` });
  } else {
    if (prop.properties) findSlots(prop, ptr, at, out);
    if (isObject(prop.items)) slotsOfProp(prop.items, [...at, anyEntry], `${ptr}/items`, out);
    if (isObject(prop.additionalProperties) && containsSlot(prop.additionalProperties)) {
      assertOnlyAdditional(prop, ptr);
      slotsOfProp(prop.additionalProperties, [...at, anyProperty], `${ptr}/additionalProperties`, out);
    }
  }
  return out;
}

/** `*` in a slot path stands for every property, so additionalProperties holding widgets must be the only rule for keys. */
function assertOnlyAdditional(prop: Schema, ptr: string): void {
  if (prop.properties || prop.patternProperties) {
    throw new Error(
      `${ptr}: additionalProperties holding widgets or actions cannot sit beside properties or patternProperties (the validator walk would visit every key)`,
    );
  }
}

const schemasBase = 'https://hatid.dev/schemas/';

/**
 * JSON Pointers of every reference in `value` (a schema whose $id is `base`) to the node or action union, to a widget
 * schema, or to one of the shared slot definitions (node, nodes, template, fallback, actions).
 */
function referenceSites(value: unknown, ptr: string, base: string, out: { at: string; ref: string }[] = []): { at: string; ref: string }[] {
  if (Array.isArray(value)) value.forEach((v, i) => referenceSites(v, `${ptr}/${i}`, base, out));
  else if (isObject(value)) {
    const ref = value.$ref;
    if (typeof ref === 'string') {
      const url = new URL(ref, base);
      const file = url.origin + url.pathname;
      const fragment = url.hash.replace(/^#/, '');
      const definition = /^\/definitions\/([^/]+)$/.exec(fragment)?.[1];
      const whole = fragment === '' || fragment === '/';
      const isUnion = whole && (file === `${schemasBase}node.schema.json` || file === `${schemasBase}action.schema.json`);
      const isWidget = whole && file.startsWith(`${schemasBase}widgets/`);
      const isSlotDef = file === `${schemasBase}defs.schema.json` && definition !== undefined && slotDefs.has(definition);
      if (isUnion || isWidget || isSlotDef) out.push({ at: ptr, ref });
    }
    for (const [k, v] of Object.entries(value)) referenceSites(v, `${ptr}/${pointerToken(k)}`, base, out);
  }
  return out;
}

/**
 * Fails unless the split validation is exactly as strict as the full schema: every node and action reference of
 * the screen, action and widget schemas sits in a slot the validator walk follows (a property, a list's entries or a
 * map's values — not inside anyOf, a local definition, an action…), and defs.schema.json keeps them in its slot
 * definitions only.
 */
export function checkSlotCoverage(byFile: ReadonlyMap<string, Schema>, widgetTypes: readonly string[]): void {
  const problems: string[] = [];
  const defs = byFile.get('defs.schema.json') ?? {};
  for (const [name, def] of Object.entries((defs.definitions ?? {}) as Record<string, Schema>)) {
    // nodeBase is listed property by property in every widget schema (scripts/gen-widgets.ts checks it) and never
    // referenced itself, so its fallback is followed where each widget lists it.
    if (slotDefs.has(name) || name === 'nodeBase') continue;
    for (const site of referenceSites(def, `/definitions/${name}`, String(defs.$id))) {
      problems.push(
        `defs.schema.json#${site.at}: refers to ${site.ref}; only the definitions ${[...slotDefs].join(', ')} may hold widgets or actions`,
      );
    }
  }
  const check = (file: string, schema: Schema, covered: readonly SlotSite[]) => {
    const ok = new Set(covered.map((s) => s.at));
    for (const site of referenceSites(schema, '', String(schema.$id))) {
      if (ok.has(site.at)) continue;
      problems.push(
        `${file}#${site.at}: refers to ${site.ref} where the validator walk does not follow it; put widgets and actions directly in a property, in a list's items or in an object's additionalProperties`,
      );
    }
  };
  for (const type of widgetTypes) {
    const file = `widgets/${type}.schema.json`;
    const schema = byFile.get(file) as Schema;
    check(file, schema, findSlots(schema).sites);
  }
  const screen = byFile.get('screen.schema.json') as Schema;
  check('screen.schema.json', screen, findSlots(screen).sites);
  const action = byFile.get('action.schema.json') as Schema;
  const actionSites: SlotSite[] = [];
  for (const [name, def] of Object.entries((action.definitions ?? {}) as Record<string, Schema>)) {
    const slots = findSlots(def, `/definitions/${name}`);
    for (const site of slots.sites) {
      if (site.kind === 'action') actionSites.push(site);
      else
        problems.push(`action.schema.json#${site.at}: actions cannot hold widgets (the validator walk and the renderer do not look for them there)`);
    }
  }
  check('action.schema.json', action, actionSites);
  if (problems.length) throw new Error(`schemas the split validators cannot follow:\n  ${problems.join('\n  ')}`);
}

/**
 * Storybook argTypes (the props table and its controls) generated from a widget's JSON schema: each property's kind
 * (text, yes/no, choice, number, actions, widgets…), its description, its default (as the schema's description words
 * it: "Default primary.", "Left out: …") and its allowed values.
 */
import defsSchema from '../../schemas/defs.schema.json';
import { isRecord } from '../../renderer/core/is-record.ts';

/** A JSON Schema read as plain data. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** The control a property gets in Storybook. */
export type ControlKind = 'text' | 'boolean' | 'number' | 'select' | 'object';

/** One generated argType, in the shape Storybook's Controls block reads. */
export interface SchemaArgType {
  name: string;
  description: string;
  type: { name: 'other'; value: string; required: boolean };
  control: { type: ControlKind; min?: number; max?: number } | false;
  options?: readonly unknown[];
  table: {
    type: { summary: string; detail?: string };
    defaultValue?: { summary: string };
    category?: string;
  };
}

interface Kind {
  summary: string;
  control: ControlKind;
}

/** How each shared definition of defs.schema.json reads in the props table and which control edits it. */
const defKinds: Record<string, Kind> = {
  text: { summary: 'text', control: 'text' },
  itemText: { summary: 'text per entry', control: 'text' },
  nodeId: { summary: 'name', control: 'text' },
  url: { summary: 'web address', control: 'text' },
  route: { summary: 'app route', control: 'text' },
  expression: { summary: 'expression', control: 'text' },
  binding: { summary: 'binding (=state.…)', control: 'text' },
  path: { summary: 'path (=state.…)', control: 'text' },
  flag: { summary: 'yes/no or expression', control: 'boolean' },
  visible: { summary: 'yes/no or expression', control: 'boolean' },
  number: { summary: 'number or expression', control: 'number' },
  list: { summary: 'list or expression', control: 'object' },
  actions: { summary: 'actions', control: 'object' },
  node: { summary: 'widget', control: 'object' },
  fallback: { summary: 'widget', control: 'object' },
  template: { summary: 'widget per entry', control: 'object' },
  nodes: { summary: 'widgets', control: 'object' },
  value: { summary: 'any JSON', control: 'object' },
  query: { summary: 'name → value', control: 'object' },
};

/** Properties every widget has that designers rarely change: listed last, under Advanced. */
const advanced = new Set(['id', 'fallback']);

const definitions = (defsSchema as { definitions: Record<string, JsonSchema> }).definitions;

/** The name of the shared definition a property refers to ("../defs.schema.json#/definitions/text" → "text"). */
function defName(prop: JsonSchema): string | undefined {
  const ref = prop.$ref;
  if (typeof ref !== 'string') return undefined;
  const match = /defs\.schema\.json#\/definitions\/([A-Za-z]+)$/.exec(ref);
  return match?.[1];
}

function kindOf(prop: JsonSchema): Kind {
  const def = defName(prop);
  if (def) return defKinds[def] ?? { summary: def, control: 'object' };
  if (Array.isArray(prop.enum)) return { summary: prop.enum.map((v) => JSON.stringify(v)).join(' | '), control: 'select' };
  switch (prop.type) {
    case 'boolean':
      return { summary: 'yes/no', control: 'boolean' };
    case 'integer':
      return { summary: 'whole number', control: 'number' };
    case 'number':
      return { summary: 'number', control: 'number' };
    case 'string':
      return { summary: 'text', control: 'text' };
    case 'array':
      return { summary: 'list', control: 'object' };
    default:
      return { summary: 'object', control: 'object' };
  }
}

/** The default a description states: "Default primary." → "primary"; "Left out: no limit." → "left out: no limit". */
export function defaultFromDescription(description: string): string | undefined {
  const stated = /\bDefaults?:? (?:is )?(.+?)(?:[.;](?:\s|$)|$)/.exec(description);
  if (stated?.[1]) return stated[1];
  const leftOut = /\bLeft out(?: or [a-z]+)?: (.+?)(?:\.(?:\s|$)|$)/.exec(description);
  return leftOut?.[1] ? `left out: ${leftOut[1]}` : undefined;
}

/** Bounds and item shape of a property, for the type's detail line. */
function detailOf(prop: JsonSchema): string | undefined {
  const parts: string[] = [];
  if (typeof prop.minimum === 'number') parts.push(`at least ${prop.minimum}`);
  if (typeof prop.maximum === 'number') parts.push(`at most ${prop.maximum}`);
  if (typeof prop.pattern === 'string') parts.push(`matches ${prop.pattern}`);
  const items = prop.items;
  if (isRecord(items) && isRecord(items.properties)) parts.push(`each: { ${Object.keys(items.properties).join(', ')} }`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/** argTypes for every property of a widget schema except its `type`, in the schema's order. */
export function argTypesFromSchema(schema: JsonSchema): Record<string, SchemaArgType> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  const result: Record<string, SchemaArgType> = {};
  for (const [name, raw] of Object.entries(properties)) {
    if (name === 'type' || !isRecord(raw)) continue;
    const kind = kindOf(raw);
    const def = defName(raw);
    const description = String(raw.description ?? (def ? definitions[def]?.description : '') ?? '');
    // The schema's own `default` (the value the component uses); else what the description says.
    const stated = raw.default !== undefined ? JSON.stringify(raw.default) : defaultFromDescription(description);
    const detail = detailOf(raw);
    const control: SchemaArgType['control'] = { type: kind.control };
    if (typeof raw.minimum === 'number') control.min = raw.minimum;
    if (typeof raw.maximum === 'number') control.max = raw.maximum;
    result[name] = {
      name,
      description,
      type: { name: 'other', value: kind.summary, required: required.has(name) },
      control,
      ...(Array.isArray(raw.enum) ? { options: raw.enum } : {}),
      table: {
        type: detail ? { summary: kind.summary, detail } : { summary: kind.summary },
        ...(stated ? { defaultValue: { summary: stated } } : {}),
        ...(advanced.has(name) ? { category: 'Advanced' } : {}),
      },
    };
  }
  return result;
}

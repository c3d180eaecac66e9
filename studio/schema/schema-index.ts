/**
 * What the schemas say, for the studio: the widget types and actions, the properties of each with their plain-language
 * descriptions and kinds, and what is allowed at any place of a screen document (for completion, hover and the form).
 */
import { endpointNames } from '../../adapters/http/endpoints.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { chainDescription, child, refChain, schemaFile, type Located } from './schema-files.ts';
import { kindOf, type PropKind } from './schema-kind.ts';
import { actionUnion, unionOf, variantFor, widgetUnion, type Union } from './schema-unions.ts';

export type { PropKind } from './schema-kind.ts';

/** One property of a widget or action, for completion, hover and the property form. */
export interface PropInfo {
  name: string;
  description: string;
  kind: PropKind;
  required: boolean;
  values?: (string | number | boolean)[];
  allowsExpression: boolean;
  /** Likely values of a free text, such as the endpoint names for a call's endpoint. */
  suggestions?: string[];
  /** The schema's `default`: what the widget uses while the property is not set. */
  default?: unknown;
  /** A text the borrower reads: the form edits its English and Filipino side by side. */
  translatable?: boolean;
}

/** What the schema says about the value at a place of a document. */
export interface SchemaInfo {
  description?: string;
  props?: PropInfo[];
  values?: (string | number | boolean)[];
  kind: PropKind;
  allowsExpression?: boolean;
  /** Likely values of a free text, such as the endpoint names for a call's endpoint. */
  suggestions?: string[];
}

/** The schemas of the places that name an endpoint (a call action's endpoint, a screen load's call). */
function endpointPlaces(): Set<unknown> {
  const places = new Set<unknown>();
  const call = actionUnion()?.variants.get('call');
  const endpoint = call && child(call, 'properties', 'endpoint');
  if (endpoint) places.add(endpoint.schema);
  const screen = schemaFile('screen.schema.json');
  const loadCall = screen && child(screen, 'definitions', 'load', 'properties', 'call');
  if (loadCall) places.add(loadCall.schema);
  return places;
}

let endpointSchemas: Set<unknown> | undefined;

/** Suggestions for a place: the endpoint names where an endpoint is named. */
function suggestionsFor(at: Located): string[] | undefined {
  endpointSchemas ??= endpointPlaces();
  return endpointSchemas.has(at.schema) ? [...endpointNames] : undefined;
}

/** The information about one property schema. */
function propInfo(name: string, at: Located, required: boolean): PropInfo {
  const { kind, allowsExpression, values, translatable } = kindOf(at);
  const info: PropInfo = { name, description: chainDescription(refChain(at)) ?? '', kind, required, allowsExpression };
  if (translatable) info.translatable = true;
  const fallback = refChain(at).find((link) => link.schema.default !== undefined)?.schema.default;
  if (fallback !== undefined) info.default = fallback;
  if (values) info.values = values;
  const suggestions = suggestionsFor(at);
  if (suggestions) info.suggestions = suggestions;
  return info;
}

/** The properties of an object schema, in the schema's order. */
function propsOf(at: Located): PropInfo[] {
  const chain = refChain(at);
  const last = chain[chain.length - 1] ?? at;
  const properties = last.schema.properties;
  if (!isRecord(properties)) return [];
  const required = Array.isArray(last.schema.required) ? last.schema.required : [];
  return Object.keys(properties).flatMap((name) => {
    const prop = child(last, 'properties', name);
    return prop ? [propInfo(name, prop, required.includes(name))] : [];
  });
}

/** The variants of a union with their descriptions. */
function variantList(union: Union | undefined): { name: string; description: string }[] {
  return [...(union?.variants ?? [])].map(([name, at]) => ({
    name,
    description: typeof at.schema.description === 'string' ? at.schema.description : '',
  }));
}

/** Every widget type with its description, in the schema's order. */
export function widgetTypeList(): { type: string; description: string }[] {
  return variantList(widgetUnion()).map(({ name, description }) => ({ type: name, description }));
}

/** The properties of a widget type, or undefined for an unknown type. */
export function widgetProps(type: string): PropInfo[] | undefined {
  const variant = widgetUnion()?.variants.get(type);
  return variant ? propsOf(variant) : undefined;
}

/** Every action (the value of "do") with its description, in the schema's order. */
export function actionKindList(): { kind: string; description: string }[] {
  return variantList(actionUnion()).map(({ name, description }) => ({ kind: name, description }));
}

/** The properties of an action, or undefined for an unknown action. */
export function actionProps(kind: string): PropInfo[] | undefined {
  const variant = actionUnion()?.variants.get(kind);
  return variant ? propsOf(variant) : undefined;
}

/** The properties of the screen document itself. */
export function screenProps(): PropInfo[] {
  const screen = schemaFile('screen.schema.json');
  return screen ? propsOf(screen) : [];
}

/** The discriminator property of a union as a schema listing every variant (the description of the chosen one's). */
function discriminatorSchema(union: Union, variant: Located | undefined): Located {
  const own = variant && child(variant, 'properties', union.prop);
  const description =
    typeof own?.schema.description === 'string' ? own.schema.description : `Which ${union.prop === 'type' ? 'widget' : 'action'} this is.`;
  return { schema: { enum: [...union.variants.keys()], description }, file: union.root.file };
}

/** The value under a key of a document value. */
function valueUnder(value: unknown, key: string | number): unknown {
  if (Array.isArray(value)) return typeof key === 'number' || /^\d+$/.test(key) ? value[Number(key)] : undefined;
  return isRecord(value) ? value[String(key)] : undefined;
}

/** The schema of the value under `key`, given the schema and the document value of its parent. */
function step(at: Located, value: unknown, key: string | number): Located | undefined {
  const union = unionOf(at);
  if (union) {
    const variant = variantFor(union, value);
    if (key === union.prop) return discriminatorSchema(union, variant);
    return variant ? step(variant, value, key) : undefined;
  }
  const chain = refChain(at);
  const last = chain[chain.length - 1] ?? at;
  if (typeof key === 'number' || /^\d+$/.test(key)) {
    const items = child(last, 'items');
    if (items) return items;
  }
  return child(last, 'properties', String(key)) ?? child(last, 'additionalProperties');
}

/** What the schema says about a value, given its schema and the value itself (which picks a union's variant). */
function describeValue(at: Located, value: unknown): SchemaInfo {
  const chain = refChain(at);
  const union = unionOf(at);
  const variant = union && variantFor(union, value);
  const own = chainDescription(chain.filter((link) => link.schema !== union?.root.schema));
  const { kind, allowsExpression, values } = kindOf(at);
  const info: SchemaInfo = { kind, allowsExpression };
  const variantDescription = variant && typeof variant.schema.description === 'string' ? variant.schema.description : undefined;
  const description = own ?? variantDescription ?? chainDescription(chain)?.replace(/; generated from .*$/, '.');
  if (description !== undefined) info.description = description;
  if (values) info.values = values;
  const suggestions = suggestionsFor(at);
  if (suggestions) info.suggestions = suggestions;
  if (union) {
    info.props = variant ? propsOf(variant) : [{ ...propInfo(union.prop, discriminatorSchema(union, undefined), true), kind: 'enum' }];
  } else if (isRecord((chain[chain.length - 1] ?? at).schema.properties)) {
    info.props = propsOf(at);
  }
  return info;
}

/** What the schema says about the value at a path of a document (for completion and hover). */
export function schemaAt(doc: unknown, path: (string | number)[]): SchemaInfo | undefined {
  let at = schemaFile('screen.schema.json');
  let value = doc;
  for (const key of path) {
    if (!at) return undefined;
    at = step(at, value, key);
    value = valueUnder(value, key);
  }
  return at ? describeValue(at, value) : undefined;
}

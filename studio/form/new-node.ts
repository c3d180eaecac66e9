/**
 * A new widget for "Add widget after…": its type and every property its schema requires, filled with placeholders
 * taken from the schema (a text "New text", a binding "=state.textInput", an enum's first value, a list's minimum of
 * entries…) so the screen stays valid where possible and the staffer only has to change the words.
 */
import { isRecord } from '../../renderer/core/is-record.ts';
import { child, refChain, type Located } from '../schema/schema-files.ts';
import { widgetUnion } from '../schema/schema-unions.ts';

const defs = 'defs.schema.json#/definitions/';
const nodeRef = 'node.schema.json#';

/** Placeholders for properties whose name says more than their schema does. */
const namedSamples: Readonly<Record<string, string>> = {
  src: '/images/site-slide-1.svg',
  icon: '/images/site-step-apply.svg',
  alt: 'A picture',
  to: '/',
  // A literal every screen can read; staff replace it with the value that chooses (the state need not declare anything).
  on: 'a',
};

/** "buttonText" → "button text". */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/** "text-input" → "textInput". */
function camel(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** A text placeholder for a property: its named sample, else "New <its name in words>". */
function sampleText(name: string): string {
  return namedSamples[name] ?? `New ${words(name)}`;
}

/** A state binding for a property of a new widget: "=state.textInput" for `bind`, "=state.dialogOpen" for `open`. */
function sampleBinding(type: string, name: string): string {
  const suffix = name === 'bind' ? '' : name.charAt(0).toUpperCase() + name.slice(1);
  return `=state.${camel(type)}${suffix}`;
}

/** A placeholder for the named shared definitions, whose meaning the plain structure does not show. */
function namedPlaceholder(refs: ReadonlySet<string | undefined>, type: string, name: string): { value: unknown } | undefined {
  if (refs.has(nodeRef)) return { value: { type: 'text', text: 'New text' } };
  if (refs.has(`${defs}binding`) || refs.has(`${defs}path`)) return { value: sampleBinding(type, name) };
  if (refs.has(`${defs}route`)) return { value: '/' };
  if (refs.has(`${defs}url`)) return { value: namedSamples[name] ?? 'https://example.com' };
  if (refs.has(`${defs}itemText`)) return { value: '=item.title' };
  if (refs.has(`${defs}list`)) return { value: [] };
  if (refs.has(`${defs}number`)) return { value: 0 };
  if (refs.has(`${defs}flag`)) return { value: false };
  if (refs.has(`${defs}text`)) return { value: sampleText(name) };
  return undefined;
}

/** A placeholder value for a schema; `type` is the widget being made and `name` the property being filled. */
function placeholder(at: Located, type: string, name: string): unknown {
  const chain = refChain(at);
  const named = namedPlaceholder(new Set(chain.map((link) => link.ref)), type, name);
  if (named) return named.value;
  const last = chain[chain.length - 1] ?? at;
  const s = last.schema;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.anyOf)) {
    const branch = child(last, 'anyOf', '0');
    return branch ? placeholder(branch, type, name) : null;
  }
  switch (s.type) {
    case 'string':
      if (typeof s.pattern === 'string' && s.pattern.startsWith('^/')) return '/';
      return sampleText(name);
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return typeof s.minimum === 'number' ? s.minimum : 0;
    case 'array': {
      const items = child(last, 'items');
      const count = typeof s.minItems === 'number' ? s.minItems : 0;
      return items ? Array.from({ length: count }, () => placeholder(items, type, name)) : [];
    }
    case 'object':
      return objectPlaceholder(last, type);
    default:
      return null;
  }
}

/** An object with every required property of its schema filled in, in the order the schema requires them. */
function objectPlaceholder(at: Located, type: string): Record<string, unknown> {
  // "if it has `value`, else `bind` is required" (textarea, stars): a new node takes the `else` branch's requirements.
  const otherwise = isRecord(at.schema.else) && Array.isArray(at.schema.else.required) ? (at.schema.else.required as unknown[]) : [];
  const required = [...(Array.isArray(at.schema.required) ? at.schema.required : []), ...otherwise];
  const out: Record<string, unknown> = {};
  for (const name of required) {
    if (typeof name !== 'string') continue;
    const prop = child(at, 'properties', name);
    out[name] = prop ? placeholder(prop, type, name) : null;
  }
  return out;
}

/** A new widget of `type` with its required properties filled with placeholders; undefined for an unknown type. */
export function newNode(type: string): Record<string, unknown> | undefined {
  const variant = widgetUnion()?.variants.get(type);
  if (!variant || !isRecord(variant.schema.properties)) return undefined;
  return { type, ...objectPlaceholder(variant, type) };
}

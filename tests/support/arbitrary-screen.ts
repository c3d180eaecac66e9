/**
 * fast-check arbitraries of screen documents, generated from the real schemas (schemas/*.schema.json, widgets
 * included): schema-valid documents (widgets of random known types with their required props, random optional ones,
 * nested children, actions, loads from the endpoint catalog, expressions that parse), the same documents broken by
 * one mutation, and arbitrary JSON.
 */
import fc from 'fast-check';
import { endpointNames } from '../../adapters/http/endpoints.ts';
import { loadSchemas } from '../../checks/schema-files.ts';
import { escapeToken } from '../../renderer/core/validation/json-pointer.ts';
import { arbitraryExpression } from './arbitrary-expression.ts';

type Schema = Record<string, unknown>;
type Gen = fc.GeneratorValue;

const base = 'https://hatid.dev/schemas/';
const defs = `${base}defs.schema.json#/definitions/`;
const byId = new Map<string, Schema>(loadSchemas().map((s) => [String(s.schema.$id), s.schema]));
const screenSchema = byId.get(`${base}screen.schema.json`) as Schema;

/** The names of the action lists every generated screen has, so `run` actions always name one. */
export const namedActionLists = ['push', 'reset'] as const;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema a $ref names, with the id of the file it is in. */
function resolveRef(ref: string, fromId: string): { schema: Schema; id: string } {
  const url = new URL(ref, fromId);
  const id = url.href.replace(/#.*$/, '');
  let schema: unknown = byId.get(id);
  for (const key of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) schema = isSchema(schema) ? schema[key] : undefined;
  if (!isSchema(schema)) throw new Error(`cannot resolve ${ref} from ${fromId}`);
  return { schema, id };
}

const plainText = fc.string({ maxLength: 12 }).map((s) => s.replace(/^=+/, ''));
const smallJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 }).filter((v) => !JSON.stringify(v ?? null).includes('"='));
const expression = arbitraryExpression().map((e) => `=${e}`);
const stateName = fc.constantFrom('a', 'b', 'amount', 'form', 'open', 'list', 'picked');

/** A text in English and Filipino, sometimes an ICU message with values. */
const translations = fc.oneof(
  fc.record({ en: fc.oneof(plainText, expression), fil: fc.oneof(plainText, expression) }, { requiredKeys: ['en'] }),
  fc.record({ en: plainText, fil: plainText, values: fc.dictionary(fc.constantFrom('n', 'days', 'amount'), fc.oneof(expression, fc.integer())) }),
);

/** Values for the shared definitions whose meaning the schema keeps in prose (expressions, bindings, paths). */
const special: Record<string, fc.Arbitrary<unknown>> = {
  [`${defs}expression`]: expression,
  [`${defs}text`]: fc.oneof(plainText, expression, translations),
  [`${defs}itemText`]: fc.oneof(plainText, expression, translations),
  [`${defs}fixedText`]: fc.oneof(plainText, translations),
  [`${defs}textValue`]: fc.oneof(plainText, expression),
  [`${defs}binding`]: fc.oneof(
    stateName.map((n) => `=state.${n}`),
    stateName.map((n) => `=state.form[item.code]`.replace('form', n)),
  ),
  [`${defs}path`]: fc.tuple(fc.constantFrom('state', 'data'), stateName).map(([root, n]) => `=${root}.${n}`),
  [`${defs}url`]: fc.oneof(fc.constantFrom('https://example.com/a', '/local', 'tel:123', 'javascript:alert(1)', ''), expression),
  [`${defs}route`]: fc.oneof(fc.constantFrom('/aboutUs', '#/payway', '/complaintList'), expression),
  [`${defs}value`]: fc.oneof(smallJson, expression),
};

// Builders handed to fast-check's `g`, which caches arbitraries per builder and arguments (compared by value, so a
// RegExp argument would match every other one): each one is module-level and takes only text or numbers.
const specialValue = (name: string) => special[name] as fc.Arbitrary<unknown>;
const matching = (pattern: string) => fc.stringMatching(new RegExp(pattern), { size: 'xsmall' });
const plainString = (minLength: number) => fc.string({ minLength, maxLength: 12 }).filter((t) => !t.startsWith('='));
const anySmallJson = () => smallJson;
const anyJson = () => fc.jsonValue({ maxDepth: 3 });
const someObject = () => fc.dictionary(fc.string({ maxLength: 6 }), smallJson, { maxKeys: 3 });
const someList = () => fc.array(smallJson, { maxLength: 3 });
const keyNames = (most: number) => fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: most });

/** How deep generated widgets and actions nest (each widget and action inside another counts). */
const maxNodeDepth = 3;

/** Builds one value of `schema` (found in the file `id`) with fast-check's generator `g`. */
function build(g: Gen, schema: Schema, id: string, depth: number, key?: string): unknown {
  if (typeof schema.$ref === 'string') {
    const target = resolveRef(schema.$ref, id);
    const name = new URL(schema.$ref, id).href;
    const fixed = special[name];
    if (fixed) return g(specialValue, name);
    const deeper = name.endsWith('node.schema.json') || name.endsWith('action.schema.json') ? depth + 1 : depth;
    return build(g, target.schema, target.id, deeper, key);
  }
  if (key === 'endpoint' || key === 'call') return g(fc.constantFrom, ...endpointNames);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return g(fc.constantFrom, ...schema.enum);
  const options = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (options) {
    // Deep down, only widgets that need no child widget (repeat and folding-list need one).
    const usable = depth >= maxNodeDepth ? options.filter((o) => !/^widgets\/(repeat|folding-list)\./.test(String(o.$ref ?? ''))) : options;
    return build(g, usable[g(fc.nat, usable.length - 1)] as Schema, id, depth, key);
  }
  switch (schema.type) {
    case 'string':
      if (typeof schema.pattern === 'string') return g(matching, schema.pattern);
      return g(plainString, Number(schema.minLength ?? 0));
    case 'integer':
      return g(fc.integer, { min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) });
    case 'number':
      return g(fc.double, { min: Number(schema.minimum ?? -1e6), max: Number(schema.maximum ?? 1e6), noNaN: true });
    case 'boolean':
      return g(fc.boolean);
    case 'array': {
      const items = isSchema(schema.items) ? schema.items : undefined;
      if (!items) return g(someList);
      const min = Number(schema.minItems ?? 0);
      const count = depth >= maxNodeDepth ? min : g(fc.integer, { min, max: Math.max(min, 3) });
      const out = Array.from({ length: count }, () => build(g, items, id, depth));
      return schema.uniqueItems ? [...new Set(out)] : out;
    }
    case 'object':
      return buildObject(g, schema, id, depth);
    default:
      return g(anySmallJson);
  }
}

function buildObject(g: Gen, schema: Schema, id: string, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const properties = isSchema(schema.properties) ? schema.properties : {};
  // A property required unless another is given (if/else, as the textarea's bind unless value) is always given.
  const orElse = isSchema(schema.else) && Array.isArray(schema.else.required) ? schema.else.required.map(String) : [];
  const required = new Set([...(Array.isArray(schema.required) ? schema.required.map(String) : []), ...orElse]);
  for (const [name, propSchema] of Object.entries(properties)) {
    if (name === '$schema' || (schema === screenSchema && name === 'actions')) continue;
    const nested = name === 'fallback' || name === 'empty' || name === 'render' || name === 'children';
    const take = required.has(name) || (!(nested && depth >= maxNodeDepth) && g(fc.boolean));
    const runsNamed = name === 'name' && isSchema(properties.do) && properties.do.const === 'run';
    if (take && runsNamed) out[name] = g(fc.constantFrom, ...namedActionLists);
    else if (take && isSchema(propSchema)) out[name] = build(g, propSchema, id, depth, name);
  }
  if (schema === screenSchema) {
    out.actions = Object.fromEntries(namedActionLists.map((n) => [n, build(g, { $ref: 'defs.schema.json#/definitions/actions' }, id, depth + 1)]));
  }
  if (isSchema(schema.additionalProperties) && Object.keys(properties).length === 0) {
    const names = g(keyNames, depth >= maxNodeDepth ? 0 : 2);
    for (const name of names) out[name] = build(g, schema.additionalProperties, id, depth);
  } else if (schema.additionalProperties === undefined && Object.keys(properties).length === 0) {
    return g(someObject);
  }
  return out;
}

/** Schema-valid screen documents of random widgets, actions and loads. */
export function arbitraryValidScreen(): fc.Arbitrary<Record<string, unknown>> {
  return fc.gen().map((g) => {
    const doc = build(g, screenSchema, base + 'screen.schema.json', 0) as Record<string, unknown>;
    // The screen's own id pattern allows long ids; params marked required would make every screen refuse to start.
    if (doc.params && typeof doc.params === 'object') for (const p of Object.values(doc.params)) if (isSchema(p) && g(fc.boolean)) delete p.required;
    // keepOnFailure names nodes at the body's top level (validate-document.ts's checkKeptNodes): some of their ids.
    if (Array.isArray(doc.keepOnFailure)) {
      const ids = (Array.isArray(doc.body) ? doc.body : []).map((node) => (isSchema(node) ? node.id : undefined));
      doc.keepOnFailure = [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== '' && g(fc.boolean)))];
    }
    return doc;
  });
}

/** One way of breaking a document, at `pointer`. */
export type Mutation = {
  kind: 'unknownType' | 'wrongType' | 'badExpression' | 'dropKey' | 'extraKey' | 'replaceWithJson' | 'version';
  pointer: string;
};

const unknownTypes = ['buton', 'fancy-widget', 'constructor', '__proto__', 'toString', ''];
const wrongValues: unknown[] = [
  42,
  -1,
  true,
  null,
  [],
  {},
  'text',
  '=',
  [{ type: 'nope' }],
  { do: 'nope' },
  '=constructor.constructor("x")()',
  '=data.__proto__',
];
/** Expression texts that do not parse. */
const badExpressions = ['=(', '=a +', '=a; b', '=x => x', '=' + '['.repeat(60) + '1' + ']'.repeat(60), '=`t`', '=a = 1'];

/** Every place in a document: [pointer, owner, key] of each value but the document itself. */
function places(doc: unknown): { pointer: string; owner: Record<string, unknown> | unknown[]; key: string }[] {
  const out: { pointer: string; owner: Record<string, unknown> | unknown[]; key: string }[] = [];
  const visit = (value: unknown, pointer: string) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const at = `${pointer}/${escapeToken(key)}`;
      out.push({ pointer: at, owner: value as Record<string, unknown>, key });
      visit(child, at);
    }
  };
  visit(doc, '');
  return out;
}

/** A schema-valid document broken at one random place, with what was done where. */
export function arbitraryBrokenScreen(): fc.Arbitrary<{ doc: Record<string, unknown>; mutation: Mutation }> {
  return fc.tuple(arbitraryValidScreen(), fc.gen()).map(([doc, g]) => {
    const all = places(doc);
    const place = all[g(fc.nat, all.length - 1)] as (typeof all)[number];
    const nodes = all.filter((p) => isSchema(p.owner) && p.key === 'type');
    const strings = all.filter((p) => typeof (p.owner as Record<string, unknown>)[p.key] === 'string' && p.key !== 'type' && p.key !== 'do');
    const set = (p: typeof place, value: unknown) => {
      if (Array.isArray(p.owner)) p.owner[Number(p.key)] = value;
      else p.owner[p.key] = value;
    };
    const kinds: Mutation['kind'][] = ['unknownType', 'wrongType', 'badExpression', 'dropKey', 'extraKey', 'replaceWithJson', 'version'];
    const kind = kinds[g(fc.nat, kinds.length - 1)] as Mutation['kind'];
    const target =
      kind === 'unknownType' && nodes.length
        ? (nodes[g(fc.nat, nodes.length - 1)] as typeof place)
        : kind === 'badExpression' && strings.length
          ? (strings[g(fc.nat, strings.length - 1)] as typeof place)
          : place;
    switch (kind) {
      case 'unknownType':
        set(target, g(fc.constantFrom, ...unknownTypes));
        break;
      case 'wrongType':
        set(target, g(fc.constantFrom, ...wrongValues));
        break;
      case 'badExpression':
        set(target, g(fc.constantFrom, ...badExpressions));
        break;
      case 'dropKey':
        if (Array.isArray(target.owner)) target.owner.splice(Number(target.key), 1);
        else delete target.owner[target.key];
        break;
      case 'extraKey':
        // Defined, not assigned: a "__proto__" key stays an own key, as JSON.parse makes it.
        if (isSchema(target.owner))
          Object.defineProperty(target.owner, g(fc.constantFrom, 'extra', '__proto__', 'constructor', 'a/b~c'), {
            value: g(anySmallJson),
            enumerable: true,
            writable: true,
            configurable: true,
          });
        break;
      case 'replaceWithJson':
        set(target, g(anyJson));
        break;
      case 'version':
        doc.schemaVersion = g(fc.constantFrom, 0, 1, 3, 99, '2', null);
        return { doc, mutation: { kind, pointer: '/schemaVersion' } };
    }
    return { doc, mutation: { kind, pointer: target.pointer } };
  });
}

/** Arbitrary JSON, and arbitrary JSON dressed as a screen (the envelope right, the body anything). */
export function arbitraryJsonDocument(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record({ schemaVersion: fc.constant(2), id: fc.constant('x'), title: fc.string(), body: fc.jsonValue({ maxDepth: 4 }) }),
    fc.record({
      schemaVersion: fc.constant(2),
      id: fc.constant('x'),
      title: fc.string(),
      body: fc.array(fc.dictionary(fc.constantFrom('type', 'text', 'children', 'fallback', 'visible', 'onTap'), fc.jsonValue({ maxDepth: 3 }))),
    }),
  );
}

/**
 * What an expression of a screen document can read, and the shape of each: `data.<load>` from the entity schema of the
 * load's endpoint answer (schemas/api/), `state`, `params` and `saved` from what the document declares (and writes),
 * `query`, `session`, `event`, `error` as open values, the entry of a list (`item`, or its `as` name) and `index`
 * inside a repeat, tabs, picker, folding-list or withEach, and `result` inside a call's onSuccess.
 */
import { parseExpression } from '../expressions/parse.ts';
import { isJsonObject } from './node-slots.ts';
import { writtenShapes } from './action-data-shapes.ts';
import { expressionShape, type ScopeShapes } from './path-shapes.ts';
import { anyShape, shapeOfSchema, shapeOfValue, type EntitySchemas, type ValueShape } from './value-shape.ts';

/** What the lender answers each endpoint with: an entity of schemas/api/ by file name, or a list of them. */
export interface AnswerEntity {
  entity: string;
  list?: boolean;
}

/** The endpoint answers and entity schemas the scope of a screen is built from. */
export interface DataCatalog {
  /** The entity of each endpoint's answer (adapters/http/check-answer.ts `answerShapes`). */
  answers: Readonly<Record<string, AnswerEntity>>;
  /** The entity schemas of schemas/api/ by file name without `.schema.json`. */
  entities: EntitySchemas;
}

/** The shape of an endpoint's answer, or anything when the endpoint has no entity schema. */
export function answerShape(endpoint: unknown, catalog: DataCatalog): ValueShape {
  const answer = typeof endpoint === 'string' && Object.hasOwn(catalog.answers, endpoint) ? catalog.answers[endpoint] : undefined;
  const schema = answer && catalog.entities[answer.entity];
  if (!answer || !schema) return anyShape;
  const one = shapeOfSchema(schema, answer.entity, catalog.entities);
  const description = `The answer of ${endpoint}`;
  return answer.list ? { types: ['array'], entry: one, description, fromSchema: true } : { ...one, description: one.description ?? description };
}

/** A described field (its description from the document, when it gives one). */
function described(shape: ValueShape, spec: unknown): ValueShape {
  return isJsonObject(spec) && typeof spec.description === 'string' ? { ...shape, description: spec.description } : shape;
}

/** The names every expression of a document can read, with their shapes (no list entries, no call results). */
export function screenScope(doc: unknown, catalog: DataCatalog): Record<string, ValueShape> {
  const screen = isJsonObject(doc) ? doc : {};
  const data: Record<string, ValueShape> = {};
  if (isJsonObject(screen.load)) {
    for (const [name, load] of Object.entries(screen.load)) {
      data[name] = isJsonObject(load) ? answerShape(load.call, catalog) : anyShape;
    }
  }
  // A load's field keeps the load's shape; a field only actions put there has the shape of what they put.
  for (const [name, shape] of writtenShapes(doc, 'data', (endpoint) => answerShape(endpoint, catalog))) data[name] ??= shape;
  const state: Record<string, ValueShape> = {};
  if (isJsonObject(screen.state)) for (const [name, value] of Object.entries(screen.state)) state[name] = shapeOfValue(value);
  for (const name of writtenShapes(doc, 'state', () => anyShape).keys()) state[name] ??= anyShape;
  const params: Record<string, ValueShape> = {};
  if (isJsonObject(screen.params)) {
    for (const [name, spec] of Object.entries(screen.params)) params[name] = described({ types: ['string'] }, spec);
  }
  const saved: Record<string, ValueShape> = {};
  if (Array.isArray(screen.saved)) for (const key of screen.saved) if (typeof key === 'string') saved[key] = anyShape;
  const open = (description: string): ValueShape => ({ types: ['object'], description });
  return {
    data: { types: ['object'], fields: data, description: "The answers of the screen's loads, by load name." },
    state: { types: ['object'], fields: state, description: "The screen's own values (what the borrower types, dialogs open)." },
    params: { types: ['object'], fields: params, description: "The screen's parameters, from the page's address." },
    saved: { types: ['object'], fields: saved, description: 'Values kept by a save step and listed under saved.' },
    query: { types: ['object'], description: "The page address's query parameters, as text.", entry: { types: ['string'] } },
    session: open("The session's values (never sent to tracking)."),
    event: open('What the widget reports to its action (event.value, event.file…).'),
    error: open('The failure of a call, inside its onError (error.message, error.kind, error.code, error.field, error.sent).'),
  };
}

/** The properties of a list widget (or withEach) read outside its entries. */
const outsideEntries = new Set(['items', 'as', 'visible']);

/**
 * The scope inside `key` of the object `holder`, given the scope around it: a list's entry and index for the other
 * properties of an object with `items` (repeat, tabs, picker, folding-list, withEach), the call's answer as `result`
 * inside a call's onSuccess.
 */
export function scopeInside(holder: Readonly<Record<string, unknown>>, key: string, scope: ScopeShapes, catalog: DataCatalog): ScopeShapes {
  let inner = scope;
  if (!outsideEntries.has(key) && (typeof holder.items === 'string' || Array.isArray(holder.items))) {
    let list: ValueShape = anyShape;
    if (typeof holder.items === 'string' && holder.items.startsWith('=')) {
      try {
        list = expressionShape(parseExpression(holder.items.slice(1)), scope);
      } catch {
        list = anyShape;
      }
    }
    const name = typeof holder.as === 'string' && holder.as !== '' ? holder.as : 'item';
    inner = { ...inner, [name]: list.entry ?? anyShape, index: { types: ['integer'], description: "The entry's position, from 0." } };
  }
  // A named action list runs where it is called from: inside a list's entry or a call's onSuccess, perhaps.
  if (key === 'actions' && 'body' in holder) inner = { ...inner, item: anyShape, index: anyShape, result: anyShape };
  if (key === 'onSuccess' && holder.do === 'call') inner = { ...inner, result: answerShape(holder.endpoint, catalog) };
  return inner;
}

/** Calls `visit` with every expression of a document (source after '=', keys, the scope it reads), as validation sees them. */
export function forEachScopedExpression(
  doc: unknown,
  catalog: DataCatalog,
  visit: (source: string, keys: string[], scope: ScopeShapes) => void,
): void {
  const walk = (value: unknown, keys: string[], scope: ScopeShapes) => {
    if (typeof value === 'string') {
      if (value.startsWith('=')) visit(value.slice(1), keys, scope);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const at = [...keys, key];
      // The starting values of the state and parameter defaults are plain data.
      if ((at.length === 1 && key === 'state') || (at.length === 3 && at[0] === 'params' && key === 'default')) continue;
      walk(child, at, Array.isArray(value) ? scope : scopeInside(value as Record<string, unknown>, key, scope, catalog));
    }
  };
  walk(doc, [], screenScope(doc, catalog));
}

/** The scope of the expression at `keys` of a document (for completion at that place). */
export function scopeAt(doc: unknown, keys: readonly string[], catalog: DataCatalog): ScopeShapes {
  let scope: ScopeShapes = screenScope(doc, catalog);
  let value: unknown = doc;
  for (const key of keys) {
    if (!isJsonObject(value) && !Array.isArray(value)) break;
    if (isJsonObject(value)) scope = scopeInside(value, key, scope, catalog);
    value = (value as Record<string, unknown>)[key];
  }
  return scope;
}

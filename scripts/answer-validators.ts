/**
 * The answer validators `npm run gen` writes to schemas/generated/validators/ (tooling only): one precompiled module
 * per entity schema of schemas/api/ (validate-answer-<entity>.js), which the http adapter loads lazily to check a
 * lender answer before a screen sees it (adapters/http/check-answer.ts).
 *
 * How strict: the shape only. Required fields must be there (not null) and every field that is there must have its type
 * or be null when it is optional (also in nested objects and list entries); extra fields are allowed, and value rules (enum, const, pattern, minimum, maximum,
 * lengths, formats) are not checked at run time. A lender adding a field or a new status value must not lock borrowers
 * out; a missing or wrong-typed field is what would show "undefined" or break a screen. The full schemas stay the
 * contract for the sandbox and the tests (schemas/generated/api-validators.js).
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import Ajv, { type Options } from 'ajv';
import { esmImports } from './split-validators.ts';
import { isObject, type Schema } from './schema-slots.ts';
import type { SchemaFile } from '../checks/schema-files.ts';

/** Keywords about values rather than shape, and annotations: left out of the run-time answer checks. */
const valueKeywords = new Set([
  'expected',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
]);

/** One generated answer module: the entity (the schema file's name under api/), its module name and code. */
export interface AnswerValidatorModule {
  entity: string;
  name: string;
  code: string;
  /** The optional top-level fields marked `"expected": true`: an answer without one is drawn, and the gap is logged. */
  expected: string[];
}

/**
 * The top-level fields a schema marks `"expected": true` (in itself and the parts of its allOf, following $refs to
 * other entity files) that no part requires, sorted: the lender should send them, the screen copes without.
 */
export function expectedFields(schema: Schema, byFile: ReadonlyMap<string, Schema>): string[] {
  const expected = new Set<string>();
  const required = new Set<string>();
  const visit = (part: unknown, depth: number) => {
    if (!isObject(part) || depth > 8) return;
    const ref = typeof part.$ref === 'string' ? byFile.get(part.$ref.replace(/^\.\//, '')) : undefined;
    if (ref) visit(ref, depth + 1);
    if (isObject(part.properties))
      for (const [name, prop] of Object.entries(part.properties)) if (isObject(prop) && prop.expected === true) expected.add(name);
    if (Array.isArray(part.required)) for (const name of part.required) required.add(String(name));
    if (Array.isArray(part.allOf)) for (const p of part.allOf) visit(p, depth + 1);
  };
  visit(schema, 0);
  return [...expected].filter((name) => !required.has(name)).sort();
}

/** A schema reduced to its shape: value keywords dropped, `additionalProperties: false` allowed (extra fields pass). */
export function shapeOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOnly);
  if (!isObject(value)) return value;
  const out: Schema = {};
  for (const [key, v] of Object.entries(value)) {
    if (valueKeywords.has(key) || (key === 'additionalProperties' && v === false)) continue;
    out[key] = key === 'properties' || key === 'definitions' ? eachValue(v, shapeOnly) : shapeOnly(v);
  }
  return out;
}

/**
 * A shape where each optional field may also be null: lenders send `"h5Url": null` for "not set" as often as they leave
 * the field out, and either way the screen draws without it. A required field stays non-null (a screen needs it).
 */
export function nullableOptionals(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableOptionals);
  if (!isObject(value)) return value;
  const out: Schema = {};
  for (const [key, v] of Object.entries(value))
    out[key] = key === 'properties' || key === 'definitions' ? eachValue(v, nullableOptionals) : nullableOptionals(v);
  if (!isObject(out.properties)) return out;
  const required = new Set(Array.isArray(out.required) ? out.required.map(String) : []);
  out.properties = Object.fromEntries(Object.entries(out.properties).map(([name, prop]) => [name, required.has(name) ? prop : orNull(prop)]));
  return out;
}

function orNull(prop: unknown): unknown {
  if (!isObject(prop)) return prop;
  if (typeof prop.type === 'string') return prop.type === 'null' ? prop : { ...prop, type: [prop.type, 'null'] };
  if (Array.isArray(prop.type)) return prop.type.includes('null') ? prop : { ...prop, type: [...prop.type, 'null'] };
  return { anyOf: [{ type: 'null' }, prop] };
}

function eachValue(value: unknown, fn: (v: unknown) => unknown): unknown {
  return isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)])) : value;
}

/** Every answer validator module, from the (prose-free) schemas; `options` are the ajv code options. */
export function answerValidatorModules(lean: readonly SchemaFile[], options: Options): AnswerValidatorModule[] {
  const full = lean.filter((s) => s.file.startsWith('api/'));
  const api = full.map((s) => ({ ...s, schema: nullableOptionals(shapeOnly(s.schema)) as Schema }));
  const byFile = new Map(full.map((s) => [s.file.slice('api/'.length), s.schema]));
  return api.map((s) => {
    const entity = s.file.slice('api/'.length).replace(/\.schema\.json$/, '');
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entity)) throw new Error(`${s.file}: an entity schema's name is lower case with dashes (it names a chunk)`);
    // Its own ajv instance per module (adding an entity never renumbers the others); the first error is enough.
    const ajv = new Ajv({ ...options, allErrors: false, strict: true, strictTypes: false, strictRequired: false, inlineRefs: true });
    for (const other of api) ajv.addSchema(other.schema);
    const code = esmImports(standaloneCode(ajv, { validate: String(s.schema.$id) }));
    return { entity, name: `validate-answer-${entity}`, code, expected: expectedFields(byFile.get(`${entity}.schema.json`) ?? s.schema, byFile) };
  });
}

/**
 * The loader table module (validators/answers.ts): each entity's validator as its own lazy chunk, and the optional
 * fields each entity expects.
 */
export function answerLoadersModule(modules: readonly AnswerValidatorModule[]): string {
  return (
    "import type { ValidatorModule } from './index.ts';\n\n" +
    '/** The shape validator of each lender answer entity (schemas/api/<entity>.schema.json), each its own lazy chunk. */\n' +
    'export const answerValidatorLoaders: Readonly<Record<string, () => Promise<ValidatorModule>>> = {\n' +
    modules.map((m) => `  '${m.entity}': () => import('./${m.name}.js'),\n`).join('') +
    '};\n\n' +
    '/**\n' +
    " * Each validator's chunk by its module, whose file the build writes in (scripts/chunk-files-plugin.ts): a validator\n" +
    ' * that failed to load is asked for again from another address (renderer/core/import-again.ts).\n' +
    ' */\n' +
    'export const answerValidatorFiles: Readonly<Record<string, string>> = {\n' +
    modules.map((m) => `  '${m.entity}': 'hatid-chunk:schemas/generated/validators/${m.name}.js',\n`).join('') +
    '};\n\n' +
    '/** Optional fields each entity expects (`"expected": true`): an answer without one is drawn, and the gap is logged. */\n' +
    'export const answerExpectedFields: Readonly<Record<string, readonly string[]>> = {\n' +
    modules
      .filter((m) => m.expected.length > 0)
      .map((m) => `  '${m.entity}': [${m.expected.map((f) => `'${f}'`).join(', ')}],\n`)
      .join('') +
    '};\n'
  );
}

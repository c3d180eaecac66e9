/**
 * The split screen validators `npm run gen` writes to schemas/generated/validators/ (tooling only): one module for
 * the screen envelope, one for actions, one per widget type, and one of shared definitions they import.
 *
 * - Each is compiled from the schemas with every node and action reference replaced by an empty schema, so a widget's
 *   module checks that `children` is a list but not its entries: the page's walk checks those with their own
 *   validators (renderer/core/validation/split-validation.ts; scripts/schema-slots.ts proves the walk reaches every
 *   replaced reference).
 * - The shared definitions of defs.schema.json that are more than a one-line check (flag, number, list, visible…)
 *   are compiled once into validate-defs.js and called from the others through a small ajv keyword whose code is an
 *   import, instead of being copied into every module; one-liners such as text ({type: string}) are inlined.
 * - Each module gets its own ajv instance, so adding a widget never renumbers the code of the others.
 * The errors are the ones the full schema gives: same instancePath (relative to the validated node or action),
 * keyword and params.
 */
import standaloneCode from 'ajv/dist/standalone/index.js';
import { _, Name, type KeywordCxt, type Options } from 'ajv';
import { callRef } from 'ajv/dist/vocabularies/core/ref.js';
import { createSchemaAjv, type SchemaFile } from '../checks/schema-files.ts';
import { checkSlotCoverage, isObject, isUnionRef, refName, type Schema } from './schema-slots.ts';

const defsId = 'https://hatid.dev/schemas/defs.schema.json';
/** The module of shared definitions, imported by the others. */
export const sharedDefsModule = 'validate-defs';
const sharedKeyword = 'hatidSharedDef';

/** One generated module: its file name without extension, what it checks, and its code. */
export interface ValidatorModuleFile {
  name: string;
  what: string;
  code: string;
  /** The names it exports (default: validate). */
  exports: string[];
}

/**
 * Every split validator module. `lean` are the schemas without prose, `byFile` the original schemas (for the
 * coverage check), `options` the ajv code options.
 */
export function splitValidatorModules(
  lean: readonly SchemaFile[],
  byFile: ReadonlyMap<string, Schema>,
  widgetTypes: readonly string[],
  options: Options,
): ValidatorModuleFile[] {
  checkSlotCoverage(byFile, widgetTypes);
  const stubbed = stubUnionRefs(lean);
  const defs = (stubbed.find((s) => s.file === 'defs.schema.json')?.schema.definitions ?? {}) as Record<string, Schema>;
  const shared = new Set(Object.keys(defs).filter((name) => isWorthSharing(defs[name])));
  const used = new Set<string>();
  const screenFiles = new Set(['screen.schema.json', 'action.schema.json', ...widgetTypes.map((t) => `widgets/${t}.schema.json`)]);
  const schemas = stubbed.map((s) => (screenFiles.has(s.file) ? { ...s, schema: callShared(s.schema, shared, used) as Schema } : s));

  // Inlining the remaining references (one-line definitions like text) is smaller than a function per module for each.
  const compile = (exports: Record<string, string>) => {
    const ajv = createSchemaAjv(schemas, { ...options, inlineRefs: true });
    ajv.addKeyword({ keyword: sharedKeyword, schemaType: 'string', code: sharedCall });
    return esmImports(standaloneCode(ajv, exports));
  };
  const id = (file: string) => String(byFile.get(file)?.$id);
  const modules: ValidatorModuleFile[] = [
    {
      name: 'validate-screen',
      what: 'The screen envelope: everything but its nodes and actions',
      code: compile({ validate: id('screen.schema.json') }),
      exports: ['validate'],
    },
    {
      name: 'validate-action',
      what: 'One action, of any name: everything but the actions it holds',
      code: compile({ validate: id('action.schema.json') }),
      exports: ['validate'],
    },
    ...widgetTypes.map((type) => ({
      name: `validate-widget-${type}`,
      what: `One \`${type}\` node: everything but the nodes and actions it holds`,
      code: compile({ validate: id(`widgets/${type}.schema.json`) }),
      exports: ['validate'],
    })),
  ];
  const names = [...used].sort();
  const bad = names.find((n) => !/^[A-Za-z_$][\w$]*$/.test(n) || n === 'validate');
  if (bad !== undefined)
    throw new Error(`defs.schema.json#/definitions/${bad}: the name of a shared definition must be a JavaScript name other than validate`);
  modules.push({
    name: sharedDefsModule,
    what: 'Shared definitions (defs.schema.json) the other validators import',
    code: compile(Object.fromEntries(names.map((n) => [n, `${defsId}#/definitions/${n}`]))),
    exports: names,
  });
  return modules;
}

/** Worth a function of its own in the shared module: a definition with a reference or with alternatives. */
function isWorthSharing(def: Schema | undefined): boolean {
  const has = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(has)
      : isObject(value) &&
        (typeof value.$ref === 'string' || 'anyOf' in value || 'oneOf' in value || 'allOf' in value || Object.values(value).some(has));
  return has(def);
}

/** Replaces every reference to the node or action union by an empty schema (keeping the keywords beside it). */
function stubUnionRefs(schemas: readonly SchemaFile[]): SchemaFile[] {
  const stub = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(stub);
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string' && isUnionRef(value.$ref)) {
      const { $ref: _ref, ...siblings } = value;
      return stub(siblings);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'properties' || k === 'definitions' ? eachValue(v, stub) : stub(v)]));
  };
  return schemas.map((s) => (s.file === 'node.schema.json' ? s : { ...s, schema: stub(s.schema) as Schema }));
}

/** Replaces references to the shared definitions by the keyword that calls them in validate-defs.js. */
function callShared(value: unknown, shared: ReadonlySet<string>, used: Set<string>): unknown {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (!isObject(v)) return v;
    const name = refName(v);
    if (name !== undefined && shared.has(name)) {
      used.add(name);
      const { $ref: _ref, ...siblings } = v;
      return { ...(walk(siblings) as Schema), [sharedKeyword]: name };
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'properties' || k === 'definitions' ? eachValue(x, walk) : walk(x)]));
  };
  return walk(value);
}

function eachValue(value: unknown, fn: (v: unknown) => unknown): unknown {
  return isObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)])) : value;
}

const placeholders = new Map<string, () => boolean>();

/** Code of the shared-definition keyword: a call of the imported validator, its errors merged as a $ref's are. */
function sharedCall(cxt: KeywordCxt): void {
  const name = String(cxt.schema);
  let ref = placeholders.get(name);
  if (!ref) {
    ref = () => true;
    placeholders.set(name, ref);
  }
  const fn = cxt.gen.scopeValue('func', { ref, code: _`require(${`./${sharedDefsModule}`}).${new Name(name)}` });
  callRef(cxt, fn, undefined, false);
}

/**
 * ajv's standalone output loads its helpers with require(); the page is ESM. ajv's runtime helpers (such as
 * ucs2length) become default imports, the shared definitions named imports.
 */
export function esmImports(code: string): string {
  const imports: string[] = [];
  let i = 0;
  const body = code
    .replace(/const (\w+) = require\("(\.\/[^"]+)"\)\.(\w+);/g, (_m, local: string, mod: string, name: string) => {
      imports.push(`import { ${name} as ${local} } from "${mod}.js";`);
      return '';
    })
    .replace(/const (\w+) = require\("([^"]+)"\)(\.default)?;/g, (_m, name: string, mod: string, def?: string) => {
      const local = `__rt${i++}`;
      imports.push(`import ${local} from "${mod}.js";`);
      return `const ${name} = ${def ? `${local}.default ?? ${local}` : local};`;
    });
  return imports.join('\n') + (imports.length ? '\n' : '') + body;
}

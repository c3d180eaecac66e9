/** The JSON Schemas of schemas/ as plain data, keyed by their path relative to schemas/, and $ref resolution across them. */
import screenSchema from '../../schemas/screen.schema.json';
import defsSchema from '../../schemas/defs.schema.json';
import actionSchema from '../../schemas/action.schema.json';
import nodeSchema from '../../schemas/node.schema.json';
import { isRecord } from '../../renderer/core/is-record.ts';

/** A JSON Schema object, read as plain data. */
export type Schema = Readonly<Record<string, unknown>>;

/** A schema together with the file it sits in (relative to schemas/), so its $refs can be resolved. */
export interface Located {
  schema: Schema;
  file: string;
  /** The canonical `file#pointer` this schema was reached by, when it was reached through a $ref. */
  ref?: string;
}

const widgetFiles = import.meta.glob<unknown>('../../schemas/widgets/*.schema.json', { eager: true, import: 'default' });

/** Every schema file by its path relative to schemas/. */
const files: Record<string, Schema> = {};
for (const [name, data] of Object.entries({
  'screen.schema.json': screenSchema,
  'defs.schema.json': defsSchema,
  'action.schema.json': actionSchema,
  'node.schema.json': nodeSchema,
})) {
  if (isRecord(data)) files[name] = data;
}
for (const [path, data] of Object.entries(widgetFiles)) {
  if (isRecord(data)) files[path.replace('../../schemas/', '')] = data;
}

/** The schema file at a path relative to schemas/, such as "widgets/button.schema.json". */
export function schemaFile(file: string): Located | undefined {
  const schema = files[file];
  return schema ? { schema, file } : undefined;
}

/** Joins a relative file reference to the directory of the file it appears in ("widgets/x" + "../defs" → "defs"). */
function joinPath(base: string, relative: string): string {
  const parts = base.split('/').slice(0, -1);
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Follows a JSON Pointer fragment ("/definitions/text") inside a schema. */
function walkFragment(schema: Schema, fragment: string): Schema | undefined {
  let cur: unknown = schema;
  for (const token of fragment.split('/').filter((t) => t !== '')) {
    if (!isRecord(cur)) return undefined;
    cur = cur[token.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return isRecord(cur) ? cur : undefined;
}

/** The target of one $ref written in `from`, or undefined when it cannot be found. */
export function resolveRef(from: Located, ref: string): Located | undefined {
  const [filePart = '', fragment = ''] = ref.split('#');
  const file = filePart === '' ? from.file : joinPath(from.file, filePart);
  const root = files[file];
  if (!root) return undefined;
  const schema = walkFragment(root, fragment);
  return schema ? { schema, file, ref: `${file}#${fragment}` } : undefined;
}

/** The schema and every $ref target behind it, outermost first (a property's own description comes first). */
export function refChain(start: Located): Located[] {
  const chain: Located[] = [start];
  let cur = start;
  while (typeof cur.schema.$ref === 'string' && chain.length < 20) {
    const next = resolveRef(cur, cur.schema.$ref);
    if (!next) break;
    chain.push(next);
    cur = next;
  }
  return chain;
}

/** The first description along a schema's $ref chain. */
export function chainDescription(chain: readonly Located[]): string | undefined {
  for (const link of chain) if (typeof link.schema.description === 'string') return link.schema.description;
  return undefined;
}

/** The subschema under a key of a schema (such as "properties"), located in the same file. */
export function child(at: Located, ...keys: string[]): Located | undefined {
  let cur: unknown = at.schema;
  for (const key of keys) {
    if (Array.isArray(cur)) cur = cur[Number(key)];
    else if (isRecord(cur)) cur = cur[key];
    else return undefined;
  }
  return isRecord(cur) ? { schema: cur, file: at.file } : undefined;
}

/** Reading the JSON Schemas of `schemas/` and building an ajv instance over them (for the checks, the generators and tests; never in the page). */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type Options } from 'ajv';
import { resourceRoot } from '../server/app-paths.ts';

/** Absolute path of the `schemas/` folder (the repository's, or the server artifact's copy: server/app-paths.ts). */
export const schemasDir = path.join(resourceRoot, 'schemas');

/** One schema file: its path relative to `schemas/` and its content. */
export interface SchemaFile {
  file: string;
  schema: Record<string, unknown>;
}

/** Every schema under `schemas/` (generated output excluded); `overrides` replaces files by relative path. */
export function loadSchemas(overrides: Record<string, Record<string, unknown>> = {}): SchemaFile[] {
  const out: SchemaFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'generated') walk(full);
      } else if (entry.name.endsWith('.schema.json')) {
        const file = path.relative(schemasDir, full).split(path.sep).join('/');
        out.push({ file, schema: overrides[file] ?? JSON.parse(fs.readFileSync(full, 'utf8')) });
      }
    }
  };
  walk(schemasDir);
  for (const [file, schema] of Object.entries(overrides)) {
    if (!out.some((s) => s.file === file)) out.push({ file, schema });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/** An ajv instance that knows every schema, with the options the precompiled validators use. */
export function createSchemaAjv(schemas: SchemaFile[], extra: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, discriminator: true, strict: true, strictTypes: false, strictRequired: false, ...extra });
  ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' });
  // An annotation of entity schemas (schemas/api/): an optional field the lender is expected to send; the app draws an
  // answer without it and logs the gap (adapters/http/check-answer.ts). No effect on validation.
  ajv.addKeyword({ keyword: 'expected', schemaType: 'boolean' });
  // Of widget schemas: whether the component loads as its own chunk (npm run gen writes the registry from it).
  ajv.addKeyword({ keyword: 'x-hatid-lazy', schemaType: 'boolean' });
  // And the chunk a lazy widget shares with others (one request for widgets drawn together).
  ajv.addKeyword({ keyword: 'x-hatid-chunk', schemaType: 'string' });
  for (const s of schemas) ajv.addSchema(s.schema);
  return ajv;
}

/**
 * `npm run validate [files…]`: checks screen documents (every .json under screens/ but routes.json, or
 * the files given) with the full ajv over schemas/, plus unknown widget types, endpoint names,
 * expression syntax and that each screen's id matches its file name. Prints
 * `file:line:column  /json/pointer  message` per problem and exits 1 when there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ScreenDocument } from '../schemas/generated/types.ts';
import type { Validator } from '../schemas/generated/validators.js';
import { unknownWidgetMessage } from '../renderer/core/validation/describe-errors.ts';
import { parsePointer } from '../renderer/core/validation/json-pointer.ts';
import { isJsonObject } from '../renderer/core/validation/node-slots.ts';
import { validateDocument, type DocumentError, type ValidateOptions } from '../renderer/core/validation/validate-document.ts';
import { createSchemaAjv, loadSchemas } from './schema-files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const screenSchemaId = 'https://hatid.dev/schemas/screen.schema.json';

/** Every screen document under screens/ (routes.json is the route table, not a screen). */
function screenFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...screenFiles(full));
    else if (entry.name.endsWith('.json') && full !== path.join(root, 'screens', 'routes.json')) out.push(full);
  }
  return out.sort();
}

/** A module that another part of the project provides; missing or broken, its check is skipped with a warning. */
async function optionalImport<T>(specifier: string, what: string, pick: (mod: Record<string, unknown>) => T | undefined): Promise<T | undefined> {
  try {
    const value = pick((await import(specifier)) as Record<string, unknown>);
    if (value === undefined) console.warn(`warning: ${specifier} does not export what is needed; ${what} not checked`);
    return value;
  } catch (err) {
    console.warn(`warning: cannot load ${specifier} (${err instanceof Error ? err.message : String(err)}); ${what} not checked`);
    return undefined;
  }
}

/** The full ajv's screen validator, shaped like the precompiled one so validateDocument can run it. */
function fullValidator(): Validator<ScreenDocument> {
  const compiled = createSchemaAjv(loadSchemas()).getSchema(screenSchemaId);
  if (!compiled) throw new Error(`schema ${screenSchemaId} not found`);
  const validate = ((data: unknown): data is ScreenDocument => {
    const ok = compiled(data) as boolean;
    validate.errors = compiled.errors ?? null;
    return ok;
  }) as Validator<ScreenDocument>;
  return validate;
}

/** The tree node of the value at a pointer, or of its nearest existing ancestor. */
function nodeAt(tree: Node, pointer: string): Node {
  let node = tree;
  for (const key of parsePointer(pointer)) {
    const next =
      node.type === 'object'
        ? node.children?.find((p) => p.children?.[0]?.value === key)?.children?.[1]
        : node.type === 'array' && /^\d+$/.test(key)
          ? node.children?.[Number(key)]
          : undefined;
    if (!next) break;
    node = next;
  }
  return node;
}

/** "ColonExpected" → "colon expected". */
function words(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** 1-based line and column of an offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

interface Problem {
  offset: number;
  pointer?: string;
  message: string;
}

/** The problems of one file, in the order they appear in it. */
function checkFile(file: string, text: string, options: ValidateOptions): Problem[] {
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  const firstError = parseErrors[0];
  if (firstError || !tree) {
    return [{ offset: firstError?.offset ?? 0, message: `invalid JSON: ${firstError ? words(printParseErrorCode(firstError.error)) : 'empty file'}` }];
  }
  const doc: unknown = JSON.parse(text);
  const result = validateDocument(doc, options);
  const errors: DocumentError[] = [
    ...result.unknownNodes.map((u) => ({ pointer: u.pointer, message: unknownWidgetMessage(u.type) })),
    ...result.errors,
  ];
  const expectedId = path.basename(file, '.json');
  if (isJsonObject(doc) && typeof doc.id === 'string' && doc.id !== expectedId) {
    errors.push({ pointer: '/id', message: `\`id\` must match the file name: \`${expectedId}\`` });
  }
  return errors
    .map((e) => ({ offset: nodeAt(tree, e.pointer).offset, pointer: e.pointer, message: e.message }))
    .sort((a, b) => a.offset - b.offset);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const files = args.length ? args.map((a) => ({ shown: a, full: path.resolve(a) })) : screenFiles(path.join(root, 'screens')).map((f) => ({ shown: path.relative(process.cwd(), f), full: f }));
  const endpointNames = await optionalImport('../adapters/http/endpoints.ts', 'endpoint names', (m) =>
    Array.isArray(m.endpointNames) ? (m.endpointNames as unknown[]).map(String) : undefined,
  );
  const parseExpression = await optionalImport('../renderer/core/expressions/parse.ts', 'expressions', (m) =>
    typeof m.parseExpression === 'function' ? (m.parseExpression as (source: string) => unknown) : undefined,
  );
  const options: ValidateOptions = { validate: fullValidator() };
  if (endpointNames) options.endpointNames = endpointNames;
  if (parseExpression) options.parseExpression = parseExpression;

  let count = 0;
  for (const { shown, full } of files) {
    let text: string;
    try {
      text = fs.readFileSync(full, 'utf8');
    } catch {
      console.log(`${shown}:1:1  cannot read the file`);
      count++;
      continue;
    }
    for (const problem of checkFile(full, text, options)) {
      const { line, column } = lineColumn(text, problem.offset);
      const pointer = problem.pointer === undefined ? '' : `${problem.pointer || '/'}  `;
      console.log(`${shown}:${line}:${column}  ${pointer}${problem.message}`);
      count++;
    }
  }
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  console.log(`${plural(files.length, 'file')} checked, ${plural(count, 'error')}`);
  process.exitCode = count > 0 ? 1 : 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

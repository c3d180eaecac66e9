/**
 * The capability manifest of an app build: its widget types and their props, its action kinds and their props and
 * its expression functions, each with a short hash of its definition as a version (schemas/generated/capabilities.json,
 * written by `npm run gen`). `tsx scripts/capabilities.ts [repo-root] [app-version]` prints the manifest of any
 * checkout, which is how capabilities/released/<app>.json are made from the commit a release was built from.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import type { Manifest } from '../studio/studio-api.ts';
import { isRecord } from '../renderer/core/is-record.ts';
import { chunkKeyword } from './gen-widgets.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Drops descriptions and titles (prose), sorts keys: a version changes with what a definition accepts, not its docs. */
function canonical(value: unknown): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (isRecord(value)) {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const v = value[key];
      if ((key === 'description' || key === 'title') && typeof v === 'string') continue;
      // Which chunk a widget loads with is the build's business, not what a screen may hold.
      if (key === chunkKeyword) continue;
      out[key] = canonical(v);
    }
    return out;
  }
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;
}

/** The first 8 hex digits of the SHA-256 of a text. */
function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

function readJson(file: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isRecord(parsed)) throw new Error(`${file}: not a JSON object`);
  return parsed;
}

function propNames(schema: Record<string, unknown>, discriminator: string): string[] {
  return isRecord(schema.properties)
    ? Object.keys(schema.properties)
        .filter((k) => k !== discriminator)
        .sort()
    : [];
}

/** The screen format version a build reads: the const (or highest enum value / maximum) of `schemaVersion`. */
function schemaVersionOf(screenSchema: Record<string, unknown>): number {
  const prop = isRecord(screenSchema.properties) ? screenSchema.properties.schemaVersion : undefined;
  if (!isRecord(prop)) return 0;
  if (typeof prop.const === 'number') return prop.const;
  if (Array.isArray(prop.enum)) return Math.max(...prop.enum.filter((v): v is number => typeof v === 'number'));
  return typeof prop.maximum === 'number' ? prop.maximum : 0;
}

/** The object literal a declaration's initializer holds, through Object.freeze(…), `as` and `satisfies`. */
function objectLiteral(node: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  if (!node) return undefined;
  if (ts.isObjectLiteralExpression(node)) return node;
  if (ts.isCallExpression(node)) return objectLiteral(node.arguments[0]);
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) return objectLiteral(node.expression);
  return undefined;
}

/** Each entry of the `functions` catalog in functions.ts with the source text of its definition (whitespace folded). */
export function functionSources(source: string): Record<string, string> {
  const file = ts.createSourceFile('functions.ts', source, ts.ScriptTarget.Latest, true);
  const out: Record<string, string> = {};
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'functions') {
      for (const prop of objectLiteral(node.initializer)?.properties ?? []) {
        const name = prop.name && (ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name)) ? prop.name.text : undefined;
        if (name !== undefined) out[name] = prop.getText(file).replace(/\s+/g, ' ');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (Object.keys(out).length === 0) throw new Error('functions.ts: no `functions` catalog found');
  return out;
}

function sortedRecord<T>(entries: [string, T][]): Record<string, T> {
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The capability manifest of the checkout at `root` (its schemas and function catalog); `app` defaults to package.json's version. */
export function buildCapabilities(root: string, app?: string): Manifest {
  const schemas = path.join(root, 'schemas');
  const version = app ?? String(readJson(path.join(root, 'package.json')).version);
  const widgetsDir = path.join(schemas, 'widgets');
  const widgets = fs
    .readdirSync(widgetsDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f): [string, { version: string; props: string[] }] => {
      const schema = readJson(path.join(widgetsDir, f));
      const type = isRecord(schema.properties) && isRecord(schema.properties.type) ? schema.properties.type.const : undefined;
      return [
        typeof type === 'string' ? type : f.replace('.schema.json', ''),
        { version: shortHash(JSON.stringify(canonical(schema))), props: propNames(schema, 'type') },
      ];
    });
  const actionSchema = readJson(path.join(schemas, 'action.schema.json'));
  const definitions = isRecord(actionSchema.definitions) ? actionSchema.definitions : {};
  const actions = Object.values(definitions)
    .filter(isRecord)
    .flatMap((def): [string, { version: string; props: string[] }][] => {
      const kind = isRecord(def.properties) && isRecord(def.properties.do) ? def.properties.do.const : undefined;
      return typeof kind === 'string' ? [[kind, { version: shortHash(JSON.stringify(canonical(def))), props: propNames(def, 'do') }]] : [];
    });
  const functionsFile = path.join(root, 'renderer', 'core', 'expressions', 'functions.ts');
  const functions = Object.entries(functionSources(fs.readFileSync(functionsFile, 'utf8'))).map(([name, text]): [string, { version: string }] => [
    name,
    { version: shortHash(text) },
  ]);
  return {
    app: version,
    schemaVersion: schemaVersionOf(readJson(path.join(schemas, 'screen.schema.json'))),
    widgets: sortedRecord(widgets),
    actions: sortedRecord(actions),
    functions: sortedRecord(functions),
  };
}

/** The manifest as its file holds it. */
export function manifestText(manifest: Manifest): string {
  return JSON.stringify(manifest, null, 2) + '\n';
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const [root = repo, app] = process.argv.slice(2);
  process.stdout.write(manifestText(buildCapabilities(path.resolve(root), app)));
}

/**
 * `npx tsx scripts/migrate-screens.ts [files…]`: rewrites screen documents (every screens/*.json but routes.json,
 * or the files given) to the current schemaVersion with the app's own migration steps
 * (renderer/core/migrations/), editing only the changed values so the files keep their layout. `--check` lists
 * the files that are not current and exits 1 instead of writing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, modify, parse, type JSONPath } from 'jsonc-parser';
import { currentSchemaVersion, stepEdits, versionOf, type DocumentEdit } from '../renderer/core/migrations/migrate-document.ts';
import { isJsonObject } from '../renderer/core/validation/node-slots.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The edit's keys as a jsonc-parser path: positions in lists become numbers. */
function jsonPath(doc: unknown, keys: readonly string[]): JSONPath {
  const out: JSONPath = [];
  let at: unknown = doc;
  for (const key of keys) {
    if (Array.isArray(at)) {
      out.push(Number(key));
      at = at[Number(key)];
    } else {
      out.push(key);
      at = isJsonObject(at) ? at[key] : undefined;
    }
  }
  return out;
}

/** The text of a screen document migrated to the current schemaVersion, or why it cannot be. */
export function migrateScreenText(text: string): { ok: true; text: string; from: number } | { ok: false; message: string } {
  let doc: unknown = parse(text);
  const found = versionOf(doc);
  if (!found.ok) return found;
  let out = text;
  for (let version = found.version; version < currentSchemaVersion; version += 1) {
    if (!isJsonObject(doc)) break;
    const edits: DocumentEdit[] = stepEdits(doc, version);
    for (const edit of edits) {
      const changes = modify(out, jsonPath(doc, edit.keys), edit.value, { formattingOptions: { insertSpaces: true, tabSize: 2 } });
      out = applyEdits(out, changes);
    }
    doc = parse(out);
  }
  return { ok: true, text: out, from: found.version };
}

function main(): void {
  const check = process.argv.includes('--check');
  const args = process.argv.slice(2).filter((a) => a !== '--check');
  const dir = path.join(root, 'screens');
  const files = args.length
    ? args.map((a) => path.resolve(a))
    : fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json') && f !== 'routes.json')
        .sort()
        .map((f) => path.join(dir, f));
  let pending = 0;
  for (const file of files) {
    const shown = path.relative(process.cwd(), file);
    const result = migrateScreenText(fs.readFileSync(file, 'utf8'));
    if (!result.ok) {
      console.log(`${shown}  ${result.message}`);
      process.exitCode = 1;
    } else if (result.from !== currentSchemaVersion) {
      pending++;
      if (check) console.log(`${shown}  schemaVersion ${result.from}, not ${currentSchemaVersion}`);
      else {
        fs.writeFileSync(file, result.text);
        console.log(`${shown}  ${result.from} → ${currentSchemaVersion}`);
      }
    }
  }
  console.log(`${files.length} files, ${pending} ${check ? 'to migrate' : 'migrated'}`);
  if (check && pending > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

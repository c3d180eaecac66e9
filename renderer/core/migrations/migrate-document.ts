/** Brings a screen document of an older schemaVersion up to the one this build draws, one step at a time. */
import { isJsonObject, type JsonObject } from '../validation/node-slots.ts';
import { currentSchemaVersion, oldestSchemaVersion } from './current-schema-version.ts';
import type { DocumentEdit, MigrationStep } from './migration-step.ts';
import { v1ToV2 } from './v1-to-v2.ts';

export { currentSchemaVersion, oldestSchemaVersion };
export type { DocumentEdit, MigrationStep };

/** Every step, in order; step n turns version n into n + 1. */
export const migrationSteps: readonly MigrationStep[] = [v1ToV2];

/** The outcome: the document at the current version and the version it came in, or why it cannot be read. */
export type MigrationResult = { ok: true; document: unknown; from: number } | { ok: false; message: string };

/** The version a document says it is written in, or why it cannot be migrated. */
export function versionOf(raw: unknown): { ok: true; version: number } | { ok: false; message: string } {
  if (!isJsonObject(raw)) return { ok: false, message: 'a screen document must be a JSON object ({ … })' };
  const version = raw.schemaVersion;
  if (version === undefined) {
    return { ok: false, message: `the document has no \`schemaVersion\`; write "schemaVersion": ${currentSchemaVersion} at its top` };
  }
  if (typeof version !== 'number' || !Number.isInteger(version) || version < oldestSchemaVersion) {
    return { ok: false, message: `\`schemaVersion\` must be a whole number from ${oldestSchemaVersion} to ${currentSchemaVersion}` };
  }
  if (version > currentSchemaVersion) {
    return {
      ok: false,
      message: `written for a newer app (schemaVersion ${version}); this app reads schemaVersion ${oldestSchemaVersion} to ${currentSchemaVersion}`,
    };
  }
  return { ok: true, version };
}

/** Writes the edits into `doc` in place (keys of list entries are their positions as text). */
export function applyDocumentEdits(doc: JsonObject, edits: readonly DocumentEdit[]): void {
  const child = (owner: unknown, key: string): unknown => (Array.isArray(owner) ? owner[Number(key)] : isJsonObject(owner) ? owner[key] : undefined);
  for (const { keys, value } of edits) {
    const owner = keys.slice(0, -1).reduce<unknown>(child, doc);
    const last = keys[keys.length - 1];
    if (last === undefined) continue;
    if (Array.isArray(owner)) owner[Number(last)] = value;
    else if (isJsonObject(owner)) owner[last] = value;
  }
}

/** The edits of the step that starts at `version`, including the new schemaVersion. */
export function stepEdits(doc: JsonObject, version: number): DocumentEdit[] {
  const step = migrationSteps.find((s) => s.from === version);
  if (!step) throw new Error(`no migration from schemaVersion ${version}`);
  return [...step.edits(doc), { keys: ['schemaVersion'], value: version + 1 }];
}

/** Migrates a document to the current schemaVersion; the input is never changed. A current document is returned as is. */
export function migrateDocument(raw: unknown): MigrationResult {
  const found = versionOf(raw);
  if (!found.ok) return found;
  if (found.version === currentSchemaVersion || !isJsonObject(raw)) return { ok: true, document: raw, from: found.version };
  const doc = structuredClone(raw);
  for (let version = found.version; version < currentSchemaVersion; version += 1) applyDocumentEdits(doc, stepEdits(doc, version));
  return { ok: true, document: doc, from: found.version };
}

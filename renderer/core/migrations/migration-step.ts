/** The shape of one migration step: the edits that turn a document of one schemaVersion into the next. */
import type { JsonObject } from '../validation/node-slots.ts';

/** One change to a document: the value to write at a place (keys from the document's root, as in a JSON Pointer). */
export interface DocumentEdit {
  keys: readonly string[];
  value: unknown;
}

/**
 * One step from schemaVersion `from` to `from + 1`. It lists edits rather than returning a new document, so the
 * app applies them to a copy and scripts/migrate-screens.ts applies them to the file text, keeping its layout.
 * The edit of schemaVersion itself is added by the runner.
 */
export interface MigrationStep {
  from: number;
  edits(doc: JsonObject): DocumentEdit[];
}

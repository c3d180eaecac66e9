/**
 * The checks the studio shows while staff edit: a screen text's errors exactly as `npm run validate` reports them, and
 * capability warnings (a widget, action or function that builds still on borrowers' phones lack), in text order; and a
 * QA fixture's problems against schemas/fixture.schema.json.
 */
import { checkCapabilities } from '../../renderer/core/validation/check-capabilities.ts';
import { checkDocumentText } from '../../renderer/core/validation/document-limits.ts';
import { locatePointer, validateScreenText } from '../../checks/validate-screen-text.ts';
import { createSchemaAjv, loadSchemas } from '../../checks/schema-files.ts';
import type { Capabilities } from '../store/capability-manifests.ts';
import type { Problem } from '../store/types.ts';
import { isRecord } from '../../renderer/core/is-record.ts';

/** Errors and warnings (missing Filipino off money screens: validateScreenText) and capability warnings, in text order. */
export function screenProblems(text: string, id: string | undefined, capabilities: Capabilities): Problem[] {
  const errors = validateScreenText(text, id).map(({ syntax: _syntax, ...problem }): Problem => problem);
  // A text refused for its size or depth is not walked again for the capability warnings.
  if (checkDocumentText(text)) return errors;
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return errors;
  }
  const warnings = checkCapabilities(doc, capabilities.released, capabilities.current).map((w): Problem => ({
    severity: 'warning',
    pointer: w.pointer,
    message: w.message,
    ...locatePointer(text, w.pointer),
  }));
  return [...errors, ...warnings].sort((a, b) => a.from - b.from);
}

const fixtureSchemaId = 'https://hatid.dev/schemas/fixture.schema.json';
let fixtureValidator: ReturnType<ReturnType<typeof createSchemaAjv>['getSchema']>;

/** A fixture's problems against schemas/fixture.schema.json, located in `text`, its file's text. */
export function fixtureProblems(fixture: unknown, text: string): Problem[] {
  fixtureValidator ??= createSchemaAjv(loadSchemas()).getSchema(fixtureSchemaId);
  if (!fixtureValidator) throw new Error(`schema ${fixtureSchemaId} not found`);
  if (fixtureValidator(fixture)) return [];
  return (fixtureValidator.errors ?? []).map((e) => ({
    severity: 'error',
    pointer: e.instancePath,
    message: `${e.instancePath || '/'} ${e.message ?? 'is not allowed'}${e.keyword === 'additionalProperties' && isRecord(e.params) ? `: \`${String(e.params.additionalProperty)}\`` : ''}`,
    ...locatePointer(text, e.instancePath),
  }));
}

/** "Card payment, SMS refused" → "card-payment-sms-refused". */
export function kebabName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

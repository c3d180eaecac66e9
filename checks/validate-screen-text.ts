/**
 * The one place a screen text is checked: `npm run validate` (scripts/validate.ts), the studio's server (its problems
 * as the editor types, the publish gate, the store's seed: server/) and the dev server's check (vite.config.ts) import
 * it (of the server it reads only where the files are, server/app-paths.ts). The checks: JSON syntax, the full ajv
 * over schemas/, unknown widget types, endpoint names, expression syntax, calls of functions the evaluator lacks
 * (unknown-functions.ts), paths that are not there and mismatched comparisons against the loads' answer schemas
 * (data-paths.ts), the tap rule of money and side-effect endpoints (money-reach.ts), session values in picture
 * addresses or device saves (session-reach.ts), native argument names and, when an expected id is given, that the
 * screen's id matches it. A text past the size or depth limits of document-limits.ts is refused first, at pointer ''.
 * A document of an older schemaVersion is migrated first (as the app does when it loads it; values change, pointers do
 * not) and checked as migrated, with one warning at /schemaVersion that it could be updated.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ScreenDocument } from '../schemas/generated/types.ts';
import type { Validator } from '../schemas/generated/validators.js';
import { answerShapes } from '../adapters/http/check-answer.ts';
import { endpointNames, tapRules } from '../adapters/http/endpoints.ts';
import { functions } from '../renderer/core/expressions/functions.ts';
import { parseExpression } from '../renderer/core/expressions/parse.ts';
import { unknownWidgetMessage } from '../renderer/core/validation/describe-errors.ts';
import { checkDocumentText } from '../renderer/core/validation/document-limits.ts';
import { parsePointer } from '../renderer/core/validation/json-pointer.ts';
import { currentSchemaVersion, migrateDocument } from '../renderer/core/migrations/migrate-document.ts';
import { isJsonObject } from '../renderer/core/validation/node-slots.ts';
import { checkDataPaths } from '../renderer/core/validation/data-paths.ts';
import type { DataCatalog } from '../renderer/core/validation/screen-scope.ts';
import { checkFunctionNames } from '../renderer/core/validation/unknown-functions.ts';
import { checkSessionReach } from '../renderer/core/validation/session-reach.ts';
import { hasFilipino, translationMessage, translationProblems } from '../renderer/core/i18n/translation-check.ts';
import { reachesMoney } from './money-screen.ts';
import { checkNeverTrue } from '../renderer/core/validation/never-true.ts';
import { checkEmptyTexts, requiredTexts, type RequiredTexts } from '../renderer/core/validation/empty-texts.ts';
import { validateDocument, type DocumentError, type ValidateOptions } from '../renderer/core/validation/validate-document.ts';
import { createSchemaAjv, loadSchemas } from './schema-files.ts';

const screenSchemaId = 'https://hatid.dev/schemas/screen.schema.json';

/** A problem at a place in the text: line/column 1-based, from/to character offsets of the node at the pointer. */
export interface TextProblem {
  severity: 'error' | 'warning';
  /** The JSON Pointer of the value; '' for the whole document and for JSON syntax errors. */
  pointer: string;
  message: string;
  line: number;
  column: number;
  from: number;
  to: number;
  /** A JSON syntax error (the CLI prints no pointer for it). */
  syntax?: true;
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

let cachedOptions: ValidateOptions | undefined;
/** The functions expressions may call: the evaluator's own catalog. */
const functionNames = Object.keys(functions);

/** The required texts of the widget and action schemas, read once. */
let cachedRequired: RequiredTexts | undefined;

let cachedCatalog: DataCatalog | undefined;
/** What each endpoint answers (the client's table) and the lender's entity schemas of schemas/api/, read once. */
function dataCatalog(): DataCatalog {
  if (cachedCatalog) return cachedCatalog;
  const entities: Record<string, Record<string, unknown>> = {};
  for (const { file, schema } of loadSchemas()) {
    if (file.startsWith('api/')) entities[file.slice(4).replace(/\.schema\.json$/, '')] = schema;
  }
  cachedCatalog = { answers: answerShapes, entities };
  return cachedCatalog;
}

/** The validate options of `npm run validate` (the full ajv is compiled once, on first use). */
function defaultOptions(): ValidateOptions {
  cachedOptions ??= {
    validate: fullValidator(),
    endpointNames,
    parseExpression,
    tapOnlyEndpoints: Object.fromEntries(Object.entries(tapRules).map(([name, rule]) => [name, rule.effect])),
    nativeArgNames: true,
  };
  return cachedOptions;
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
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function at(text: string, from: number, to: number): Pick<TextProblem, 'line' | 'column' | 'from' | 'to'> {
  return { ...lineColumn(text, from), from, to };
}

/** Where the value at a pointer is in a text (its nearest existing ancestor when missing; the start when unparsable). */
export function locatePointer(text: string, pointer: string): Pick<TextProblem, 'line' | 'column' | 'from' | 'to'> {
  const tree = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  if (!tree) return at(text, 0, 0);
  const node = nodeAt(tree, pointer);
  return at(text, node.offset, node.offset + node.length);
}

/**
 * The errors of one screen text (and the warning of an older schemaVersion), in the order they appear in it, exactly as
 * `npm run validate` reports them.
 * `expectedId` (the file name, or the screen being edited) adds the id check; `options` replaces the default checks.
 */
export function validateScreenText(text: string, expectedId?: string, options?: ValidateOptions): TextProblem[] {
  // Too large or too deep: refused before the text is parsed (the parse and every check would walk all of it).
  const tooBig = checkDocumentText(text);
  if (tooBig) return [{ severity: 'error', pointer: tooBig.pointer, message: tooBig.message, ...at(text, 0, 0) }];
  const parseErrors: ParseError[] = [];
  const tree = parseTree(text, parseErrors, { disallowComments: true, allowTrailingComma: false });
  const firstError = parseErrors[0];
  if (firstError || !tree) {
    const from = firstError?.offset ?? 0;
    const message = `invalid JSON: ${firstError ? words(printParseErrorCode(firstError.error)) : 'empty file'}`;
    return [{ severity: 'error', pointer: '', message, ...at(text, from, from + (firstError?.length ?? 0)), syntax: true }];
  }
  const doc: unknown = JSON.parse(text);
  const migrated = migrateDocument(doc);
  const result = validateDocument(migrated.ok ? migrated.document : doc, options ?? defaultOptions());
  const errors: DocumentError[] = [
    ...result.unknownNodes.map((u) => ({ pointer: u.pointer, message: unknownWidgetMessage(u.type) })),
    ...result.errors,
    // Checked here, not in validateDocument: the page never needs it, so the borrower's bundle does not carry it.
    ...checkFunctionNames(migrated.ok ? migrated.document : doc, functionNames, parseExpression),
    ...checkDataPaths(migrated.ok ? migrated.document : doc, dataCatalog(), parseExpression),
    // Session values go only to the lender API: not in picture addresses, not kept on the device (the page checks by value).
    ...checkSessionReach(migrated.ok ? migrated.document : doc, parseExpression),
    // A money screen's texts (money-screen.ts: the mark publishing records) need their Filipino, written from their
    // English (elsewhere a studio warning only).
    ...(reachesMoney(doc) ? translationProblems(doc).map((p) => ({ pointer: p.pointer, message: translationMessage(p) })) : []),
    // Mistakes it can prove: a visible rule never true where it stands (never-true.ts).
    ...checkNeverTrue(migrated.ok ? migrated.document : doc, parseExpression),
    // …and a required text (a button's words, a toast's message) left empty (empty-texts.ts).
    ...checkEmptyTexts(migrated.ok ? migrated.document : doc, (cachedRequired ??= requiredTexts(loadSchemas()))),
  ];
  const versionProblem = schemaVersionProblem(doc, migrated);
  if (versionProblem) errors.push(versionProblem);
  if (expectedId !== undefined && isJsonObject(doc) && typeof doc.id === 'string' && doc.id !== expectedId) {
    errors.push({ pointer: '/id', message: `\`id\` must match the file name: \`${expectedId}\`` });
  }
  const located = (severity: TextProblem['severity'], e: DocumentError): TextProblem => {
    const node = nodeAt(tree, e.pointer);
    return { severity, pointer: e.pointer, message: e.message, ...at(text, node.offset, node.offset + node.length) };
  };
  const warnings = migrated.ok && migrated.from < currentSchemaVersion ? [located('warning', olderVersionWarning(migrated.from))] : [];
  // Elsewhere a missing or stale Filipino is a warning (npm run validate prints it, the studio lists it; nothing is
  // refused), once the screen has any Filipino: a screen still all English is not listed text by text.
  if (!reachesMoney(doc) && hasFilipino(doc))
    for (const p of translationProblems(doc)) warnings.push(located('warning', { pointer: p.pointer, message: translationMessage(p) }));
  const shown = versionProblem ? errors.filter((e) => e.pointer !== '/schemaVersion' || e === versionProblem) : errors;
  return [...shown.map((e) => located('error', e)), ...warnings].sort((a, b) => a.from - b.from);
}

/** The warning on a document written in an older schemaVersion: the app migrates it, and how to update it. */
function olderVersionWarning(from: number): DocumentError {
  return {
    pointer: '/schemaVersion',
    message: `Written in schemaVersion ${from}; the app migrates it when it loads. Run \`npx tsx scripts/migrate-screens.ts\` (or change it here) to update it.`,
  };
}

/** The migration's own words when a document's schemaVersion is there but cannot be migrated (e.g. a newer one). */
function schemaVersionProblem(doc: unknown, migrated: ReturnType<typeof migrateDocument>): DocumentError | undefined {
  if (migrated.ok || !isJsonObject(doc) || doc.schemaVersion === undefined) return undefined;
  return { pointer: '/schemaVersion', message: migrated.message };
}

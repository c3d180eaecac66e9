/**
 * Validation of a screen document before it is drawn, shared by the page (runtime, dev overlay) and
 * `npm run validate`: unknown widgets, the schema, endpoint names and expression syntax. The schema is checked by a
 * whole-screen validator (the full ajv in `npm run validate`) or, in the page, by the split precompiled validators
 * the screen needs (envelope, actions, one per widget type it uses), walked node by node (split-validation.ts).
 */
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import type { Validator } from '../../../schemas/generated/validators.js';
import { cleanUnknownNodes, type UnknownNode } from './clean-unknown-nodes.ts';
import { describeErrors, didYouMean, nameAt, type DocumentError } from './describe-errors.ts';
import { forEachExpression } from './expression-strings.ts';
import { toPointer } from './json-pointer.ts';
import type { TapEffect } from '../tap-only.ts';
import { checkMoneyReach } from './money-reach.ts';
import { checkNativeArgNames } from './native-arg-names.ts';
import { isJsonObject, walkDocument } from './node-slots.ts';
import { composeScreenValidator, type SplitValidators } from './split-validation.ts';

export type { DocumentError, SplitValidators, UnknownNode };

/** What validateDocument needs besides the document: a whole-screen validator, or the split ones. */
export type ValidateOptions = CheckOptions &
  (
    | {
        /** A whole-screen validator: the full ajv in tooling, or validators.js (every split validator) in tests. */
        validate: Validator<ScreenDocument>;
        validators?: never;
      }
    | {
        /** The split precompiled validators of the page: envelope, actions and the widget types the document uses. */
        validators: SplitValidators;
        validate?: never;
      }
  );

/** The checks besides the schema. */
export interface CheckOptions {
  /** Known endpoint names; left out, endpoint names are not checked. */
  endpointNames?: readonly string[];
  /** Parses an expression's text (after '='), throwing with a message on a syntax error; left out, not checked. */
  parseExpression?: (source: string) => unknown;
  /**
   * Endpoints only the borrower's tap may reach, with what each does (money, account, cost: money-reach.ts), or a list
   * of names all taken as money; left out, not checked.
   */
  tapOnlyEndpoints?: readonly string[] | Readonly<Record<string, TapEffect>>;
  /** Check native actions' argument names against their allowlist (native-arg-names.ts). */
  nativeArgNames?: boolean;
}

/** The outcome: `document` (unknown nodes replaced) is given only when there is no error. */
export interface ValidationResult {
  ok: boolean;
  document?: ScreenDocument;
  errors: DocumentError[];
  /** Nodes of unknown widget types; they were replaced by their fallback or left out, which is not an error. */
  unknownNodes: UnknownNode[];
  /** Turns a pointer into `document` into the same place in `doc`; given only when unknown nodes moved places. */
  originOf?: (pointer: string) => string;
}

/**
 * Checks a screen document. Unknown widget types are replaced (reported in unknownNodes, not errors),
 * then the schema, endpoint names and expressions are checked. Every pointer names the place in `doc`.
 */
export function validateDocument(doc: unknown, options: ValidateOptions): ValidationResult {
  const cleaned = cleanUnknownNodes(doc);
  const errors: DocumentError[] = [];
  const validate = options.validate ?? composeScreenValidator(options.validators);
  if (!validate(cleaned.document)) {
    const inEmptied = (path: string) => cleaned.emptied.some((p) => path === p || path.startsWith(p + '/'));
    errors.push(
      ...describeErrors(
        (validate.errors ?? []).filter((e) => !inEmptied(e.instancePath)),
        cleaned.document,
      ),
    );
  }
  if (options.endpointNames) errors.push(...checkEndpoints(cleaned.document, options.endpointNames));
  errors.push(...checkNamedActions(cleaned.document));
  errors.push(...checkKeptNodes(cleaned.document));
  if (options.tapOnlyEndpoints) errors.push(...checkMoneyReach(cleaned.document, options.tapOnlyEndpoints));
  if (options.nativeArgNames) errors.push(...checkNativeArgNames(cleaned.document));
  if (options.parseExpression) errors.push(...checkExpressions(cleaned.document, options.parseExpression));
  const mapped = errors.map((e) => ({ pointer: cleaned.originOf(e.pointer), message: e.message }));
  const ok = mapped.length === 0;
  if (!ok) return { ok, errors: mapped, unknownNodes: cleaned.unknownNodes };
  const result = { ok, document: cleaned.document as ScreenDocument, errors: mapped, unknownNodes: cleaned.unknownNodes };
  return cleaned.unknownNodes.length ? { ...result, originOf: cleaned.originOf } : result;
}

/** The message for an endpoint name the catalog does not know. */
export function unknownEndpointMessage(name: string, endpointNames: readonly string[]): string {
  return `unknown endpoint \`${name}\`${didYouMean(name, endpointNames)}`;
}

/** Every `call` action's endpoint and every load's `call` must be in the catalog. */
export function checkEndpoints(doc: unknown, endpointNames: readonly string[]): DocumentError[] {
  const known = new Set(endpointNames);
  const errors: DocumentError[] = [];
  const check = (name: unknown, keys: readonly string[]) => {
    if (typeof name === 'string' && !known.has(name)) errors.push({ pointer: toPointer(keys), message: unknownEndpointMessage(name, endpointNames) });
  };
  if (isJsonObject(doc) && isJsonObject(doc.load)) {
    for (const [name, load] of Object.entries(doc.load)) if (isJsonObject(load)) check(load.call, ['load', name, 'call']);
  }
  walkDocument(doc, {
    action(action, keys) {
      if (action.do === 'call') check(action.endpoint, [...keys, 'endpoint']);
    },
  });
  return errors;
}

/** Every `run` action must name one of the screen's named action lists. */
export function checkNamedActions(doc: unknown): DocumentError[] {
  const names = isJsonObject(doc) && isJsonObject(doc.actions) ? Object.keys(doc.actions) : [];
  const errors: DocumentError[] = [];
  walkDocument(doc, {
    action(action, keys) {
      if (action.do !== 'run' || typeof action.name !== 'string' || names.includes(action.name)) return;
      const hint = names.length ? didYouMean(action.name, names) : ' — this screen has no "actions"';
      errors.push({ pointer: toPointer([...keys, 'name']), message: `no actions named \`${action.name}\` on this screen${hint}` });
    },
  });
  return errors;
}

/** Every id of `keepOnFailure` must name a node at the body's top level (what ScreenView keeps above a failed load's problem). */
export function checkKeptNodes(doc: unknown): DocumentError[] {
  if (!isJsonObject(doc) || !Array.isArray(doc.keepOnFailure)) return [];
  const ids = (Array.isArray(doc.body) ? doc.body : [])
    .map((node) => (isJsonObject(node) ? node.id : undefined))
    .filter((id) => typeof id === 'string');
  return doc.keepOnFailure.flatMap((id, i) =>
    typeof id !== 'string' || ids.includes(id)
      ? []
      : [{ pointer: toPointer(['keepOnFailure', String(i)]), message: `no node with the id \`${id}\` at the top of the body${didYouMean(id, ids)}` }],
  );
}

/**
 * Every string starting with '=' is an expression and must parse, except the starting values of the
 * screen state and parameter defaults, which are plain data.
 */
export function checkExpressions(doc: unknown, parse: (source: string) => unknown): DocumentError[] {
  const errors: DocumentError[] = [];
  forEachExpression(doc, (source, keys) => {
    try {
      parse(source);
    } catch (err) {
      const pointer = toPointer(keys);
      errors.push({ pointer, message: `${nameAt(pointer)}: ${err instanceof Error ? err.message : String(err)}` });
    }
  });
  return errors;
}

/**
 * Checking a whole screen document with the split precompiled validators of schemas/generated/validators/: the
 * envelope's validator on the document, then a walk over the generated slot table (node-slots.ts) that checks every
 * node with its widget type's validator and every action with the action validator, at any depth (children, repeat
 * render, switch cases, dialog content, fallbacks, if/then/else, onSuccess/onError, countdown onDone…).
 *
 * Each split validator was compiled from a schema whose node and action references are empty schemas, so it checks
 * that `children` is a list but leaves its entries to the walk; `npm run gen` fails on any schema whose references the
 * walk would not reach (scripts/schema-slots.ts). Together they check what the full screen schema checks and give
 * the same ajv errors (instancePath, keyword, params), each instancePath made a pointer into the whole document; only
 * their order differs (a node's own errors come before those of the nodes and actions it holds).
 */
import type { ErrorObject } from 'ajv';
import type { ScreenDocument } from '../../../schemas/generated/types.ts';
import type { Validator } from '../../../schemas/generated/validators.js';
import { escapeToken, toPointer } from './json-pointer.ts';
import {
  actionSlots,
  isActionType,
  isJsonObject,
  isWidgetType,
  nodeSlots,
  resolveSlot,
  screenSlots,
  type JsonObject,
  type NodeSlots,
} from './node-slots.ts';

/** The validators a document needs: the envelope's, the actions', and one per widget type it uses (more may be given). */
export interface SplitValidators {
  /** The screen envelope: everything but its nodes and actions. */
  screen: Validator<unknown>;
  /** One action of any name: everything but the actions it holds. */
  action: Validator<unknown>;
  /** One node, by widget type: everything but the nodes and actions it holds. */
  widgets: Readonly<Record<string, Validator<unknown>>>;
}

const noNodes: NodeSlots = { single: [], lists: [], maps: [] };

/**
 * Every error of the document, as the full screen schema reports them. Throws when a node's widget type is known but
 * its validator was not given (the caller loaded too few).
 */
export function validateTree(doc: unknown, validators: SplitValidators): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const run = (validate: Validator<unknown>, value: unknown, pointer: string) => {
    if (validate(value)) return;
    for (const e of validate.errors ?? []) errors.push({ ...e, instancePath: pointer + e.instancePath });
  };
  // The node union (node.schema.json, written by `npm run gen`) is {type: object, required: [type],
  // discriminator: {propertyName: type}, oneOf: [one $ref per widget]}: its own errors, as ajv reports them.
  const fail = (pointer: string, keyword: string, params: Record<string, unknown>) => {
    errors.push({ instancePath: pointer, schemaPath: `node.schema.json#/${keyword}`, keyword, params });
  };

  const walkOwner = (owner: JsonObject, pointer: string, slots: NodeSlots, actionPaths: readonly string[]) => {
    const each = (paths: readonly string[], visit: (value: unknown, at: string) => void) => {
      for (const path of paths) for (const { keys, value } of resolveSlot(owner, path)) visit(value, pointer + toPointer(keys));
    };
    each(slots.single, (value, at) => checkNode(value, at));
    each(slots.lists, (list, at) => Array.isArray(list) && list.forEach((value, i) => checkNode(value, `${at}/${i}`)));
    each(slots.maps, (map, at) => isJsonObject(map) && Object.entries(map).forEach(([key, value]) => checkNode(value, `${at}/${escapeToken(key)}`)));
    each(actionPaths, (list, at) => Array.isArray(list) && list.forEach((value, i) => checkAction(value, `${at}/${i}`)));
  };

  const checkNode = (node: unknown, pointer: string): void => {
    if (!isJsonObject(node)) return fail(pointer, 'type', { type: 'object' });
    if (node.type === undefined) fail(pointer, 'required', { missingProperty: 'type' });
    const tag = node.type;
    if (typeof tag !== 'string') return fail(pointer, 'discriminator', { error: 'tag', tag: 'type', tagValue: tag });
    if (!isWidgetType(tag)) return fail(pointer, 'discriminator', { error: 'mapping', tag: 'type', tagValue: tag });
    const validate = validators.widgets[tag];
    if (!validate) throw new Error(`no validator loaded for the widget type \`${tag}\``);
    run(validate, node, pointer);
    walkOwner(node, pointer, nodeSlots[tag] ?? noNodes, actionSlots.widgets[tag] ?? []);
  };

  // The action validator is the whole action union (its discriminator included); only nested lists are left out.
  const checkAction = (action: unknown, pointer: string): void => {
    run(validators.action, action, pointer);
    if (isJsonObject(action) && isActionType(action.do)) walkOwner(action, pointer, noNodes, actionSlots.actions[action.do] ?? []);
  };

  run(validators.screen, doc, '');
  if (isJsonObject(doc)) walkOwner(doc, '', screenSlots, actionSlots.screen);
  return errors;
}

/** One validator of the whole screen made of the split ones, shaped like a precompiled validator. */
export function composeScreenValidator(validators: SplitValidators): Validator<ScreenDocument> {
  const validate = ((doc: unknown): doc is ScreenDocument => {
    const errors = validateTree(doc, validators);
    validate.errors = errors.length ? errors : null;
    return errors.length === 0;
  }) as Validator<ScreenDocument>;
  return validate;
}

/**
 * Turns ajv's errors into one plain-language message per problem and place, for product staff
 * (the dev overlay, the preview and `npm run validate`).
 */
import type { ErrorObject } from 'ajv';
import { patternHints, propertyNames } from '../../../schemas/generated/node-slots.ts';
import { escapeToken, parsePointer, valueAt } from './json-pointer.ts';
import { nearestName } from './nearest-name.ts';
import { actionTypes, isActionType, isJsonObject, isWidgetType, widgetTypes } from './node-slots.ts';

/** One problem in a screen document: where (a JSON Pointer into the document) and what, in words. */
export interface DocumentError {
  pointer: string;
  message: string;
}

const expressionPhrase = "an expression (starting with '=')";
const typePhrases: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** " — did you mean `x`?" when a known name is close to `name`, else "". */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const near = nearestName(name, candidates);
  return near === undefined ? '' : ` — did you mean \`${near}\`?`;
}

/** The message for a widget type that does not exist. */
export function unknownWidgetMessage(type: string): string {
  return `unknown widget type \`${type}\`${didYouMean(type, widgetTypes)}`;
}

/** The message for an action name that does not exist. */
export function unknownActionMessage(name: string): string {
  return `unknown action \`${name}\`${didYouMean(name, actionTypes)}`;
}

/** How to name the value at a pointer in a message: `ms`, entry 2 of `body`, the screen. */
export function nameAt(pointer: string): string {
  const keys = parsePointer(pointer);
  const last = keys[keys.length - 1];
  if (last === undefined) return 'the screen';
  const parent = keys[keys.length - 2];
  if (/^\d+$/.test(last) && parent !== undefined) return `entry ${Number(last) + 1} of \`${parent}\``;
  return `\`${last}\``;
}

/** What the object at a pointer is (a `text` widget, a `wait` action, the screen…) and which properties it may have. */
function ownerAt(doc: unknown, pointer: string): { noun?: string; properties?: readonly string[] } {
  const value = valueAt(doc, pointer);
  const keys = parsePointer(pointer);
  if (keys.length === 0) return { noun: 'the screen', properties: propertyNames.screen };
  if (isJsonObject(value) && isWidgetType(value.type)) {
    return { noun: `a \`${value.type}\` widget`, properties: propertyNames[`widget:${value.type}`] };
  }
  if (isJsonObject(value) && isActionType(value.do)) {
    return { noun: `a \`${value.do}\` action`, properties: propertyNames[`action:${value.do}`] };
  }
  if (keys.length === 2 && keys[0] === 'load') return { noun: `the load \`${keys[1]}\``, properties: propertyNames['screen/load'] };
  if (keys.length === 2 && keys[0] === 'params') return { noun: `the parameter \`${keys[1]}\``, properties: propertyNames['screen/param'] };
  return {};
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function show(value: unknown): string {
  return typeof value === 'string' ? `\`${value}\`` : JSON.stringify(value);
}

function joinOr(phrases: string[]): string {
  if (phrases.length <= 1) return phrases[0] ?? 'something else';
  return phrases.slice(0, -1).join(', ') + ', or ' + phrases[phrases.length - 1];
}

function typeList(param: unknown): string[] {
  const types = Array.isArray(param) ? param.map(String) : String(param).split(',');
  return types.map((t) => typePhrases[t] ?? t);
}

/** What one failed alternative of an anyOf/oneOf expected, as a phrase. */
function expectedPhrase(e: ErrorObject): string | undefined {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'type':
      // In Hatid schemas the text branch of an alternative is always the expression branch.
      return String(p.type) === 'string' ? expressionPhrase : typeList(p.type).join(' or ');
    case 'pattern':
      return p.pattern === '^='
        ? expressionPhrase
        : `text in the expected form (${lowerFirst(patternHints[String(p.pattern)] ?? String(p.pattern))})`;
    case 'enum':
      return `one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return show(p.allowedValue);
    default:
      return undefined;
  }
}

/** The message for one ajv error (required and alternatives are handled by the caller). */
function describeOne(e: ErrorObject, doc: unknown): string {
  const p = e.params as Record<string, unknown>;
  const name = nameAt(e.instancePath);
  const value = valueAt(doc, e.instancePath);
  const limit = p.limit as number;
  switch (e.keyword) {
    case 'type':
      return `${name} must be ${typeList(p.type).join(' or ')}`;
    case 'const':
      return `${name} must be ${show(p.allowedValue)}`;
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      return `${name} must be one of: ${allowed.join(', ')}${typeof value === 'string' ? didYouMean(value, allowed) : ''}`;
    }
    case 'pattern': {
      if (p.pattern === '^=') return `${name} must be ${expressionPhrase}`;
      const hint = patternHints[String(p.pattern)];
      return hint ? `${name} is not in the expected form — ${lowerFirst(hint)}` : `${name} does not match the pattern ${String(p.pattern)}`;
    }
    case 'minimum':
      return `${name} must be at least ${limit}`;
    case 'maximum':
      return `${name} must be at most ${limit}`;
    case 'exclusiveMinimum':
      return `${name} must be more than ${limit}`;
    case 'exclusiveMaximum':
      return `${name} must be less than ${limit}`;
    case 'multipleOf':
      return `${name} must be a multiple of ${String(p.multipleOf)}`;
    case 'minLength':
      return `${name} must have at least ${limit} character${limit === 1 ? '' : 's'}`;
    case 'maxLength':
      return `${name} must have at most ${limit} character${limit === 1 ? '' : 's'}`;
    case 'minItems':
      return `${name} must have at least ${limit} entr${limit === 1 ? 'y' : 'ies'}`;
    case 'maxItems':
      return `${name} must have at most ${limit} entr${limit === 1 ? 'y' : 'ies'}`;
    case 'minProperties':
      return `${name} must have at least ${limit} field${limit === 1 ? '' : 's'}`;
    case 'maxProperties':
      return `${name} must have at most ${limit} field${limit === 1 ? '' : 's'}`;
    case 'uniqueItems':
      return `${name} holds the same entry twice (entries ${Number(p.j) + 1} and ${Number(p.i) + 1})`;
    case 'format':
      return `${name} must be a valid ${String(p.format)}`;
    case 'additionalProperties': {
      const prop = String(p.additionalProperty);
      const owner = ownerAt(doc, e.instancePath);
      const where = owner.noun ? `is not a property of ${owner.noun}` : 'is not allowed here';
      return `\`${prop}\` ${where}${didYouMean(prop, owner.properties ?? [])}`;
    }
    case 'discriminator': {
      const tag = String(p.tag);
      const noun = tag === 'type' ? 'widget' : tag === 'do' ? 'action' : 'object';
      if (p.error === 'mapping') {
        const tagValue = String(p.tagValue);
        if (tag === 'type') return unknownWidgetMessage(tagValue);
        if (tag === 'do') return unknownActionMessage(tagValue);
        return `unknown \`${tag}\` value \`${tagValue}\``;
      }
      const present = isJsonObject(value) && Object.hasOwn(value, tag);
      return present
        ? `\`${tag}\` must be text, the name of ${noun === 'action' ? 'an' : 'a'} ${noun}`
        : `\`${tag}\` is required on ${noun === 'action' ? 'an' : 'a'} ${noun}`;
    }
    default:
      return `${name} ${e.message ?? 'is not valid'}`;
  }
}

/**
 * Plain-language messages for ajv errors over `doc` (the document that was validated), one per problem
 * and place: alternatives (anyOf/oneOf) become one "must be A, or B" message, several missing properties
 * of one object one message, and a missing discriminator tag one message.
 */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined, doc: unknown): DocumentError[] {
  const list = errors ?? [];
  const alternatives = new Set(list.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath));
  const tags = new Set(list.filter((e) => e.keyword === 'discriminator').map((e) => `${e.instancePath}\0${String(e.params.tag)}`));
  const out: DocumentError[] = [];
  const seen = new Set<string>();
  const add = (pointer: string, message: string) => {
    if (seen.has(pointer + '\0' + message)) return;
    seen.add(pointer + '\0' + message);
    out.push({ pointer, message });
  };
  const handled = new Set<ErrorObject>();
  for (const e of list) {
    if (handled.has(e) || e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    const at = e.instancePath;
    const phrase = alternatives.has(at) ? expectedPhrase(e) : undefined;
    if (phrase !== undefined) {
      const group = list.filter((x) => x.instancePath === at && !handled.has(x) && expectedPhrase(x) !== undefined);
      group.forEach((x) => handled.add(x));
      const phrases = [...new Set(group.map((x) => expectedPhrase(x) as string))];
      add(at, `${nameAt(at)} must be ${joinOr(phrases)}`);
    } else if (e.keyword === 'required') {
      const missing = list.filter((x) => x.keyword === 'required' && x.instancePath === at && !handled.has(x));
      missing.forEach((x) => handled.add(x));
      const names = missing.map((x) => String(x.params.missingProperty)).filter((m) => !tags.has(`${at}\0${m}`));
      if (names.length === 0) continue;
      const owner = ownerAt(doc, at);
      const quoted = names.map((n) => `\`${n}\``);
      const subject = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}` : quoted[0];
      add(at, `${subject} ${names.length > 1 ? 'are' : 'is'} required ${owner.noun ? `on ${owner.noun}` : 'here'}`);
    } else if (e.keyword === 'additionalProperties') {
      add(`${at}/${escapeToken(String(e.params.additionalProperty))}`, describeOne(e, doc));
    } else {
      add(at, describeOne(e, doc));
    }
  }
  return out;
}

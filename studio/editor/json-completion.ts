/**
 * Completion for screen JSON from the schema index, as plain data (the CodeMirror wiring is in schema-completion.ts):
 * property names with their descriptions, enum and const values, widget types, action names, endpoint names, and
 * whole widgets or actions where one is expected.
 */
import { getLocation, parse } from 'jsonc-parser';
import { schemaAt, type PropInfo, type SchemaInfo } from '../schema/schema-index.ts';
import { actionKindList, actionProps, widgetProps, widgetTypeList } from '../schema/schema-index.ts';
import { isRecord } from '../../renderer/core/is-record.ts';
import { scopeAt } from '../../renderer/core/validation/screen-scope.ts';
import { studioDataCatalog } from '../data/data-catalog.ts';
import { pathCompletions } from './expression-completion.ts';

/** What an option inserts: a property name (with a value template), a value, a whole widget/action object, or a name in an expression. */
export type OptionKind = 'property' | 'value' | 'object' | 'path';

/** One completion option. `template` is a CodeMirror snippet ("${}" marks where the cursor goes). */
export interface JsonOption {
  label: string;
  kind: OptionKind;
  template: string;
  detail?: string;
  info?: string;
  /** Ranks required properties first. */
  boost?: number;
  /** Open the completion again once applied (the value of a property with choices). */
  reopen?: boolean;
}

/** The options for a cursor position, and the range of the text they filter on (the word typed so far). */
export interface JsonCompletions {
  from: number;
  to: number;
  options: JsonOption[];
}

/** A short note on what a property holds, shown next to its name. */
export function kindLabel(info: { kind: string; allowsExpression?: boolean; required?: boolean }): string {
  const base: Record<string, string> = {
    text: 'text',
    expression: 'expression',
    enum: 'choice',
    boolean: 'true/false',
    number: 'number',
    integer: 'whole number',
    actions: 'actions',
    node: 'widget',
    nodes: 'widgets',
    object: 'object',
    array: 'list',
    unknown: 'value',
  };
  const kind = base[info.kind] ?? info.kind;
  const expr = info.allowsExpression && info.kind !== 'expression' ? ' or =expression' : '';
  return `${kind}${expr}${info.required ? ', required' : ''}`;
}

/** Escapes "${" and "#{" so a value is inserted literally by a snippet. */
function literal(text: string): string {
  return text.replace(/([$#])\{/g, '$1\\{');
}

/** The starting value written after a property name, with the cursor inside it. */
export function valueTemplate(prop: PropInfo): string {
  if (prop.kind === 'enum' && prop.values?.length === 1) return literal(JSON.stringify(prop.values[0]));
  switch (prop.kind) {
    case 'boolean':
      return prop.allowsExpression ? '${true}' : '${false}';
    case 'number':
    case 'integer':
      return '${0}';
    case 'actions':
    case 'nodes':
    case 'array':
      return '[${}]';
    case 'node':
    case 'object':
      return '{${}}';
    case 'unknown':
      return '${}';
    default:
      return '"${}"';
  }
}

/** A widget or action object with its discriminator and required properties, as a snippet. */
function objectTemplate(prop: string, value: string, props: PropInfo[] | undefined): string {
  const rest = (props ?? []).filter((p) => p.required && p.name !== prop).map((p) => `, "${p.name}": ${valueTemplate(p)}`);
  return `{ "${prop}": "${literal(value)}"${rest.join('')} }`;
}

/** Options for a whole widget or action where the schema expects one. */
function objectOptions(union: 'type' | 'do'): JsonOption[] {
  const option = (name: string, detail: string, info: string, props: PropInfo[] | undefined): JsonOption => ({
    label: name,
    kind: 'object',
    detail,
    info,
    template: objectTemplate(union, name, props),
  });
  if (union === 'type') return widgetTypeList().map(({ type, description }) => option(type, 'widget', description, widgetProps(type)));
  return actionKindList().map(({ kind, description }) => option(kind, 'action', description, actionProps(kind)));
}

/** Options for a value: the enum values, the suggestions (endpoint names), true/false. */
function valueOptions(info: SchemaInfo): JsonOption[] {
  const options: JsonOption[] = [];
  const seen = new Set<string>();
  const add = (value: string | number | boolean, detail: string, describe?: string) => {
    const template = literal(JSON.stringify(value));
    if (seen.has(template)) return;
    seen.add(template);
    options.push({ label: String(value), kind: 'value', template, detail, ...(describe ? { info: describe } : {}) });
  };
  const widgetInfo = new Map(widgetTypeList().map((w) => [w.type, w.description]));
  const actionInfo = new Map(actionKindList().map((a) => [a.kind, a.description]));
  for (const value of info.values ?? []) {
    const described = typeof value === 'string' ? (widgetInfo.get(value) ?? actionInfo.get(value)) : undefined;
    add(value, info.kind === 'enum' ? 'choice' : 'value', described);
  }
  for (const value of info.suggestions ?? []) add(value, 'endpoint');
  if (info.kind === 'boolean') for (const value of [true, false]) add(value, 'true/false');
  return options;
}

/** The start of the bare word (letters, digits, _ $ . -) that ends at pos. */
function wordStart(text: string, pos: number): number {
  let start = pos;
  while (start > 0 && /[\w$.\-]/.test(text.charAt(start - 1))) start--;
  return start;
}

/** The first character before `pos` that is not white space ('' at the start). */
function charBefore(text: string, pos: number): string {
  const match = /\S\s*$/.exec(text.slice(0, pos));
  return match ? match[0].charAt(0) : '';
}

/** Property-name options for the object at `objectPath`, leaving out names it already has. */
function propertyCompletions(text: string, pos: number, doc: unknown, path: (string | number)[], explicit: boolean): JsonCompletions | null {
  const objectPath = path.slice(0, -1);
  const typed = String(path[path.length - 1] ?? '');
  const inQuotes = text.charAt(wordStart(text, pos) - 1) === '"';
  if (!explicit && !inQuotes && typed === '') return null;
  const info = schemaAt(doc, objectPath);
  if (!info?.props) return null;
  let current: unknown = doc;
  for (const key of objectPath) current = Array.isArray(current) ? current[Number(key)] : isRecord(current) ? current[String(key)] : undefined;
  const existing = new Set(isRecord(current) ? Object.keys(current) : []);
  existing.delete(typed);
  const options = info.props
    .filter((p) => !existing.has(p.name))
    .map((p): JsonOption => ({
      label: p.name,
      kind: 'property',
      template: `"${p.name}": ${valueTemplate(p)}`,
      detail: kindLabel(p),
      info: p.description,
      boost: p.required ? 1 : 0,
      reopen: (p.values?.length ?? 0) > 1 || (p.suggestions?.length ?? 0) > 0,
    }));
  return { from: wordStart(text, pos), to: pos, options };
}

/** The options at a cursor position of a screen JSON text, or null when there is nothing to offer. */
export function completionsAt(text: string, pos: number, explicit = false): JsonCompletions | null {
  const location = getLocation(text, pos);
  const doc: unknown = parse(text, [], { allowTrailingComma: true });
  if (location.isAtPropertyKey) return propertyCompletions(text, pos, doc, location.path, explicit);
  const previous = location.previousNode;
  const end = previous ? previous.offset + previous.length : 0;
  const unclosed = previous !== undefined && (previous.length === 1 || text.charAt(end - 1) !== '"');
  const inString = previous?.type === 'string' && pos > previous.offset && (pos < end || unclosed);
  const from = wordStart(text, pos);
  if (!inString) {
    if (previous && pos >= end) return null;
    if (!/^[:[,]$/.test(charBefore(text, from))) return null;
    if (!explicit && from === pos) return null;
  }
  if (inString && previous && text.charAt(previous.offset + 1) === '=')
    return expressionCompletions(text, previous.offset + 2, pos, doc, location.path, explicit);
  const info = schemaAt(doc, location.path);
  if (!info) return null;
  let options = valueOptions(info);
  const union = info.props?.length === 1 && (info.props[0]?.name === 'type' || info.props[0]?.name === 'do') ? info.props[0].name : undefined;
  if (!inString && union && (info.kind === 'node' || info.kind === 'object'))
    options = [...options, ...objectOptions(union === 'type' ? 'type' : 'do')];
  return options.length ? { from, to: pos, options } : null;
}

/** Names and fields inside an expression string ("=data.order.…") that starts at `start`, from the scope at its place. */
function expressionCompletions(
  text: string,
  start: number,
  pos: number,
  doc: unknown,
  path: (string | number)[],
  explicit: boolean,
): JsonCompletions | null {
  const result = pathCompletions(text.slice(start, pos), scopeAt(doc, path.map(String), studioDataCatalog), explicit);
  if (!result) return null;
  const options = result.options.map((o): JsonOption => ({
    label: o.label,
    kind: 'path',
    template: o.label,
    detail: o.detail,
    ...(o.info ? { info: o.info } : {}),
  }));
  return { from: start + result.from, to: pos, options };
}

/**
 * The edit that applies an option chosen while `from`..`to` was typed: a property name or a text value replaces its
 * quotes too; a property name gets its value template unless a colon follows already; a comma is added when another
 * entry follows.
 */
export function completionEdit(text: string, from: number, to: number, option: JsonOption): { from: number; to: number; template: string } {
  if (option.kind === 'object') return { from, to, template: option.template + comma(text, to) };
  if (option.kind === 'path') return { from, to, template: literal(option.template) };
  const start = text.charAt(from - 1) === '"' ? from - 1 : from;
  let end = to;
  while (end < text.length && /[\w$.\-]/.test(text.charAt(end))) end++;
  if (text.charAt(end) === '"' && start < from) end++;
  if (option.kind === 'property' && /^\s*:/.test(text.slice(end))) return { from: start, to: end, template: `"${option.label}"` };
  return { from: start, to: end, template: option.template + comma(text, end) };
}

/** ',' when another entry follows `pos` (so an inserted property or entry stays separated from it), else ''. */
function comma(text: string, pos: number): string {
  const next = /\S/.exec(text.slice(pos))?.[0];
  return next === undefined || next === ',' || next === '}' || next === ']' || next === ':' ? '' : ',';
}

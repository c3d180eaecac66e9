/** What kind of value a schema asks for, in the terms of the studio (texts, expressions, actions, widgets…). */
import { isRecord } from '../../renderer/core/is-record.ts';
import { refChain, child, type Located } from './schema-files.ts';

/** The kind of value a property holds, as the studio's editor and property form treat it. */
export type PropKind =
  'text' | 'expression' | 'enum' | 'boolean' | 'number' | 'integer' | 'actions' | 'node' | 'nodes' | 'object' | 'array' | 'unknown';

/** A value kind, whether an expression ("=…") is also accepted, and the allowed values of an enum. */
export interface KindInfo {
  kind: PropKind;
  allowsExpression: boolean;
  values?: (string | number | boolean)[];
  /** A text the borrower reads: written in English, or in English and Filipino side by side. */
  translatable?: true;
}

const defs = 'defs.schema.json#/definitions/';

/** Shared definitions whose kind is not visible from their structure alone (a text may be an expression). */
const namedKinds: Record<string, KindInfo> = {
  [`${defs}text`]: { kind: 'text', allowsExpression: true, translatable: true },
  [`${defs}fixedText`]: { kind: 'text', allowsExpression: false, translatable: true },
  [`${defs}url`]: { kind: 'text', allowsExpression: true },
  [`${defs}route`]: { kind: 'text', allowsExpression: true },
  [`${defs}itemText`]: { kind: 'text', allowsExpression: true, translatable: true },
  [`${defs}value`]: { kind: 'unknown', allowsExpression: true },
};

/** A scalar that may sit in an enum. */
function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The kind of the value a schema describes. */
export function kindOf(at: Located): KindInfo {
  const chain = refChain(at);
  for (const link of chain) {
    const named = link.ref === undefined ? undefined : namedKinds[link.ref];
    if (named) return named;
    if (link.ref === 'node.schema.json#') return { kind: 'node', allowsExpression: false };
  }
  const last = chain[chain.length - 1] ?? at;
  const s = last.schema;
  if ('const' in s && isScalar(s.const)) return { kind: 'enum', allowsExpression: false, values: [s.const] };
  if (Array.isArray(s.enum)) return { kind: 'enum', allowsExpression: false, values: s.enum.filter(isScalar) };
  if (Array.isArray(s.anyOf)) return anyOfKind(last, s.anyOf.length);
  if (isRecord(s.discriminator) && last.file === 'node.schema.json') return { kind: 'node', allowsExpression: false };
  if (isRecord(s.discriminator)) return { kind: 'object', allowsExpression: false };
  switch (s.type) {
    case 'string':
      // A string whose pattern starts with '=' is an expression naming something (a binding, a path).
      if (typeof s.pattern === 'string' && s.pattern.startsWith('^=')) return { kind: 'expression', allowsExpression: true };
      return { kind: 'text', allowsExpression: false };
    case 'boolean':
    case 'number':
    case 'integer':
      return { kind: s.type, allowsExpression: false };
    case 'object':
      return { kind: 'object', allowsExpression: false };
    case 'array':
      return arrayKind(last);
    default:
      return { kind: 'unknown', allowsExpression: false };
  }
}

/** A list: of widgets, of actions, or of anything else. */
function arrayKind(at: Located): KindInfo {
  const items = child(at, 'items');
  if (items) {
    const ends = refChain(items).map((link) => link.ref);
    if (ends.includes('node.schema.json#')) return { kind: 'nodes', allowsExpression: false };
    if (ends.includes('action.schema.json#')) return { kind: 'actions', allowsExpression: false };
  }
  return { kind: 'array', allowsExpression: false };
}

/** "a value or an expression": the kind of the non-expression branch, with allowsExpression. */
function anyOfKind(at: Located, count: number): KindInfo {
  let allowsExpression = false;
  let other: KindInfo | undefined;
  for (let i = 0; i < count; i++) {
    const branch = child(at, 'anyOf', String(i));
    if (!branch) continue;
    const info = kindOf(branch);
    if (info.kind === 'expression') allowsExpression = true;
    else other ??= info;
  }
  return other ? { ...other, allowsExpression } : { kind: 'expression', allowsExpression: true };
}

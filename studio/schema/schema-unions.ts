/** The two unions of the schemas: widgets keyed by "type" (node.schema.json) and actions keyed by "do" (action.schema.json). */
import { isRecord } from '../../renderer/core/is-record.ts';
import { child, refChain, schemaFile, type Located } from './schema-files.ts';

/** A union of object schemas told apart by the constant value of one property. */
export interface Union {
  /** The property that says which variant ("type" or "do"). */
  prop: string;
  /** The variants by the value of that property, in the schema's order. */
  variants: Map<string, Located>;
  /** The union's root schema (its own description is about the union, not a place in a document). */
  root: Located;
}

const cache = new WeakMap<object, Union | null>();

/** The union a schema is (through $refs), or undefined when it is not one. */
export function unionOf(at: Located): Union | undefined {
  const chain = refChain(at);
  const last = chain[chain.length - 1] ?? at;
  const cached = cache.get(last.schema);
  if (cached !== undefined) return cached ?? undefined;
  const union = buildUnion(last);
  cache.set(last.schema, union ?? null);
  return union;
}

/** Reads the discriminator and the variants of a union schema. */
function buildUnion(root: Located): Union | undefined {
  const discriminator = root.schema.discriminator;
  if (!isRecord(discriminator) || typeof discriminator.propertyName !== 'string' || !Array.isArray(root.schema.oneOf)) return undefined;
  const prop = discriminator.propertyName;
  const variants = new Map<string, Located>();
  root.schema.oneOf.forEach((_, i) => {
    const branch = child(root, 'oneOf', String(i));
    if (!branch) return;
    const chain = refChain(branch);
    const variant = chain[chain.length - 1] ?? branch;
    const value = child(variant, 'properties', prop)?.schema.const;
    if (typeof value === 'string') variants.set(value, variant);
  });
  return { prop, variants, root };
}

/** The widget union (node.schema.json). */
export function widgetUnion(): Union | undefined {
  const root = schemaFile('node.schema.json');
  return root ? unionOf(root) : undefined;
}

/** The action union (action.schema.json). */
export function actionUnion(): Union | undefined {
  const root = schemaFile('action.schema.json');
  return root ? unionOf(root) : undefined;
}

/** The variant a document value picks, by its discriminator property. */
export function variantFor(union: Union, value: unknown): Located | undefined {
  if (!isRecord(value)) return undefined;
  const tag = value[union.prop];
  return typeof tag === 'string' ? union.variants.get(tag) : undefined;
}

/** A fixture's schema errors in plain words, with a did-you-mean for a misspelt step or property (as screens get). */
import type { ErrorObject } from 'ajv';
import { didYouMean } from '../../renderer/core/validation/describe-errors.ts';
import { unknownStepMessage } from './fixture-steps.ts';

/** Where an instance path points, in words: the fixture, step 3, step 3 (`tap`), `answers`. */
export function placeOf(instancePath: string): string {
  const keys = instancePath
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (keys.length === 0) return 'the fixture';
  if (keys[0] === 'steps' && keys[1] !== undefined && /^\d+$/.test(keys[1])) {
    const rest = keys.slice(2);
    return `step ${Number(keys[1]) + 1}${rest.length ? ` (\`${rest.join('.')}\`)` : ''}`;
  }
  return `\`${keys.join('.')}\``;
}

type SchemaNode = Record<string, unknown>;

const isNode = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A local $ref followed, and of an anyOf the member that fits the next key (a list for an index). */
function resolve(root: SchemaNode, node: unknown, nextKey?: string): SchemaNode | undefined {
  let at = node;
  for (let i = 0; i < 5 && isNode(at) && typeof at.$ref === 'string' && at.$ref.startsWith('#/'); i++) {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, k) => (isNode(n) ? n[k] : undefined), root);
  }
  if (isNode(at) && Array.isArray(at.anyOf)) {
    const members = at.anyOf.map((m) => resolve(root, m)).filter(isNode);
    at = members.find((m) => (nextKey !== undefined && /^\d+$/.test(nextKey) ? 'items' in m : 'properties' in m)) ?? members[0];
  }
  return isNode(at) ? at : undefined;
}

/** The schema of the value at an instance path (ajv's schemaPath starts again at every $ref, so the path is walked). */
function schemaOf(root: SchemaNode, instancePath: string): SchemaNode | undefined {
  const keys = instancePath.split('/').slice(1);
  let at = resolve(root, root, keys[0]);
  for (const [i, key] of keys.entries()) {
    if (!at) return undefined;
    const props = isNode(at.properties) ? at.properties : {};
    const next =
      key in props ? props[key] : /^\d+$/.test(key) && at.items ? at.items : isNode(at.additionalProperties) ? at.additionalProperties : undefined;
    at = resolve(root, next, keys[i + 1]);
  }
  return at;
}

/** One message per problem: a misspelt step says which step it may have meant. */
export function describeFixtureErrors(errors: readonly ErrorObject[] | null | undefined, schema: unknown): string[] {
  const out: string[] = [];
  for (const e of errors ?? []) {
    let message = `${placeOf(e.instancePath)}: ${e.message ?? 'is not valid'}`;
    if (e.keyword === 'additionalProperties') {
      const name = String((e.params as { additionalProperty?: unknown }).additionalProperty);
      if (/^\/steps\/\d+$/.test(e.instancePath)) message = `${placeOf(e.instancePath)}: ${unknownStepMessage(name)}`;
      else {
        const at = isNode(schema) ? schemaOf(schema, e.instancePath) : undefined;
        const known = Object.keys(isNode(at?.properties) ? at.properties : {});
        message = `${placeOf(e.instancePath)}: unknown property \`${name}\`${didYouMean(name, known)}`;
      }
    }
    if (!out.includes(message)) out.push(message);
  }
  return out;
}

/** The fields a call's `withEach` adds: one per list entry, such as one per item of a server-delivered form. */
import type { CallAction } from '../../../schemas/generated/types.ts';
import { resolve, type ActionContext } from './context.ts';

/**
 * Evaluates `withEach`: for every entry (named by `as`, `item` by default, with its `index`) that `where` allows, the
 * field named by `key` gets `value`. An empty key adds nothing. Later entries win over earlier ones with the same key.
 */
export function eachFields(spec: NonNullable<CallAction['withEach']>, ctx: ActionContext): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const items = resolve(ctx, spec.items);
  if (!Array.isArray(items)) return fields;
  const name = spec.as ?? 'item';
  items.forEach((entry, index) => {
    const inner: ActionContext = { ...ctx, locals: { ...ctx.locals, [name]: entry, index } };
    if (spec.where !== undefined && !resolve(inner, spec.where)) return;
    const key = resolve(inner, spec.key);
    if (key === null || key === undefined || key === '' || typeof key === 'object') return;
    fields[String(key)] = resolve(inner, spec.value);
  });
  return fields;
}

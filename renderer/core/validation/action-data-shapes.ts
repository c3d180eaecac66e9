/**
 * The shapes of values the screen's actions put in place: a call's `into` holds the endpoint's answer (the shape of
 * its entity schema, as `result` in its onSuccess), a probe's `into` holds { status, message }. Every other write (set,
 * countdown, an input's bind) makes the place open. Read by screen-scope.ts, so `data.contact.emial` after
 * `{ "do": "call", "endpoint": "contact.info", "into": "=data.contact" }` is a field the answer does not have.
 */
import { parseExpression } from '../expressions/parse.ts';
import { isJsonObject } from './node-slots.ts';
import { pathOf } from './path-shapes.ts';
import { anyShape, type ValueShape } from './value-shape.ts';

/** The places that write a value (`set`'s and `countdown`'s path, `call`'s and `probe`'s into, an input's bind, open). */
const writePlaces = new Set(['path', 'into', 'bind', 'open']);

const probeShape: ValueShape = {
  types: ['object'],
  description: 'What the probe found: status and message.',
  fields: { status: { types: ['string'] }, message: { types: ['string'] } },
};

/** The first field a write expression puts under `root` (`=state.form.phone` → form), and whether it is the whole field. */
function firstField(value: string, root: string): { field: string; whole: boolean } | undefined {
  let path;
  try {
    path = pathOf(parseExpression(value.slice(1)));
  } catch {
    return undefined;
  }
  const first = path?.steps[0];
  if (path?.root !== root || typeof first !== 'string') return undefined;
  return { field: first, whole: path.steps.length === 1 };
}

/**
 * For each first field the document's writes put under `root`, its shape: a call's answer or a probe's finding when
 * every write of the whole field agrees on it, else any shape. `answer` gives a call's answer shape by endpoint.
 */
export function writtenShapes(doc: unknown, root: string, answer: (endpoint: unknown) => ValueShape): Map<string, ValueShape> {
  const kinds = new Map<string, (string | undefined)[]>();
  const shapes = new Map<string, ValueShape>();
  const walk = (value: unknown, key: string, holder: Record<string, unknown> | undefined) => {
    if (typeof value === 'string' && writePlaces.has(key) && value.startsWith('=')) {
      const found = firstField(value, root);
      if (!found) return;
      let kind: string | undefined;
      if (found.whole && key === 'into' && holder?.do === 'call' && typeof holder.endpoint === 'string') {
        kind = `call:${holder.endpoint}`;
        shapes.set(kind, answer(holder.endpoint));
      } else if (found.whole && key === 'into' && holder?.do === 'probe') {
        kind = 'probe';
        shapes.set(kind, probeShape);
      }
      kinds.set(found.field, [...(kinds.get(found.field) ?? []), kind]);
    } else if (Array.isArray(value)) {
      for (const entry of value) walk(entry, key, undefined);
    } else if (isJsonObject(value)) {
      for (const [k, v] of Object.entries(value)) walk(v, k, value);
    }
  };
  walk(doc, '', undefined);
  const out = new Map<string, ValueShape>();
  for (const [field, list] of kinds) {
    const first = list[0];
    const agreed = first !== undefined && list.every((k) => k === first);
    out.set(field, agreed ? (shapes.get(first) ?? anyShape) : anyShape);
  }
  return out;
}

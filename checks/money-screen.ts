/**
 * The one mark of a money screen: a document that calls or loads a money or account endpoint anywhere (the catalog's
 * `money: true`). Publishing records it with each version and makes review mandatory for it; the translation check
 * makes a missing or stale Filipino an error on it (a warning elsewhere).
 */
import { moneyEndpointNames } from '../adapters/http/endpoints.ts';
import { isJsonObject, walkDocument } from '../renderer/core/validation/node-slots.ts';

const money = new Set<string>(moneyEndpointNames);

/** True when the document calls or loads a money or account endpoint anywhere (tap or not). */
export function reachesMoney(doc: unknown): boolean {
  if (!isJsonObject(doc)) return false;
  let found = false;
  walkDocument(doc, {
    action(action) {
      if (action.do === 'call' && typeof action.endpoint === 'string' && money.has(action.endpoint)) found = true;
    },
  });
  if (isJsonObject(doc.load)) {
    for (const load of Object.values(doc.load)) if (isJsonObject(load) && typeof load.call === 'string' && money.has(load.call)) found = true;
  }
  return found;
}

/**
 * schemaVersion 1 → 2: the places that actions write to (`path` of set and countdown, `into` of call and probe)
 * are written like a binding, "=state.ratingOpen", the same text that reads the place everywhere else. In version 1
 * they were bare dotted paths ("state.ratingOpen"), and copying "=state.x" from a bind or an `open` into a set
 * action was an error.
 */
import { walkDocument, type JsonObject } from '../validation/node-slots.ts';
import type { DocumentEdit, MigrationStep } from './migration-step.ts';

const placeFields: Readonly<Record<string, string>> = { set: 'path', countdown: 'path', call: 'into', probe: 'into' };

/** The step from schemaVersion 1 to 2. */
export const v1ToV2: MigrationStep = {
  from: 1,
  edits(doc: JsonObject): DocumentEdit[] {
    const edits: DocumentEdit[] = [];
    walkDocument(doc, {
      action(action, keys) {
        const field = placeFields[action.do];
        const place = field === undefined ? undefined : action[field];
        if (field && typeof place === 'string' && !place.trimStart().startsWith('=')) edits.push({ keys: [...keys, field], value: `=${place}` });
      },
    });
    return edits;
  },
};

/** What the switch form needs beyond the map edits: how case values are checked and the widget a new case starts with. */
import { newNode } from './new-node.ts';
import type { NameRules } from './map-edits.ts';

/** How case values are checked: any text (several values share a case as "170|174"), not empty, not taken. */
export const caseNames: NameRules = { noun: 'case', called: 'value' };

/** The widget a new case (or a new default) shows until it is changed: a text to write. */
export function newCaseNode(): Record<string, unknown> {
  return newNode('text') ?? { type: 'text', text: 'New text' };
}

/**
 * Drops as text edits (one undoable step each): a new widget inserted at a drop place, or a node moved there from
 * where it was. jsonc-parser's `modify` writes the insertion (creating an empty container's list) and formats the
 * entries next to it; the rest of the text keeps its layout and comments.
 */
import { applyEdits, modify, type Edit } from 'jsonc-parser';
import { parsePointer, toPointer, valueAt } from '../../renderer/core/validation/json-pointer.ts';
import { formatting, parseText, pointerPath } from '../form/property-edits.ts';
import { isAtOrUnder } from './build-outline.ts';
import { deleteNodeEdits, type NodeChange } from './node-moves.ts';
import { droppedPointer, type DropTarget } from './drop-places.ts';

/** The edits putting `value` at `target` in `text`; empty when the target's owner is not in the text. */
function insertEdits(text: string, target: DropTarget, value: unknown): Edit[] {
  const doc = parseText(text);
  if (target.kind === 'property') {
    const owner = toPointer(parsePointer(target.at).slice(0, -1));
    if (valueAt(doc, owner) === undefined && valueAt(doc, toPointer(parsePointer(owner).slice(0, -1))) === undefined) return [];
    if (valueAt(doc, target.at) !== undefined) return [];
    return modify(text, pointerPath(doc, target.at), value, { formattingOptions: formatting });
  }
  const list = valueAt(doc, target.list);
  if (list === undefined) {
    const owner = toPointer(parsePointer(target.list).slice(0, -1));
    return valueAt(doc, owner) === undefined ? [] : modify(text, pointerPath(doc, target.list), [value], { formattingOptions: formatting });
  }
  if (!Array.isArray(list) || target.index > list.length) return [];
  return modify(text, [...pointerPath(doc, target.list), target.index], value, { formattingOptions: formatting, isArrayInsertion: true });
}

/** Inserts the new widget `value` at `target`. */
export function dropNewEdits(text: string, target: DropTarget, value: unknown): NodeChange | undefined {
  const edits = insertEdits(text, target, value);
  return edits.length > 0 ? { edits, select: droppedPointer(target) } : undefined;
}

/** Where `target` is once the list entry at `removed` is gone (later entries of that list move up one place). */
export function targetAfterRemoval(target: DropTarget, removed: string): DropTarget {
  const gone = parsePointer(removed);
  const index = Number(gone.pop());
  const shift = (pointer: string, extra: string[] = []): string[] => {
    const keys = [...parsePointer(pointer), ...extra];
    const at = gone.length;
    if (keys.length > at && gone.every((k, i) => keys[i] === k) && /^\d+$/.test(keys[at] ?? '') && Number(keys[at]) > index) {
      keys[at] = String(Number(keys[at]) - 1);
    }
    return keys;
  };
  if (target.kind === 'property') return { kind: 'property', at: toPointer(shift(target.at)) };
  const keys = shift(target.list, [String(target.index)]);
  const last = Number(keys.pop());
  return { kind: 'list', list: toPointer(keys), index: last };
}

/** The one edit turning `before` into `after`: the changed middle between their common start and end. */
function wholeChange(before: string, after: string): Edit[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
  return before === after ? [] : [{ offset: start, length: before.length - start - end, content: after.slice(start, after.length - end) }];
}

/** Moves the node at `from` to `target`; undefined when it cannot go there (into itself, or nowhere). */
export function moveToEdits(text: string, from: string, target: DropTarget): NodeChange | undefined {
  const inList = target.kind === 'list' ? target.list : toPointer(parsePointer(target.at).slice(0, -1));
  if (from === '' || isAtOrUnder(inList, from)) return undefined;
  const value = valueAt(parseText(text), from);
  const removal = deleteNodeEdits(text, from);
  if (value === undefined || !removal) return undefined;
  const fromList = /^\d+$/.test(parsePointer(from).pop() ?? '');
  const moved = fromList ? targetAfterRemoval(target, from) : target;
  // Dropping a list entry right where it already is changes nothing.
  if (moved.kind === 'list' && target.kind === 'list' && droppedPointer(moved) === from) return undefined;
  const without = applyEdits(text, removal.edits);
  const edits = insertEdits(without, moved, value);
  if (edits.length === 0) return undefined;
  return { edits: wholeChange(text, applyEdits(without, edits)), select: droppedPointer(moved) };
}

/**
 * Form edits as text edits: setting or removing one property of the node at a JSON Pointer, computed with
 * jsonc-parser's `modify` so the rest of the text (its layout and comments) stays as it is.
 */
import { getNodeValue, modify, parseTree, type Edit, type JSONPath } from 'jsonc-parser';
import { parsePointer } from '../../renderer/core/validation/json-pointer.ts';

/** How inserted JSON is laid out: two spaces, like the screens under screens/. */
export const formatting = { tabSize: 2, insertSpaces: true, eol: '\n' } as const;

/** The parsed value of a text (undefined when it has no value at all). */
export function parseText(text: string): unknown {
  const tree = parseTree(text, [], { allowTrailingComma: true });
  return tree ? getNodeValue(tree) : undefined;
}

/** The jsonc-parser path of a pointer into `doc`: list indices become numbers, object keys stay strings. */
export function pointerPath(doc: unknown, pointer: string): JSONPath {
  const path: JSONPath = [];
  let cur: unknown = doc;
  for (const key of parsePointer(pointer)) {
    if (Array.isArray(cur)) {
      path.push(Number(key));
      cur = cur[Number(key)];
    } else {
      path.push(key);
      cur = typeof cur === 'object' && cur !== null ? (cur as Record<string, unknown>)[key] : undefined;
    }
  }
  return path;
}

/**
 * The edits that set property `prop` of the object at `pointer` to `value`, or remove it when `value` is
 * undefined. Empty when the text has no object there.
 */
export function propertyEdits(text: string, pointer: string, prop: string, value: unknown): Edit[] {
  const doc = parseText(text);
  const path = [...pointerPath(doc, pointer), prop];
  return modify(text, path, value, { formattingOptions: formatting });
}

/** The edit that replaces the whole text (one undoable step, such as discarding a draft). */
export function replaceAllEdits(text: string, next: string): Edit[] {
  return text === next ? [] : [{ offset: 0, length: text.length, content: next }];
}

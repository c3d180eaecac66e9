/**
 * A merged document written as text: the merge result is laid onto `ours`'s text with jsonc-parser's `modify`, one
 * changed node at a time, so the lines neither side touched keep their layout and the review diff shows only what
 * the merge brought in.
 */
import { applyEdits, findNodeAtLocation, modify, parseTree, type JSONPath } from 'jsonc-parser';
import { diffIndices } from 'node-diff3';
import { isRecord } from '../../renderer/core/is-record.ts';
import { canonical } from './three-way-merge.ts';

const formattingOptions = { tabSize: 2, insertSpaces: true, eol: '\n' } as const;

/** `text` with `value` inserted into the list at `path` before index `at`, laid out like its neighbours. */
function insertInto(text: string, path: JSONPath, at: number, value: unknown): string {
  const list = findNodeAtLocation(parseTree(text) ?? { type: 'null', offset: 0, length: 0 }, path);
  const items = list?.type === 'array' ? (list.children ?? []) : [];
  const neighbour = items[Math.min(at, items.length - 1)];
  if (!neighbour) return applyEdits(text, modify(text, [...path, at], value, { formattingOptions, isArrayInsertion: true }));
  const lineStart = text.lastIndexOf('\n', neighbour.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))?.[0] ?? '';
  const written = JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
  if (at < items.length) return `${text.slice(0, neighbour.offset)}${written},\n${indent}${text.slice(neighbour.offset)}`;
  const end = neighbour.offset + neighbour.length;
  return `${text.slice(0, end)},\n${indent}${written}${text.slice(end)}`;
}

/** `text` (whose value is `from`) changed so that its value is `to`. */
export function rewriteText(text: string, from: unknown, to: unknown): string {
  let out = text;
  const set = (path: JSONPath, value: unknown) => {
    out = applyEdits(out, modify(out, path, value, { formattingOptions }));
  };
  const walk = (a: unknown, b: unknown, path: JSONPath): void => {
    if (canonical(a) === canonical(b)) return;
    if (Array.isArray(a) && Array.isArray(b)) {
      // From the end, so the indices of what is still to do stay right.
      for (const h of diffIndices(a.map(canonical), b.map(canonical)).reverse()) {
        const [aStart, aLength] = h.buffer1;
        const [bStart, bLength] = h.buffer2;
        if (aLength === bLength) {
          for (let i = aLength - 1; i >= 0; i--) walk(a[aStart + i], b[bStart + i], [...path, aStart + i]);
          continue;
        }
        for (let i = aLength - 1; i >= 0; i--) set([...path, aStart + i], undefined);
        for (let i = 0; i < bLength; i++) out = insertInto(out, path, aStart + i, b[bStart + i]);
      }
      return;
    }
    if (isRecord(a) && isRecord(b)) {
      for (const key of Object.keys(a)) if (!(key in b)) set([...path, key], undefined);
      for (const key of Object.keys(b)) walk(a[key], b[key], [...path, key]);
      return;
    }
    set(path, b);
  };
  walk(from, to, []);
  try {
    if (canonical(JSON.parse(out)) === canonical(to)) return out;
  } catch {
    // A text the edits could not keep valid: written afresh below.
  }
  return `${JSON.stringify(to, null, 2)}\n`;
}

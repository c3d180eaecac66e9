/**
 * How large and how deep a screen document may be. A document past either limit is refused before it is migrated,
 * validated or drawn (every later step walks it, and a hostile one could otherwise exhaust memory or the stack).
 * Measured on the 29 screens of this repo when the limits were set: the largest is 14 KB of JSON text
 * (promotion-register.json, 13,825 bytes) and the deepest nests 15 levels (promotion-register.json). The limits
 * leave room for far larger screens: 512 KB (about 37 times the largest) and 64 levels (about 4 times the deepest).
 */
import type { DocumentError } from './describe-errors.ts';

/** The most UTF-8 bytes of JSON a screen document may have (its text as written, or compact when already parsed). */
export const maxDocumentBytes = 512 * 1024;
/** The most levels of objects and lists a screen document may nest; the document itself is level 1. */
export const maxDocumentDepth = 64;

/** The message for a document larger than maxDocumentBytes. */
export function tooLargeMessage(): string {
  return `This screen document is larger than ${maxDocumentBytes / 1024} KB of JSON, the most a screen may have (the largest screen today, in English and Filipino, is 33 KB). Make it smaller, or split it into several screens.`;
}

/** The message for a document nested deeper than maxDocumentDepth. */
export function tooDeepMessage(): string {
  return `This screen document nests objects and lists more than ${maxDocumentDepth} levels deep, the most a screen may have (the deepest screen today has 15). Make it flatter.`;
}

const refused = (message: string): DocumentError => ({ pointer: '', message });

/** UTF-8 bytes of a text, counted only up to a little past `limit`. */
function utf8Bytes(text: string, limit: number): number {
  // Each UTF-16 unit is 1 to 3 UTF-8 bytes (a surrogate pair is 4 bytes for its 2 units).
  if (text.length > limit) return text.length;
  let bytes = 0;
  for (let i = 0; i < text.length && bytes <= limit; i++) {
    const unit = text.charCodeAt(i);
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : unit >= 0xd800 && unit < 0xdc00 ? 4 : unit >= 0xdc00 && unit < 0xe000 ? 0 : 3;
  }
  return bytes;
}

/** The deepest nesting of [ and { in a JSON text (brackets inside strings do not count), counted up to past `limit`. */
function textDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** Why a JSON text is refused before it is parsed (too large or too deep, at pointer ''), or undefined when it is not. */
export function checkDocumentText(text: string): DocumentError | undefined {
  if (utf8Bytes(text, maxDocumentBytes) > maxDocumentBytes) return refused(tooLargeMessage());
  if (textDepth(text, maxDocumentDepth) > maxDocumentDepth) return refused(tooDeepMessage());
  return undefined;
}

/**
 * Why an already parsed document is refused (too large as compact JSON, or too deep, at pointer ''), or undefined.
 * Walks without recursion and stops as soon as a limit is passed, so a hostile document costs little.
 */
export function checkDocumentValue(doc: unknown): DocumentError | undefined {
  let bytes = 0;
  const stack: { value: unknown; depth: number }[] = [{ value: doc, depth: 1 }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { value, depth } = top;
    if (typeof value === 'string') bytes += utf8Bytes(value, maxDocumentBytes) + 2;
    else if (typeof value === 'number' || typeof value === 'boolean') bytes += String(value).length;
    else if (value === null || typeof value !== 'object') bytes += 4;
    else {
      if (depth > maxDocumentDepth) return refused(tooDeepMessage());
      const entries = Array.isArray(value) ? value.map((v) => ['', v] as const) : Object.entries(value);
      bytes += 2 + Math.max(0, entries.length - 1);
      for (const [key, child] of entries) {
        if (!Array.isArray(value)) bytes += utf8Bytes(key, maxDocumentBytes) + 3;
        stack.push({ value: child, depth: depth + 1 });
      }
    }
    if (bytes > maxDocumentBytes) return refused(tooLargeMessage());
  }
  return undefined;
}

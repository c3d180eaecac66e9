/**
 * What the store works out from a screen text: its content hash and ETag, what it uses (for targeting app builds),
 * and whether it can reach a money or account endpoint (the catalog's `money: true`), which makes review mandatory.
 */
import { createHash } from 'node:crypto';
import { reachesMoney } from '../../checks/money-screen.ts';
import { isExpression, parseExpression } from '../../renderer/core/expressions/parse.ts';
import { isJsonObject, walkDocument } from '../../renderer/core/validation/node-slots.ts';
import type { VersionUses } from '../db/schema.ts';

/** The sha256 of a text, hex. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The strong ETag of a body with this content hash (the same as the file-based store's: 20 hex digits, quoted). */
export function etagOfHash(hash: string): string {
  return `"${hash.slice(0, 20)}"`;
}

/** The parsed document, or undefined for a text that is not JSON. */
export function parseText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function calledFunctions(node: unknown, out: Set<string>): void {
  if (Array.isArray(node)) node.forEach((n) => calledFunctions(n, out));
  else if (isJsonObject(node)) {
    const callee = node.callee;
    if (node.type === 'CallExpression' && isJsonObject(callee) && callee.type === 'Identifier' && typeof callee.name === 'string')
      out.add(callee.name);
    for (const value of Object.values(node)) if (typeof value === 'object' && value !== null) calledFunctions(value, out);
  }
}

function expressionFunctions(value: unknown, out: Set<string>): void {
  if (isExpression(value)) {
    try {
      calledFunctions(parseExpression(value.slice(1)), out);
    } catch {
      // An expression that does not parse is the validator's to report.
    }
  } else if (Array.isArray(value)) value.forEach((v) => expressionFunctions(v, out));
  else if (isJsonObject(value)) for (const v of Object.values(value)) expressionFunctions(v, out);
}

/** The widget types, action kinds and expression functions a document uses, each sorted. */
export function usesOf(doc: unknown): VersionUses {
  const widgets = new Set<string>();
  const actions = new Set<string>();
  const functions = new Set<string>();
  walkDocument(doc, {
    node: (node) => void widgets.add(node.type),
    action: (action) => void actions.add(action.do),
  });
  expressionFunctions(doc, functions);
  return { widgets: [...widgets].sort(), actions: [...actions].sort(), functions: [...functions].sort() };
}

const moneyMemo = new Map<string, boolean>();

/** reachesMoney (checks/money-screen.ts) of a text, remembered by the text (texts are few and immutable). */
export function textReachesMoney(text: string): boolean {
  let known = moneyMemo.get(text);
  if (known === undefined) {
    known = reachesMoney(parseText(text));
    if (moneyMemo.size > 2000) moneyMemo.clear();
    moneyMemo.set(text, known);
  }
  return known;
}

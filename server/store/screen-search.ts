/**
 * What the studio's screen search looks in, worked out from a screen text: every text the borrower reads (English and
 * Filipino, and the words quoted inside expressions), the widget types and the endpoints it calls or loads.
 */
import { documentTexts } from '../../renderer/core/i18n/document-texts.ts';
import { isExpression } from '../../renderer/core/expressions/parse.ts';
import { isJsonObject, walkDocument } from '../../renderer/core/validation/node-slots.ts';
import { parseText } from './screen-facts.ts';
import type { ScreenFind } from './types.ts';

/** The words an expression shows: its quoted literals ("=default(x, 'Register')" shows "Register"). */
export function quotedWords(expression: string): string[] {
  return [...expression.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '').filter((w) => /\p{L}/u.test(w));
}

function textsOf(doc: unknown): string[] {
  const out = new Set<string>();
  const add = (s: string | undefined) => {
    if (!s) return;
    if (isExpression(s)) quotedWords(s).forEach((w) => out.add(w));
    else out.add(s);
  };
  for (const { value } of documentTexts(doc)) {
    if (typeof value === 'string') add(value);
    else {
      add(value.en);
      add(value.fil);
    }
  }
  return [...out];
}

/** The search facts of a parsed document. */
export function searchFactsOf(doc: unknown): ScreenFind {
  const widgets = new Set<string>();
  const endpoints = new Set<string>();
  walkDocument(doc, {
    node: (node) => void widgets.add(node.type),
    action: (action) => {
      if (action.do === 'call' && typeof action.endpoint === 'string') endpoints.add(action.endpoint);
    },
  });
  if (isJsonObject(doc) && isJsonObject(doc.load)) {
    for (const load of Object.values(doc.load)) if (isJsonObject(load) && typeof load.call === 'string') endpoints.add(load.call);
  }
  return { texts: textsOf(doc), widgets: [...widgets].sort(), endpoints: [...endpoints].sort() };
}

const memo = new Map<string, ScreenFind>();

/** searchFactsOf a text, remembered by the text (texts are few and immutable). */
export function searchFacts(text: string): ScreenFind {
  let known = memo.get(text);
  if (known === undefined) {
    known = searchFactsOf(parseText(text));
    if (memo.size > 500) memo.clear();
    memo.set(text, known);
  }
  return known;
}

/**
 * What an expression input needs of the screen being edited: the names an expression at a place can read (completion,
 * the rule builder's fields, the data panel's descriptions), worked out from the store's text; and the shape of an
 * input the data panel can put a clicked path into (the store keeps the one focused last: studio/state/tool-actions.ts).
 */
import { parse } from 'jsonc-parser';
import { useCallback } from 'react';
import { scopeAt } from '../../renderer/core/validation/screen-scope.ts';
import type { ScopeShapes } from '../../renderer/core/validation/path-shapes.ts';
import { parsePointer } from '../../renderer/core/validation/json-pointer.ts';
import { useStudioStore } from '../state/studio-store-context.tsx';
import { studioDataCatalog } from './data-catalog.ts';

/** An expression input that can take a path from the data panel. */
export interface ExpressionTarget {
  /** A name for the input, shown by the data panel ("visible of repay"). */
  label: string;
  /** Inserts a path at the input's cursor (or replaces its selection). */
  insert(path: string): void;
}

let parsed: { text: string; doc: unknown } = { text: '', doc: undefined };

/** The screen of `text` (tolerant of a half-typed text), parsed once per text. */
function screenOf(text: string): unknown {
  if (parsed.text !== text) parsed = { text, doc: parse(text, [], { allowTrailingComma: true }) };
  return parsed.doc;
}

/** The names an expression at `pointer` of the screen `text` can read ('' or unknown: the screen's own names). */
export function scopeAtPointer(text: string, pointer: string | undefined): ScopeShapes {
  return scopeAt(screenOf(text), pointer ? parsePointer(pointer) : [], studioDataCatalog);
}

/** The scope at a place of the open screen's text as it is when asked (read from the store, not subscribed to). */
export function useScopeAt(): (pointer: string | undefined) => ScopeShapes {
  const store = useStudioStore();
  return useCallback((pointer) => scopeAtPointer(store.getState().text ?? '', pointer), [store]);
}

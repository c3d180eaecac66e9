/**
 * The screen being edited and the expression input last focused, shared by the JSON editor, the form's expression
 * inputs and the data panel: completion reads the scope at an input's place, and a click on a value in the data panel
 * inserts its path into the focused input.
 */
import { parse } from 'jsonc-parser';
import { createStore } from 'zustand/vanilla';
import { scopeAt } from '../../renderer/core/validation/screen-scope.ts';
import type { ScopeShapes } from '../../renderer/core/validation/path-shapes.ts';
import { parsePointer } from '../../renderer/core/validation/json-pointer.ts';
import { studioDataCatalog } from './data-catalog.ts';

/** An expression input that can take a path from the data panel. */
export interface ExpressionTarget {
  /** A name for the input, shown by the data panel ("visible of repay"). */
  label: string;
  /** Inserts a path at the input's cursor (or replaces its selection). */
  insert(path: string): void;
}

/** The shared state: the screen's text and the focused expression input. */
export interface ExpressionFocusState {
  text: string;
  target: ExpressionTarget | null;
}

/** The store of the screen text and focused expression input. */
export const expressionFocus = createStore<ExpressionFocusState>(() => ({ text: '', target: null }));

/** Keeps the screen's current text (the JSON editor calls it on every change). */
export function setScreenText(text: string): void {
  if (expressionFocus.getState().text !== text) expressionFocus.setState({ text });
}

/** Makes `target` the input the data panel inserts into; `null` forgets it only when it is still `target`. */
export function focusExpression(target: ExpressionTarget): void {
  expressionFocus.setState({ target });
}

let parsed: { text: string; doc: unknown } = { text: '', doc: undefined };

/** The parsed screen (tolerant of a half-typed text), parsed once per text. */
export function currentScreen(): unknown {
  const { text } = expressionFocus.getState();
  if (parsed.text !== text) parsed = { text, doc: parse(text, [], { allowTrailingComma: true }) };
  return parsed.doc;
}

/** The names an expression at `pointer` of the current screen can read ('' or unknown: the screen's own names). */
export function scopeAtPointer(pointer: string | undefined): ScopeShapes {
  return scopeAt(currentScreen(), pointer ? parsePointer(pointer) : [], studioDataCatalog);
}

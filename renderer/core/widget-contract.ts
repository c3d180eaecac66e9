/** What the renderer hands a widget besides plain values: action callbacks and two-way bindings. */

/** Runs a widget's declared actions; `event` is readable in them as `event`. Resolves when they have all run. */
export type ActionHandler = (event?: unknown) => Promise<void>;

/** A two-way binding to a place in the screen state (an input's value). */
export interface Binding {
  /** The current value at the bound place. */
  value: unknown;
  /** Writes a new value to the bound place. */
  set(value: unknown): void;
}

/** How the renderer evaluates a prop before the component gets it. */
export type PropKind =
  | 'text'
  | 'flag'
  | 'number'
  | 'list'
  | 'value'
  | 'binding'
  | 'actions'
  | 'node'
  | 'nodes'
  | 'template'
  | 'itemText';

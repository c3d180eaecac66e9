/** The widget contract: what the renderer hands a widget besides plain values (action callbacks, two-way bindings), and how it evaluates each prop. Hand-written beside the schemas, which the generated prop types and manifest are made from. */

/**
 * How an action list ended: `done` (every action ran and none failed), `failed` (an action failed: a call the lender
 * refused or that got no answer, after its onError ran; or a broken action, logged), or `stopped` (the screen went
 * away, or a double submit was dropped). Widgets await it (an upload that failed keeps its file to retry).
 */
export type ActionOutcome = 'done' | 'failed' | 'stopped';

/**
 * Runs a widget's declared actions (what an action prop such as onTap is; not the core's per-kind ActionHandler);
 * `event` is readable in them as `event`. Resolves, when they have all run, with how they ended.
 */
export type ActionRunner = (event?: unknown) => Promise<ActionOutcome>;

/** A two-way binding to a place in the screen state (an input's value). */
export interface Binding {
  /** The current value at the bound place. */
  value: unknown;
  /** Writes a new value to the bound place. */
  set(value: unknown): void;
}

/** How the renderer evaluates a prop before the component gets it. */
export type PropKind = 'text' | 'flag' | 'number' | 'list' | 'value' | 'binding' | 'actions' | 'node' | 'nodes' | 'template' | 'itemText';

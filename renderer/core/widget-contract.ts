/** The widget contract (schemas/widget-contract.ts), for the renderer's side: action callbacks, bindings, prop kinds. */
export type { ActionHandler, ActionOutcome, Binding, PropKind } from '../../schemas/widget-contract.ts';

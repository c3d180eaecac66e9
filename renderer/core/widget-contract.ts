/** The widget contract (schemas/widget-contract.ts), for the renderer's side: action callbacks, bindings, prop kinds. */
export type { ActionRunner, ActionOutcome, Binding, PropKind } from '../../schemas/widget-contract.ts';

/** `run`: run one of the screen's named action lists. */
import type { RunAction } from '../../../../schemas/generated/types.ts';
import type { ActionHandler } from '../context.ts';

/** Runs a run action. */
export const run: ActionHandler<RunAction> = (action, ctx) => ctx.runNamed(action.name);

/** `back`: go back to the previous screen. */
import type { BackAction } from '../../../../schemas/generated/types.ts';
import type { ActionHandler } from '../context.ts';

/** Runs a back action. */
export const back: ActionHandler<BackAction> = (_action, ctx) => ctx.ports.navigation.back();

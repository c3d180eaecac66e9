/** `set`: change a value in the screen state. */
import type { SetAction } from '../../../../schemas/generated/types.ts';
import { placeOf, resolve, type ActionHandler } from '../context.ts';

/** Runs a set action. */
export const set: ActionHandler<SetAction> = (action, ctx) => {
  ctx.store.set(placeOf(ctx, action.path), resolve(ctx, action.value));
};

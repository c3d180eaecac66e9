/** `if`: run `then` or `else` depending on a condition. */
import type { IfAction } from '../../../../schemas/generated/types.ts';
import { resolve, type ActionHandler } from '../context.ts';

/** Runs an if action. */
export const ifAction: ActionHandler<IfAction> = async (action, ctx) => {
  const branch = resolve(ctx, action.when) ? 'then' : 'else';
  await ctx.run(action[branch], {}, `${ctx.pointer}/${branch}`);
};

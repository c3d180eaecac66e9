/** `if`: run `then` or `else` depending on a condition. */
import type { IfAction } from '../../../../schemas/generated/types.ts';
import { resolve, type ActionHandler } from '../context.ts';

/** Runs an if action; it ends as its branch ended. */
export const ifAction: ActionHandler<IfAction> = (action, ctx) => {
  const branch = resolve(ctx, action.when) ? 'then' : 'else';
  return ctx.run(action[branch], {}, `${ctx.pointer}/${branch}`);
};

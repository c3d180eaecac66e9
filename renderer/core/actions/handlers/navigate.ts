/** `navigate`: go to an app route with query parameters. */
import type { NavigateAction } from '../../../../schemas/generated/types.ts';
import { resolve, resolveText, type ActionHandler } from '../context.ts';

/** Runs a navigate action. */
export const navigate: ActionHandler<NavigateAction> = (action, ctx) => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(action.query ?? {})) {
    const v = resolve(ctx, value);
    if (v !== null && v !== undefined) query[key] = String(v);
  }
  ctx.ports.navigation.navigate(resolveText(ctx, action.to), query, { replace: action.replace === true });
};

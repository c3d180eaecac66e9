/** `navigate`: go to an app route with query parameters; anything but a route of this app is refused and logged. */
import type { NavigateAction } from '../../../../schemas/generated/types.ts';
import { checkRoute, loggableAddress } from '../../source-policy.ts';
import { resolve, resolveText, type ActionHandler } from '../context.ts';

/** Runs a navigate action. */
export const navigate: ActionHandler<NavigateAction> = (action, ctx) => {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(action.query ?? {})) {
    const v = resolve(ctx, value);
    if (v !== null && v !== undefined) query[key] = String(v);
  }
  const to = resolveText(ctx, action.to);
  const route = checkRoute(to);
  if (!route.ok) throw new Error(`refused to go to ${JSON.stringify(loggableAddress(to))}: ${route.reason}`);
  ctx.ports.navigation.navigate(to, query, { replace: action.replace === true });
};

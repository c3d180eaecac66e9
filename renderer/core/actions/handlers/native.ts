/** `native`: ask the native app to do something; failures are ignored by the bridge. */
import type { NativeAction } from '../../../../schemas/generated/types.ts';
import { resolve, type ActionHandler } from '../context.ts';

/** Runs a native action. */
export const native: ActionHandler<NativeAction> = (action, ctx) => {
  const args: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action.args ?? {})) args[key] = resolve(ctx, value);
  ctx.ports.native.call(action.action, args);
};

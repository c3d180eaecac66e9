/**
 * `native`: ask the native app to do something; failures are ignored by the bridge. Only the arguments the action
 * takes (native-args.ts) go, and one that looks like an address must pass the URL policy: otherwise nothing is sent
 * and the refusal is logged with the action's pointer (the borrower sees nothing, as when the native app ignores it).
 */
import type { NativeAction } from '../../../../schemas/generated/types.ts';
import { nativeArgsProblem } from '../../native-args.ts';
import { resolve, type ActionHandler } from '../context.ts';

/** Runs a native action. */
export const native: ActionHandler<NativeAction> = (action, ctx) => {
  const args: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(action.args ?? {})) args[key] = resolve(ctx, value);
  const problem = nativeArgsProblem(action.action, args, ctx.ports.navigation.policy);
  if (problem) throw new Error(`refused: ${problem}`);
  ctx.ports.native.call(action.action, args);
};

/** `call`: call a lender endpoint by catalog name; onSuccess sees `result`, onError sees `error` (else a toast). */
import type { CallAction } from '../../../../schemas/generated/types.ts';
import { resolve, type ActionHandler } from '../context.ts';
import { eachFields } from '../each-fields.ts';

/** How long a failure toast stays (spec section 8: 2 s). */
export const failureToastMs = 2000;

/** Runs a call action. */
export const call: ActionHandler<CallAction> = async (action, ctx) => {
  // Fields written out in `with` win over those worked out from a list.
  const payload: Record<string, unknown> = action.withEach ? eachFields(action.withEach, ctx) : {};
  for (const [key, value] of Object.entries(action.with ?? {})) payload[key] = resolve(ctx, value);
  const hide = action.loadingText ? ctx.ports.feedback.loading(action.loadingText) : undefined;
  let outcome;
  try {
    outcome = await ctx.ports.api.call(action.endpoint, payload, { query: ctx.store.getSnapshot().query });
  } finally {
    hide?.();
  }
  if (ctx.signal.aborted) return;
  if (outcome.ok) {
    if (action.into) ctx.store.set(action.into, outcome.data);
    await ctx.run(action.onSuccess, { result: outcome.data }, `${ctx.pointer}/onSuccess`);
    return;
  }
  const error = { message: outcome.message, kind: outcome.kind, code: outcome.code ?? null };
  if (action.onError) {
    await ctx.run(action.onError, { error }, `${ctx.pointer}/onError`);
  } else {
    ctx.ports.feedback.toast({ text: outcome.message, kind: 'error', duration: failureToastMs });
  }
};

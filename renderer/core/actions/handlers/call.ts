/**
 * `call`: call a lender endpoint by catalog name; onSuccess sees `result`, onError sees `error` (else a toast). A
 * tap-only endpoint (it moves money, changes the borrower's account or costs money to send: tap-only.ts) runs only in a
 * chain the borrower's tap started, and at most its bound of times per opening of the screen: any other start, and any
 * call past the bound, is refused before anything is sent, logged with the call's pointer, and stops the list quietly.
 */
import type { CallAction } from '../../../../schemas/generated/types.ts';
import { refusalWords } from '../../refusal-words.ts';
import { placeOf, resolve, type ActionHandler } from '../context.ts';
import { eachFields } from '../each-fields.ts';

/** How long a failure toast stays (spec section 8: 2 s). */
export const failureToastMs = 2000;

/** Runs a call action: `done` when the lender said yes and onSuccess went through, `failed` when it did not (after onError). */
export const call: ActionHandler<CallAction> = async (action, ctx) => {
  const { trigger } = ctx.chain;
  // A tap's call has what its answer runs at hand before its request leaves (the tap's handlers, handlers.ts): when
  // they cannot be loaded nothing is sent (the borrower told, by a notice that stays for a money or account call; the
  // tap's bound not spent), never a lender's yes whose onSuccess cannot run. An opening's call never waits for them.
  const rule = ctx.ports.api.tapRule(action.endpoint);
  const ready = trigger === 'tap' && (action.onSuccess || action.onError) ? ctx.handlersReady(rule !== undefined) : undefined;
  if (ready) {
    await ready;
    if (ctx.signal.aborted) return 'stopped';
  }
  if (rule) {
    const made = ctx.sent.get(action.endpoint) ?? 0;
    if (trigger === 'tap' && made < rule.perOpen) ctx.sent.set(action.endpoint, made + 1);
    else {
      // Refused before anything is sent; the words come with their own small chunk (tap-refusals.ts).
      const words = await refusalWords();
      throw new Error(
        trigger === 'tap' ? words.callsPerOpenMessage(action.endpoint, rule) : words.notAfterTapMessage(action.endpoint, trigger, rule.effect),
      );
    }
  }
  // Fields written out in `with` win over those worked out from a list.
  const payload: Record<string, unknown> = action.withEach ? eachFields(action.withEach, ctx) : {};
  for (const [key, value] of Object.entries(action.with ?? {})) payload[key] = resolve(ctx, value);
  // A call the screen's opening makes leaves once the opened page is on the display: what the borrower came for is
  // painted first, not after the request (and what it loads) has been set up; its answer is a frame later at most.
  if (trigger === 'onLoad' && ctx.ports.clock.afterPaint) {
    await ctx.ports.clock.afterPaint();
    if (ctx.signal.aborted) return 'stopped';
  }
  // A localized document's loadingText is a string (localize-document.ts).
  const hide = action.loadingText ? ctx.ports.feedback.loading(action.loadingText as string) : undefined;
  let outcome;
  try {
    outcome = await ctx.ports.api.call(action.endpoint, payload, { query: ctx.store.getSnapshot().query });
  } finally {
    hide?.();
  }
  if (ctx.signal.aborted) return 'stopped';
  if (outcome.ok) {
    if (action.into) ctx.store.set(placeOf(ctx, action.into), outcome.data);
    return ctx.run(action.onSuccess, { result: outcome.data }, `${ctx.pointer}/onSuccess`);
  }
  const error = {
    message: outcome.message,
    kind: outcome.kind,
    code: outcome.code ?? null,
    field: outcome.field ?? null,
    sent: outcome.sent ?? true,
  };
  if (action.onError) {
    await ctx.run(action.onError, { error }, `${ctx.pointer}/onError`);
  } else {
    ctx.ports.feedback.toast({ text: outcome.message, kind: 'error', duration: failureToastMs });
  }
  return ctx.signal.aborted ? 'stopped' : 'failed';
};

/**
 * `countdown`: count a state value down once a second; restarting replaces the running one, `stop` halts it at `from`.
 * The value is worked out from a deadline on the port's monotonic clock, never by counting ticks: a tick that comes
 * late (a webview in the background throttles or pauses timers) shows the true seconds left, and so does the first one
 * after the clock catches up on return.
 */
import type { CountdownAction } from '../../../../schemas/generated/types.ts';
import { placeOf, type ActionHandler } from '../context.ts';

/** Runs a countdown action; it returns at once and ticks in the background. */
export const countdown: ActionHandler<CountdownAction> = (action, ctx) => {
  const { clock } = ctx.ports;
  const place = placeOf(ctx, action.path);
  // The running countdown of a place is found by the place itself, however its path was written.
  const timer = place.join('.');
  const previous = ctx.timers.get(timer);
  if (previous !== undefined) clock.clearTimeout(previous);
  ctx.store.set(place, action.from);
  if (action.stop) {
    ctx.timers.delete(timer);
    return;
  }
  const deadline = clock.now() + action.from * 1000;
  const finish = () => {
    ctx.timers.delete(timer);
    // Reaching 0 is no tap, whoever started the countdown: onDone is a chain of its own.
    void ctx.run(action.onDone, {}, `${ctx.pointer}/onDone`, 'countdown');
  };
  const tick = () => {
    if (ctx.signal.aborted) return;
    const leftMs = deadline - clock.now();
    const left = Math.max(0, Math.ceil(leftMs / 1000));
    ctx.store.set(place, left);
    // The next tick comes when the shown number should next change.
    if (left > 0) ctx.timers.set(timer, clock.setTimeout(tick, leftMs - (left - 1) * 1000));
    else finish();
  };
  // Starting at 0 means it has already reached 0.
  if (action.from > 0) ctx.timers.set(timer, clock.setTimeout(tick, 1000));
  else finish();
};

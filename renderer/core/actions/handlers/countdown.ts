/** `countdown`: count a state value down once a second; restarting replaces the running one, `stop` halts it at `from`. */
import type { CountdownAction } from '../../../../schemas/generated/types.ts';
import type { ActionHandler } from '../context.ts';

/** Runs a countdown action; it returns at once and ticks in the background. */
export const countdown: ActionHandler<CountdownAction> = (action, ctx) => {
  const { clock } = ctx.ports;
  const previous = ctx.timers.get(action.path);
  if (previous !== undefined) clock.clearTimeout(previous);
  let left = action.from;
  ctx.store.set(action.path, left);
  if (action.stop) {
    ctx.timers.delete(action.path);
    return;
  }
  const tick = () => {
    if (ctx.signal.aborted) return;
    left -= 1;
    ctx.store.set(action.path, left);
    if (left > 0) {
      ctx.timers.set(action.path, clock.setTimeout(tick, 1000));
    } else {
      ctx.timers.delete(action.path);
      void ctx.run(action.onDone, {}, `${ctx.pointer}/onDone`);
    }
  };
  if (left > 0) {
    ctx.timers.set(action.path, clock.setTimeout(tick, 1000));
  } else {
    // Starting at 0 means it has already reached 0.
    ctx.timers.delete(action.path);
    void ctx.run(action.onDone, {}, `${ctx.pointer}/onDone`);
  }
};

/** `wait`: pause the action list; the pause ends early (and the list stops) when the screen goes away. */
import type { WaitAction } from '../../../../schemas/generated/types.ts';
import type { ActionHandler } from '../context.ts';

/** Runs a wait action. */
export const wait: ActionHandler<WaitAction> = (action, ctx) =>
  new Promise<void>((resolveWait) => {
    const done = () => {
      ctx.signal.removeEventListener('abort', done);
      ctx.ports.clock.clearTimeout(handle);
      resolveWait();
    };
    const handle = ctx.ports.clock.setTimeout(done, action.ms);
    ctx.signal.addEventListener('abort', done);
  });

/**
 * `wait`: pause the action list; the pause ends early (and the list stops) when the screen goes away. What follows a
 * wait in a tap's chain is no longer the tap: the borrower may have left, and a money call there is refused.
 */
import type { WaitAction } from '../../../../schemas/generated/types.ts';
import type { ActionHandler } from '../context.ts';

/** Runs a wait action. */
export const wait: ActionHandler<WaitAction> = (action, ctx) =>
  new Promise<void>((resolveWait) => {
    const done = () => {
      ctx.signal.removeEventListener('abort', done);
      ctx.ports.clock.clearTimeout(handle);
      if (ctx.chain.trigger === 'tap') ctx.chain.trigger = 'wait';
      resolveWait();
    };
    const handle = ctx.ports.clock.setTimeout(done, action.ms);
    ctx.signal.addEventListener('abort', done);
  });

/**
 * The action handler registry: one entry per action kind, each implemented in its own file.
 *
 * Handlers a screen's opening may need (its onLoad on the data routes: set, if, run, call, wait, openUrl's redirect,
 * native's startBankBinding) are in the entry, and so is copy: the clipboard wants the tap's user activation, which a
 * chunk fetched on a slow network could outlast. The others (tap-handlers.ts) load as one chunk of their own: the app
 * asks for it once the first screen is painted and the main thread is idle (`loadTapHandlers`), and a tap that comes
 * before it arrived waits for it inside the runner's list, so nothing is lost or reordered (a list runs in order, a
 * double submit still finds its list running). A chunk that fails to load, or has not come within `tapChunkWaitMs` of
 * the tap (on the screen's clock), is a failed action: logged with its pointer by the runner, the borrower told by a
 * toast (a money or account call, or a tap whose list goes on to one: by a notice that stays, saying nothing was sent),
 * and asked for again, by another address, by the next tap (import-again.ts); a chunk arriving after its tap gave up
 * runs nothing of that tap. A tap's
 * call whose answer runs actions waits for the chunk before its request leaves (handlers/call.ts): a lender's yes never
 * meets an onSuccess that cannot run.
 */
import type { Action } from '../../../schemas/generated/types.ts';
import { words } from '../i18n/app-words.ts';
import { importAgain, retryingLoad } from '../import-again.ts';
import type { ActionContext, ActionHandler } from './context.ts';
import { call } from './handlers/call.ts';
import { copy } from './handlers/copy.ts';
import { ifAction } from './handlers/if.ts';
import { native } from './handlers/native.ts';
import { openUrl } from './handlers/open-url.ts';
import { run } from './handlers/run.ts';
import { set } from './handlers/set.ts';
import { wait } from './handlers/wait.ts';

/** Every action kind mapped to its handler; the type makes a missing kind a compile error. */
export type HandlerRegistry = { [K in Action['do']]: ActionHandler<Extract<Action, { do: K }>> };

/** The kinds whose handlers load later, in their own chunk (tap-handlers.ts). */
export type TapKind = 'back' | 'countdown' | 'navigate' | 'probe' | 'save' | 'toast';

/** The handlers of the later chunk. */
export type TapHandlers = Pick<HandlerRegistry, TapKind>;

/** How each lazy registry makes every handler of it at hand: undefined when they are, else once they are. */
const readiness = new WeakMap<HandlerRegistry, (ctx: ActionContext, unsent?: boolean) => Promise<void> | undefined>();

/**
 * Makes every handler of a registry at hand (a lazy registry's chunk loaded); undefined when they already are. `unsent`:
 * a money or account call waits for them, so a chunk that cannot come leaves a lasting notice that nothing was sent.
 */
export const handlersReady = (registry: HandlerRegistry, ctx: ActionContext, unsent?: boolean): Promise<void> | undefined =>
  readiness.get(registry)?.(ctx, unsent);

/** A registry whose tap handlers come from a chunk, and the loading of that chunk. */
export interface LazyRegistry {
  handlers: HandlerRegistry;
  /** Loads the chunk (once; a failed load, or one a tap gave up on, is tried again by the next call). */
  load(signal?: AbortSignal): Promise<TapHandlers>;
}

/**
 * How long a tap waits for the chunk before it ends as a failure (nothing sent, the button free again): its 1 KB that
 * has not come in 15 s is not coming (Slow 3G: a new connection and the request are about 4 round trips of 2 s), and
 * the browser alone would keep the tap waiting for minutes.
 */
export const tapChunkWaitMs = 15_000;

/**
 * The registry over a loader of the tap handlers' chunk (the app's is the import below; tests give their own), told which
 * attempt it is (0 the first).
 */
export function lazyRegistry(loadChunk: (attempt: number) => Promise<TapHandlers>, waitMs = tapChunkWaitMs): LazyRegistry {
  let loaded: TapHandlers | undefined;
  const loadOnce = retryingLoad((attempt) => loadChunk(attempt).then((m) => (loaded = m)));
  const load = (signal?: AbortSignal) => (loaded ? Promise.resolve(loaded) : loadOnce(signal));
  /**
   * The chunk for a tap's action: 'stopped' once the screen goes away; a failure, the borrower told in the app's words
   * and the error for the runner's log, when it cannot be loaded or has not come within `waitMs` on the screen's clock.
   * One given up on is asked for anew by the next tap; arriving late it is kept, and runs nothing of this tap. The
   * borrower is told by a toast, or, for a money or account call that now sends nothing (`unsent`), by a notice that
   * stays until they act: that failure must not vanish.
   */
  const forTap = (ctx: ActionContext, unsent?: boolean): Promise<TapHandlers | 'stopped'> => {
    // Given up on, the pending load is dropped: the next tap asks for the chunk again (from another address).
    const gaveUp = new AbortController();
    const chunk = load(gaveUp.signal);
    const { clock } = ctx.ports;
    const { signal } = ctx;
    let timer: unknown;
    let stop = () => {};
    return new Promise<TapHandlers | 'stopped'>((resolve, reject) => {
      stop = () => resolve('stopped');
      timer = clock.setTimeout(() => {
        gaveUp.abort();
        reject(new Error(`it did not arrive within ${waitMs / 1000} s`));
      }, waitMs);
      signal.addEventListener('abort', stop);
      if (signal.aborted) stop();
      chunk.then(resolve, reject);
    })
      .finally(() => {
        clock.clearTimeout(timer);
        signal.removeEventListener('abort', stop);
      })
      .catch((err: unknown) => {
        if (signal.aborted) return 'stopped';
        const { feedback } = ctx.ports;
        if (unsent) feedback.notice(words('Network error: nothing was sent and no money moved. Please check your connection and try again.'));
        else feedback.toast({ text: words('Network error. Please check your connection and try again.'), kind: 'error', duration: 2000 });
        throw new Error(`its code could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
      });
  };
  /** A handler of the chunk: runs it at once when the chunk is in, else once it has arrived. */
  function later<K extends TapKind>(kind: K): ActionHandler<Extract<Action, { do: K }>> {
    return (action, ctx) => {
      if (loaded) return loaded[kind](action, ctx);
      // A tap that goes on to a money or account call sends nothing when the chunk cannot come: the notice says so.
      const unsent = ctx.chain.trigger === 'tap' && ctx.tapOnlyCallAhead();
      return forTap(ctx, unsent).then((chunk) => (chunk === 'stopped' || ctx.signal.aborted ? 'stopped' : chunk[kind](action, ctx)));
    };
  }
  const handlers: HandlerRegistry = {
    navigate: later('navigate'),
    openUrl,
    back: later('back'),
    native,
    call,
    toast: later('toast'),
    set,
    copy,
    wait,
    if: ifAction,
    countdown: later('countdown'),
    save: later('save'),
    run,
    probe: later('probe'),
  };
  readiness.set(handlers, (ctx, unsent) => (loaded ? undefined : forTap(ctx, unsent).then(() => undefined)));
  return { handlers, load };
}

// After a failed or given-up attempt the chunk is asked for from another address (import-again.ts).
const builtin = lazyRegistry((attempt) =>
  importAgain(() => import('./tap-handlers.ts'), 'hatid-chunk:renderer/core/actions/tap-handlers.ts', 'tapHandlers', attempt, import.meta.url).then(
    (m) => m.tapHandlers,
  ),
);

/** The built-in handlers. */
export const handlers: HandlerRegistry = builtin.handlers;

/** Loads the built-in tap handlers' chunk (the app asks once the first screen is painted and idle). */
export const loadTapHandlers: () => Promise<TapHandlers> = builtin.load;

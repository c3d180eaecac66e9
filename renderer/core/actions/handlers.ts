/**
 * The action handler registry: one entry per action kind, each implemented in its own file.
 *
 * Handlers a screen's opening may need (its onLoad on the data routes: set, if, run, call, wait, openUrl's redirect,
 * native's startBankBinding) are in the entry, and so is copy: the clipboard wants the tap's user activation, which a
 * chunk fetched on a slow network could outlast. The others (tap-handlers.ts) load as one chunk of their own: the app
 * asks for it once the first screen is painted and the main thread is idle (`loadTapHandlers`), and a tap that comes
 * before it arrived waits for it inside the runner's list, so nothing is lost or reordered (a list runs in order, a
 * double submit still finds its list running). A chunk that fails to load is a failed action: logged with its pointer
 * by the runner, the borrower told by a toast, and asked for again by the next tap. A tap's call whose answer runs
 * actions waits for the chunk before its request leaves (handlers/call.ts): a lender's yes never meets an onSuccess
 * that cannot run.
 */
import type { Action } from '../../../schemas/generated/types.ts';
import { words } from '../i18n/app-words.ts';
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
const readiness = new WeakMap<HandlerRegistry, (ctx: ActionContext) => Promise<void> | undefined>();

/** Makes every handler of a registry at hand (a lazy registry's chunk loaded); undefined when they already are. */
export const handlersReady = (registry: HandlerRegistry, ctx: ActionContext): Promise<void> | undefined => readiness.get(registry)?.(ctx);

/** A registry whose tap handlers come from a chunk, and the loading of that chunk. */
export interface LazyRegistry {
  handlers: HandlerRegistry;
  /** Loads the chunk (once; a failed load is tried again by the next call). */
  load(): Promise<TapHandlers>;
}

/** The registry over a loader of the tap handlers' chunk (the app's is the `import` below; tests give their own). */
export function lazyRegistry(loadChunk: () => Promise<TapHandlers>): LazyRegistry {
  let loaded: TapHandlers | undefined;
  let loading: Promise<TapHandlers> | undefined;
  const load = () => {
    if (loaded) return Promise.resolve(loaded);
    const chunk = (loading ??= loadChunk().then((m) => (loaded = m)));
    chunk.catch(() => {
      if (loading === chunk) loading = undefined;
    });
    return chunk;
  };
  /** A chunk that cannot be loaded, as the runner reports it: the borrower told in the app's words, the error logged. */
  const unloadable = (ctx: ActionContext, err: unknown) => {
    ctx.ports.feedback.toast({ text: words('Network error. Please check your connection and try again.'), kind: 'error', duration: 2000 });
    return new Error(`its code could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
  };
  /** A handler of the chunk: runs it at once when the chunk is in, else once it has arrived. */
  function later<K extends TapKind>(kind: K): ActionHandler<Extract<Action, { do: K }>> {
    const from = (chunk: TapHandlers): ActionHandler<Extract<Action, { do: K }>> => chunk[kind];
    return (action, ctx) => {
      if (loaded) return from(loaded)(action, ctx);
      return load().then(
        (chunk) => (ctx.signal.aborted ? 'stopped' : from(chunk)(action, ctx)),
        (err: unknown) => {
          throw unloadable(ctx, err);
        },
      );
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
  readiness.set(handlers, (ctx) =>
    loaded
      ? undefined
      : load().then(
          () => undefined,
          (err: unknown) => {
            throw unloadable(ctx, err);
          },
        ),
  );
  return { handlers, load };
}

const builtin = lazyRegistry(() => import('./tap-handlers.ts').then((m) => m.tapHandlers));

/** The built-in handlers. */
export const handlers: HandlerRegistry = builtin.handlers;

/** Loads the built-in tap handlers' chunk (the app asks once the first screen is painted and idle). */
export const loadTapHandlers: () => Promise<TapHandlers> = builtin.load;

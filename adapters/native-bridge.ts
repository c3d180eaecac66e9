/** The native app bridge (spec section 1): Android JS interface or iOS message handlers, failures ignored. */
import type { NativeActionName, NativePort } from '../renderer/core/ports.ts';
import type { NativeLog, NativeLogEntry } from './native-log.ts';

/** Options of createNativeBridge. */
export interface NativeBridgeOptions {
  /** The name of the Android JS interface object on window; 'android' by default. */
  androidInterface?: string;
  /** Where to look for the bridges; the global window by default (read at each call). */
  target?: () => unknown;
  log?: NativeLog | undefined;
  now?: () => number;
  /**
   * The global function the native app calls for its back event (the iOS back gesture); 'onNativeBack' by
   * default. It returns true when the page handled the event, so the native app knows not to go back itself.
   */
  backFunction?: string;
}

type Fn = (...args: unknown[]) => unknown;

function prop(obj: unknown, key: string): unknown {
  if ((typeof obj !== 'object' && typeof obj !== 'function') || obj === null) return undefined;
  return (obj as Record<string, unknown>)[key];
}

/** What a bridge call returned, when it is a promise (an iOS handler with a reply): never awaited, its failure caught. */
function thenable(value: unknown): PromiseLike<unknown> | undefined {
  const then = prop(value, 'then');
  return typeof then === 'function' ? (value as PromiseLike<unknown>) : undefined;
}

/** Sends the action to whichever bridge exists; returns which one took it and any answer. Throws what the bridge throws. */
function deliver(
  win: unknown,
  androidName: string,
  action: string,
  args: Record<string, unknown>,
): { delivered: NativeLogEntry['delivered']; answer?: unknown } {
  const android = prop(win, androidName);
  const androidFn = prop(android, action);
  if (typeof androidFn === 'function') {
    return { delivered: 'android', answer: (androidFn as Fn).call(android, JSON.stringify(args)) };
  }
  const handler = prop(prop(prop(win, 'webkit'), 'messageHandlers'), action);
  const post = prop(handler, 'postMessage');
  if (typeof post === 'function') {
    return { delivered: 'ios', answer: (post as Fn).call(handler, args) };
  }
  return { delivered: 'none' };
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Creates the NativePort. Every call is also appended to the native log, when one is given. */
export function createNativeBridge(options: NativeBridgeOptions = {}): NativePort {
  const androidName = options.androidInterface ?? 'android';
  const target = options.target ?? (() => (typeof window === 'undefined' ? undefined : window));
  const { log } = options;
  const now = options.now ?? Date.now;
  const backFunction = options.backFunction ?? 'onNativeBack';
  const backListeners = new Set<() => void>();
  const emitBack = (): boolean => {
    const listeners = [...backListeners];
    for (const listener of listeners) {
      try {
        listener();
      } catch {
        // A failing listener must not stop the others or reach the native caller.
      }
    }
    return listeners.length > 0;
  };
  return {
    onBack(listener) {
      try {
        const win = target();
        if (typeof win === 'object' && win !== null) (win as Record<string, unknown>)[backFunction] = emitBack;
      } catch {
        // A window that will not take the function (frozen, or a read-only property): the screen works without it.
      }
      backListeners.add(listener);
      return () => void backListeners.delete(listener);
    },
    call(action: NativeActionName, args: Record<string, unknown>) {
      const safeArgs = args ?? {};
      const append = (entry: Omit<NativeLogEntry, 'action' | 'args' | 'at'>) => {
        try {
          log?.append({ action, args: safeArgs, at: now(), ...entry });
        } catch {
          // Logging is a convenience; it never breaks a native call.
        }
      };
      try {
        const { delivered, answer } = deliver(target(), androidName, action, safeArgs);
        append({ delivered });
        // An answer is never waited for (one may never come); a failed one is only recorded.
        thenable(answer)?.then(undefined, (err: unknown) => append({ delivered, error: messageOf(err) }));
      } catch (err) {
        append({ delivered: 'none', error: messageOf(err) });
      }
    },
  };
}

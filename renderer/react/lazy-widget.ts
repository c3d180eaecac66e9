/** Rarer widgets load as their own chunks, so the first screen's JavaScript stays small. */
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ClockPort } from '../core/ports.ts';
import { useClock } from './draw-context.ts';

/** How long after a failed load a render may load it again. */
const retryAfterMs = 1000;

/** A widget component that loads on first use; `preload` fetches it ahead of time; `isLoaded` says whether it is in. */
export type LazyWidget<P> = ComponentType<P> & { preload(): Promise<void>; isLoaded(): boolean };

/**
 * Wraps a dynamic import of a widget component; it suspends until loaded, and a failed load is retried on the next render.
 * It suspends through React.lazy: suspending with use() and then, once loaded, drawing the component without use()
 * made React warn "called use() to suspend in a previous render but did not call use() when it finished".
 */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  /** The clock of the screen that drew it last: the pause before a failed load is tried again is measured by it. */
  let clock: ClockPort | undefined;
  /** When the last load failed (ms by that clock; Infinity with no clock: never again by itself); undefined while none has. */
  let failedAt: number | undefined;
  const start = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (reason: unknown) => {
        pending = undefined;
        failedAt = clock ? clock.now() : Infinity;
        throw reason;
      },
    ));
  const fresh = (): LazyExoticComponent<ComponentType<P>> => lazy(() => start().then((component) => ({ default: component })));
  let suspending = fresh();
  function Lazy(props: P) {
    clock = useClock();
    // A loaded widget is drawn directly, so a screen whose widgets are loaded never suspends.
    if (loaded) return createElement(loaded, props);
    // React.lazy keeps a failure for good. The renders right after it show it (the node's error state, with its retry);
    // a render a moment later, such as that retry, gets a fresh one that loads again, so an offline phone is not
    // asked for the chunk over and over. Outside a screen (no clock to wait by) a failure stays, as React.lazy's.
    if (failedAt !== undefined && clock && clock.now() - failedAt >= retryAfterMs) {
      failedAt = undefined;
      suspending = fresh();
    }
    return createElement(suspending, props);
  }
  return Object.assign(Lazy, { preload: () => start().then(() => undefined), isLoaded: () => loaded !== undefined });
}

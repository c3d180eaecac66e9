/** Rarer widgets load as their own chunks, so the first screen's JavaScript stays small. */
import { createElement, use, type ComponentType } from 'react';

/** A widget component that loads on first use; `preload` fetches it ahead of time. */
export type LazyWidget<P> = ComponentType<P> & { preload(): Promise<void> };

/** A promise carrying its own outcome, the shape React's use() reads synchronously once settled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Wraps a dynamic import of a widget component; it suspends until loaded, and a failed load is retried on the next render. */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  let pending: Tracked<ComponentType<P>> | undefined;
  const start = (): Tracked<ComponentType<P>> => {
    if (pending) return pending;
    const promise: Tracked<ComponentType<P>> = load();
    promise.status = 'pending';
    promise.then(
      (component) => {
        promise.status = 'fulfilled';
        promise.value = component;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        pending = undefined;
      },
    );
    pending = promise;
    return promise;
  };
  function Lazy(props: P) {
    const loading = start();
    // A loaded widget is drawn directly: use() would still mark the render as having waited on a promise.
    return createElement(loading.status === 'fulfilled' ? (loading.value as ComponentType<P>) : use(loading as Promise<ComponentType<P>>), props);
  }
  return Object.assign(Lazy, { preload: () => start().then(() => undefined) });
}

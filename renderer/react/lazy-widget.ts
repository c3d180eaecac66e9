/** Rarer widgets load as their own chunks, so the first screen's JavaScript stays small. */
import { createElement, use, type ComponentType } from 'react';

/** A widget component that loads on first use; `preload` fetches it ahead of time. */
export type LazyWidget<P> = ComponentType<P> & { preload(): Promise<void> };

/** Wraps a dynamic import of a widget component; renders it directly once loaded, suspends until then. */
export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): LazyWidget<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
    }));
  function Lazy(props: P) {
    if (!loaded) use(preload());
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(Lazy, { preload });
}

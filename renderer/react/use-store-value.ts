/** Per-binding subscriptions: a node re-renders only when the values it shows change. */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ScreenSnapshot } from '../core/store.ts';
import { useScreen } from './screen-context.ts';

/** Shallow equality of arrays and plain objects; identity otherwise. */
export function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => Object.hasOwn(b, k) && Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Subscribes to a value computed from the store; the component re-renders only when `equal` says it changed. */
export function useStoreValue<T>(select: (snapshot: ScreenSnapshot) => T, equal: (a: T, b: T) => boolean = shallowEqual): T {
  const { store } = useScreen();
  const cache = useRef<{ snapshot: ScreenSnapshot; select: typeof select; value: T } | null>(null);
  const getSnapshot = useCallback(() => {
    const snapshot = store.getSnapshot();
    const last = cache.current;
    if (last && last.snapshot === snapshot && last.select === select) return last.value;
    const value = select(snapshot);
    if (last && equal(last.value, value)) {
      cache.current = { snapshot, select, value: last.value };
      return last.value;
    }
    cache.current = { snapshot, select, value };
    return value;
  }, [store, select, equal]);
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot);
}

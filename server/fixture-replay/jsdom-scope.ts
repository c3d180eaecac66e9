/**
 * Makes a worker thread's global scope a jsdom window, as vitest's jsdom environment does for `npm test`: every name of
 * the window Node lacks (document, HTMLElement, KeyboardEvent, getComputedStyle, requestAnimationFrame, …) reads the
 * window's, functions bound to it; `window`, `self`, `top`, `parent` and `document.defaultView` are the global scope
 * itself, so one fixture clock (renderer/fixture-harness/fixture-clock.ts) rules every timer. Node's own fetch, Request,
 * URL, AbortController, Blob, File and FormData stay: the fixture's lender answers in-process with them. The DOM's event
 * classes are the window's (what jsdom dispatches and checks). Call it before React is imported: react-dom decides at
 * load whether there is a DOM.
 */
import { JSDOM } from 'jsdom';

/** Names Node has that the scope takes from the window all the same. */
const domOwn = new Set(['Event', 'EventTarget', 'CustomEvent', 'MessageEvent', 'DOMException', 'UIEvent', 'FocusEvent', 'KeyboardEvent']);

/** The names every page reaches through `window`, which stand for the global scope itself. */
const selfNames = ['window', 'self', 'top', 'parent'];

/** Installs the window; answers the global scope, now a window. */
export function installJsdomScope(url: string): Window & typeof globalThis {
  const dom = new JSDOM('<!doctype html><html lang="en"><head></head><body></body></html>', { url, pretendToBeVisual: true });
  const win = dom.window as unknown as Record<string, unknown>;
  const scope = globalThis as unknown as Record<string, unknown>;
  // The window's own names and those of its prototypes (addEventListener, dispatchEvent, … live on EventTarget's).
  const names = new Set<string>();
  for (let o: object | null = win; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const key of Object.getOwnPropertyNames(o)) if (key !== 'constructor') names.add(key);
  }
  for (const key of names) {
    if (selfNames.includes(key) || (key in scope && !domOwn.has(key))) continue;
    const value = win[key];
    const bound = typeof value === 'function' && key[0] !== key[0]?.toUpperCase() ? (value as (...a: unknown[]) => unknown).bind(win) : undefined;
    let replaced: { value: unknown } | undefined;
    Object.defineProperty(scope, key, {
      configurable: true,
      get: () => (replaced ? replaced.value : (bound ?? win[key])),
      set: (next: unknown) => void (replaced = { value: next }),
    });
  }
  for (const key of selfNames) Object.defineProperty(scope, key, { configurable: true, writable: true, value: scope });
  Object.defineProperty(dom.window.document, 'defaultView', { configurable: true, get: () => scope });
  return globalThis as unknown as Window & typeof globalThis;
}

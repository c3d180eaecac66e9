/**
 * The shared unit worker's globals, checked after every test. The unit project runs many files in one jsdom per worker
 * (`isolate: false`), so a global a test leaves changed breaks a later, unrelated file — and only in the file order
 * that puts them in one worker, which differs between a fresh clone and a warm checkout. A test that faked the clock and
 * then stubbed `requestAnimationFrame` got the fake clock's frame function back when both were put back (the stub is
 * undone to what it replaced), and changed-outline.test.tsx, files later, waited forever for a frame: CI red, never
 * seen locally. Here the leak fails the test that made it, and the global is put back for the files after it.
 */

/** Globals later files rely on: timers and frames, the network, observers, the page's objects. */
const watched = [
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'Date',
  'performance',
  'fetch',
  'XMLHttpRequest',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'URL',
  'URLSearchParams',
  'AbortController',
  'MutationObserver',
  'ResizeObserver',
  'IntersectionObserver',
  'matchMedia',
  'navigator',
  'localStorage',
  'sessionStorage',
] as const;

type Snapshot = Map<string, unknown>;

const snapshotKey = Symbol.for('hatid.unit.worker-globals');

const read = (): Snapshot => {
  const values: Snapshot = new Map(watched.map((name) => [name, Reflect.get(globalThis, name)]));
  values.set('performance.now', globalThis.performance?.now);
  return values;
};

/** The globals as the worker's first file found them (taken once per worker, before any test ran). */
function original(): Snapshot {
  const kept = Reflect.get(globalThis, snapshotKey) as Snapshot | undefined;
  if (kept) return kept;
  const taken = read();
  Object.defineProperty(globalThis, snapshotKey, { value: taken });
  return taken;
}

/** Takes the worker's first look at its globals; call from the setup file before any test. */
export function rememberWorkerGlobals(): void {
  original();
}

/**
 * Puts back every watched global a test left changed and throws naming them; call after the test's own clean-up (fake
 * timers, stubs and spies undone).
 */
export function checkWorkerGlobals(): void {
  const before = original();
  const changed: string[] = [];
  for (const [name, value] of read()) {
    if (value === before.get(name)) continue;
    changed.push(name);
    const was = before.get(name);
    if (name === 'performance.now') Object.defineProperty(globalThis.performance, 'now', { value: was, configurable: true, writable: true });
    else Object.defineProperty(globalThis, name, { value: was, configurable: true, writable: true });
  }
  if (changed.length > 0) {
    throw new Error(
      `This test left ${changed.join(', ')} changed after its clean-up (put back now). Later files of the shared unit ` +
        'worker would get it: undo it in the test, and undo stubs and fake timers in the reverse order they were made.',
    );
  }
}

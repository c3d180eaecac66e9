/** The per-screen store (zustand vanilla): the values every expression reads, and their updates. */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { getAt, setAt, splitPath } from './paths.ts';

/** The roots a screen's expressions read. */
export interface ScreenValues {
  params: Record<string, unknown>;
  query: Record<string, string>;
  session: Record<string, string>;
  state: Record<string, unknown>;
  data: Record<string, unknown>;
  /** Values saved by earlier screens (the save action) that this screen reads. */
  saved: Record<string, unknown>;
}

/** Where the screen is in its life: loading its data, ready, or failed (with a message and whether to retry). */
export type ScreenStatus = { phase: 'loading' } | { phase: 'ready' } | { phase: 'failed'; message: string; canRetry: boolean };

/** Everything a screen's store holds. */
export interface ScreenSnapshot extends ScreenValues {
  status: ScreenStatus;
}

/** The store of one screen, with path-based reads and writes for actions and bindings. */
export interface ScreenStore {
  api: StoreApi<ScreenSnapshot>;
  getSnapshot(): ScreenSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads "state.x.y" (or a key list). */
  get(path: string | readonly (string | number)[]): unknown;
  /** Writes under state or data only; other roots are read-only. */
  set(path: string | readonly (string | number)[], value: unknown): void;
  setStatus(status: ScreenStatus): void;
  /** Records a value the save action stored, so saved.<key> reads it at once. */
  setSaved(key: string, value: unknown): void;
}

/** The roots expressions read, from a snapshot. */
export function valuesOf(snapshot: ScreenValues): ScreenValues {
  const { params, query, session, state, data, saved } = snapshot;
  return { params, query, session, state, data, saved };
}

const writableRoots = new Set(['state', 'data']);

/** Creates the store of one screen; it starts loading unless told otherwise. */
export function createScreenStore(initial: ScreenValues, status: ScreenStatus = { phase: 'loading' }): ScreenStore {
  const api = createStore<ScreenSnapshot>()(() => ({ ...initial, status }));
  const keysOf = (path: string | readonly (string | number)[]) => (typeof path === 'string' ? splitPath(path) : path);
  return {
    api,
    getSnapshot: api.getState,
    subscribe: api.subscribe,
    get: (path) => getAt(api.getState(), keysOf(path)),
    set(path, value) {
      const [root, ...rest] = keysOf(path);
      if (root === undefined || !writableRoots.has(String(root))) throw new Error(`only state and data can be changed, not \`${String(root)}\``);
      const snapshot = api.getState();
      const key = root as 'state' | 'data';
      api.setState({ [key]: setAt(snapshot[key], rest, value) } as Pick<ScreenSnapshot, typeof key>);
    },
    setStatus: (status) => api.setState({ status }),
    setSaved(key, value) {
      const saved = { ...api.getState().saved };
      if (value === null || value === undefined) delete saved[key];
      else saved[key] = value;
      api.setState({ saved });
    },
  };
}

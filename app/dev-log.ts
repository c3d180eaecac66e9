/** Renderer errors kept for the development console (pointer and message), newest last. */

/** One logged renderer error. */
export interface DevLogEntry {
  message: string;
  pointer: string;
}

const entries: DevLogEntry[] = [];
const listeners = new Set<() => void>();
let snapshot: readonly DevLogEntry[] = [];

/** The renderer error log. */
export const devLog = {
  add(entry: DevLogEntry) {
    entries.push(entry);
    if (entries.length > 50) entries.shift();
    snapshot = [...entries];
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  getSnapshot: (): readonly DevLogEntry[] => snapshot,
};

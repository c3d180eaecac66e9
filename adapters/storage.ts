/** The StoragePort: JSON values in localStorage, falling back to memory when it is missing, full or blocked. */
import type { StoragePort } from '../renderer/core/ports.ts';

/** Options of createStorage. */
export interface StorageOptions {
  /** The backing store; window.localStorage by default (null: memory only). */
  backing?: Storage | null;
}

function defaultBacking(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Creates the storage port. Values are stored as JSON; a stored text that is not JSON comes back as that text. */
export function createStorage(options: StorageOptions = {}): StoragePort {
  const backing = options.backing === undefined ? defaultBacking() : options.backing;
  const memory = new Map<string, string>();

  const read = (key: string): string | null => {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return backing ? backing.getItem(key) : null;
    } catch {
      return null;
    }
  };

  return {
    get(key) {
      const raw = read(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    },
    set(key, value) {
      let raw: string;
      try {
        raw = JSON.stringify(value) ?? 'null';
      } catch {
        return;
      }
      try {
        if (!backing) throw new Error('no localStorage');
        backing.setItem(key, raw);
        memory.delete(key);
      } catch {
        memory.set(key, raw);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        backing?.removeItem(key);
      } catch {
        // Nothing more to do: the memory copy is gone.
      }
    },
  };
}

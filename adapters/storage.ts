/**
 * The StoragePort: JSON values in sessionStorage (kept while the webview lives) or localStorage (kept on the
 * device), each falling back to memory when it is missing, full or blocked.
 */
import type { StorageArea, StoragePort } from '../renderer/core/ports.ts';

/** Options of createStorage. */
export interface StorageOptions {
  /** The device store; window.localStorage by default (null: memory only). */
  backing?: Storage | null;
  /** The session store; window.sessionStorage by default (null: memory only). */
  sessionBacking?: Storage | null;
}

function windowStorage(area: StorageArea): Storage | null {
  try {
    if (area === 'session') return typeof sessionStorage === 'undefined' ? null : sessionStorage;
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** One area: raw strings in the backing store, or in memory when the backing refuses them. */
function createArea(backing: Storage | null) {
  const memory = new Map<string, string>();
  return {
    read(key: string): string | null {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return backing ? backing.getItem(key) : null;
      } catch {
        return null;
      }
    },
    write(key: string, raw: string) {
      try {
        if (!backing) throw new Error('no storage');
        backing.setItem(key, raw);
        memory.delete(key);
      } catch {
        memory.set(key, raw);
      }
    },
    remove(key: string) {
      memory.delete(key);
      try {
        backing?.removeItem(key);
      } catch {
        // Nothing more to do: the memory copy is gone.
      }
    },
  };
}

/** Creates the storage port. Values are stored as JSON; a stored text that is not JSON comes back as that text. */
export function createStorage(options: StorageOptions = {}): StoragePort {
  const areas = {
    session: createArea(options.sessionBacking === undefined ? windowStorage('session') : options.sessionBacking),
    device: createArea(options.backing === undefined ? windowStorage('device') : options.backing),
  };
  return {
    get(key) {
      const raw = areas.session.read(key) ?? areas.device.read(key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    },
    set(key, value, area = 'device') {
      let raw: string;
      try {
        raw = JSON.stringify(value) ?? 'null';
      } catch {
        return;
      }
      areas[area].write(key, raw);
    },
    remove(key) {
      areas.session.remove(key);
      areas.device.remove(key);
    },
  };
}

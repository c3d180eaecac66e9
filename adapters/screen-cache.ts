/**
 * The last good copy of each published screen, kept on the device (localStorage) with its ETag, so the app can
 * ask the server "changed since?" and still show the screen when the network fails. Storage that is missing,
 * full or blocked, and entries that are not what we wrote, are taken as "no copy": the cache never breaks a load.
 */

/** One kept copy. */
export interface CachedScreen {
  /** The ETag the server sent with it (null when it sent none). */
  etag: string | null;
  /** The document as the server sent it. */
  document: unknown;
  /** When it was kept (ISO time). */
  savedAt: string;
  /**
   * What the server said it is, for the field reports (which check each before sending): the version (X-Screen-Version),
   * an experiment's variant (X-Screen-Variant) and the rollout bucket it was asked with.
   */
  version?: unknown;
  variant?: unknown;
  bucket?: unknown;
}

/** The cache of screens. */
export interface ScreenCache {
  read(id: string): CachedScreen | undefined;
  /** Keeps a copy; returns false when the device would not store it. */
  write(id: string, entry: { etag: string | null; document: unknown; version?: number | null; variant?: string; bucket?: number }): boolean;
  remove(id: string): void;
}

/** Options of createScreenCache. */
export interface ScreenCacheOptions {
  /** The device store; window.localStorage by default (null: nothing is kept). */
  backing?: Storage | null;
  /** The clock for savedAt. */
  now?: () => Date;
}

/** The storage key of a screen's copy. */
export const screenCacheKey = (id: string) => `hatid.screen.${id}`;

const prefix = screenCacheKey('');

function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parseEntry(raw: string | null): CachedScreen | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const { etag, document, savedAt } = value as Record<string, unknown>;
    if ((etag !== null && typeof etag !== 'string') || typeof savedAt !== 'string' || document === undefined) return undefined;
    return value as CachedScreen;
  } catch {
    return undefined;
  }
}

/** Creates the screen cache. */
export function createScreenCache(options: ScreenCacheOptions = {}): ScreenCache {
  const backing = options.backing === undefined ? deviceStorage() : options.backing;
  const now = options.now ?? (() => new Date());
  const remove = (key: string) => {
    try {
      backing?.removeItem(key);
    } catch {
      // Blocked storage: there is nothing to remove from.
    }
  };
  /** The keys of the other kept screens, oldest first: what to let go when the device is full. */
  const othersOldestFirst = (except: string): string[] => {
    if (!backing) return [];
    const found: { key: string; savedAt: string }[] = [];
    try {
      for (let i = 0; i < backing.length; i++) {
        const key = backing.key(i);
        if (key === null || !key.startsWith(prefix) || key === except) continue;
        found.push({ key, savedAt: parseEntry(backing.getItem(key))?.savedAt ?? '' });
      }
    } catch {
      return [];
    }
    return found.sort((a, b) => a.savedAt.localeCompare(b.savedAt)).map((f) => f.key);
  };
  return {
    read(id) {
      const key = screenCacheKey(id);
      let raw: string | null;
      try {
        raw = backing ? backing.getItem(key) : null;
      } catch {
        return undefined;
      }
      const entry = parseEntry(raw);
      if (raw !== null && !entry) remove(key);
      return entry;
    },
    write(id, entry) {
      if (!backing) return false;
      const key = screenCacheKey(id);
      let raw: string;
      try {
        raw = JSON.stringify({ ...entry, savedAt: now().toISOString() });
      } catch {
        return false;
      }
      const store = () => {
        try {
          backing.setItem(key, raw);
          return true;
        } catch {
          return false;
        }
      };
      if (store()) return true;
      // Full (or blocked): let the other kept screens go, oldest first, until it fits; else keep what there was.
      for (const other of othersOldestFirst(key)) {
        remove(other);
        if (store()) return true;
      }
      return false;
    },
    remove(id) {
      remove(screenCacheKey(id));
    },
  };
}

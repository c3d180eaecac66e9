const key = 'hatid.studio.author';

/** The name this browser last published or rolled back under ("" when none). */
export function loadAuthorName(): string {
  try {
    return globalThis.localStorage?.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** Remembers the name for the next publish or rollback. */
export function saveAuthorName(name: string): void {
  try {
    globalThis.localStorage?.setItem(key, name.trim());
  } catch {
    // Storage can be full or blocked; the name is then asked for again next time.
  }
}

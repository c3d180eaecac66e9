/**
 * Unsaved drafts, one per screen, in localStorage: a reload or a crash never loses an edit. A draft equal to the
 * published text is no draft and is removed.
 */

/** An unsaved edit of a screen and the published version it started from. */
export interface Draft {
  text: string;
  /** The published version the edit started from (0 = the bundled file). */
  baseVersion: number;
  /** ISO date and time of the last change. */
  savedAt: string;
}

const prefix = 'hatid-studio:draft:';

/** The localStorage key of a screen's draft. */
export function draftKey(screenId: string): string {
  return `${prefix}${screenId}`;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.text === 'string' && typeof v.baseVersion === 'number' && typeof v.savedAt === 'string';
}

/** The stored draft of a screen, or null when there is none (or it cannot be read). */
export function loadDraft(screenId: string, storage: Storage = localStorage): Draft | null {
  try {
    const raw = storage.getItem(draftKey(screenId));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Stores `text` as the screen's draft, or removes the draft when the text equals the published one. */
export function saveDraft(
  screenId: string,
  text: string,
  published: { text: string; version: number },
  storage: Storage = localStorage,
  now: Date = new Date(),
): void {
  try {
    if (text === published.text) storage.removeItem(draftKey(screenId));
    else storage.setItem(draftKey(screenId), JSON.stringify({ text, baseVersion: published.version, savedAt: now.toISOString() }));
  } catch {
    // A full or blocked storage only costs the draft; the editor keeps the text.
  }
}

/** Removes a screen's draft. */
export function clearDraft(screenId: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(draftKey(screenId));
  } catch {
    // Nothing stored, nothing lost.
  }
}

/** The ids of every screen with a stored draft. */
export function draftIds(storage: Storage = localStorage): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
  } catch {
    return [];
  }
  return ids.sort();
}

/**
 * The browser's backup of each screen's draft, in localStorage: a reload, a crash, a lost connection or an ended
 * session never loses an edit, even before the server has it (the server's copy is the one other browsers see). A
 * draft equal to its base text is no draft and is removed. A draft remembers whose it is, so on a shared computer
 * another staff member's sign-in does not pick it up.
 */

/** An edit of a screen kept in this browser and the version it started from. */
export interface Draft {
  text: string;
  /** The version the edit started from (0 = the copy bundled with the app). */
  baseVersion: number;
  /** ISO date and time of the last change. */
  savedAt: string;
  /** The staff member who typed it, when known. */
  userId?: string;
}

/** Where and as whom a draft is read or written (defaults: localStorage, now, nobody in particular). */
export interface DraftOptions {
  storage?: Storage;
  now?: Date;
  userId?: string;
}

const prefix = 'hatid-studio:draft:';

/** The localStorage key of a screen's draft. */
export function draftKey(screenId: string): string {
  return `${prefix}${screenId}`;
}

function isDraft(value: unknown): value is Draft {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.text === 'string' &&
    typeof v.baseVersion === 'number' &&
    typeof v.savedAt === 'string' &&
    (v.userId === undefined || typeof v.userId === 'string')
  );
}

/** The stored draft of a screen, or null when there is none, it cannot be read, or it is someone else's. */
export function loadDraft(screenId: string, { storage = localStorage, userId }: DraftOptions = {}): Draft | null {
  try {
    const raw = storage.getItem(draftKey(screenId));
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    if (!isDraft(parsed)) return null;
    return userId !== undefined && parsed.userId !== undefined && parsed.userId !== userId ? null : parsed;
  } catch {
    return null;
  }
}

/** Stores `text` as the screen's draft, or removes the draft when the text equals its base text. */
export function saveDraft(screenId: string, text: string, base: { text: string; version: number }, options: DraftOptions = {}): void {
  const { storage = localStorage, now = new Date(), userId } = options;
  try {
    if (text === base.text) storage.removeItem(draftKey(screenId));
    else
      storage.setItem(
        draftKey(screenId),
        JSON.stringify({ text, baseVersion: base.version, savedAt: now.toISOString(), ...(userId ? { userId } : {}) }),
      );
  } catch {
    // A full or blocked storage only costs the backup; the editor keeps the text and the server its copy.
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

/** The ids of every screen with a stored draft (only `userId`'s own and unowned ones when given). */
export function draftIds({ storage = localStorage, userId }: DraftOptions = {}): string[] {
  const ids: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) ids.push(key.slice(prefix.length));
    }
  } catch {
    return [];
  }
  return ids.filter((id) => loadDraft(id, { storage, userId }) !== null).sort();
}

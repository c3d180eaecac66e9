import type { HistoryEntry } from '../studio-api.ts';

/** The history's live version: the newest one (the list is newest first), or null when nothing is published. */
export function liveVersion(versions: HistoryEntry[]): HistoryEntry | null {
  return versions.reduce<HistoryEntry | null>((live, entry) => (live === null || entry.version > live.version ? entry : live), null);
}

/** What a rollback to `target` does, in words: "Borrowers get version 2's screen as version 5." */
export function rollbackConsequence(target: HistoryEntry, live: HistoryEntry): string {
  return `Borrowers get version ${target.version}'s screen as version ${live.version + 1}.`;
}

/** What stays: "Version 4 (live now) and every other version stay in the history." */
export function rollbackKeeps(live: HistoryEntry): string {
  return `Version ${live.version} (live now) and every other version stay in the history; you can roll forward again the same way.`;
}

/** The short origin of a version: "rollback of v2", or "" for an ordinary publish. */
export function rollbackOrigin(entry: HistoryEntry): string {
  return entry.rollbackOf === undefined ? '' : `rollback of v${entry.rollbackOf}`;
}

/** The note after a rollback: "Version 5 is live: version 2's screen again." */
export function rolledBackNotice(result: HistoryEntry, target: number): string {
  return `Version ${result.version} is live: version ${target}'s screen again.`;
}

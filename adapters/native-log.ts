/**
 * An observable record of native bridge calls, so a dev console and QA can see them in a plain browser. Entries are kept
 * redacted: phone and card numbers and session parameters in the arguments never reach the log. The redaction code is
 * loaded on the first call (lazy-redaction.ts): until it is in, an entry waits, unseen.
 */
import { withRedaction } from './lazy-redaction.ts';

/** One native call: what was asked, when, and which bridge took it ('none' in a plain browser or when it failed). */
export interface NativeLogEntry {
  action: string;
  args: Record<string, unknown>;
  at: number;
  delivered: 'android' | 'ios' | 'none';
  /** Why the bridge call failed, when it threw (the failure itself is ignored, as the spec says). */
  error?: string;
}

/** A small observable list of native calls (useSyncExternalStore-friendly). */
export interface NativeLog {
  append(entry: NativeLogEntry): void;
  /** Calls listener after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The entries, oldest first; the same array until the next change. */
  getSnapshot(): readonly NativeLogEntry[];
  clear(): void;
}

/** Creates a log keeping the latest `limit` entries. */
export function createNativeLog(limit = 100): NativeLog {
  let entries: readonly NativeLogEntry[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of [...listeners]) {
      try {
        listener();
      } catch {
        // A broken listener must not stop the others or the native call.
      }
    }
  };
  return {
    append(entry) {
      withRedaction(({ redactRecord, redactText }) => {
        const { error, ...rest } = entry;
        const kept: NativeLogEntry = { ...rest, args: redactRecord(entry.args), ...(error === undefined ? {} : { error: redactText(error) }) };
        entries = [...entries, kept].slice(-limit);
        changed();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
    clear() {
      entries = [];
      changed();
    },
  };
}

/** The app's native call log: the developer console's and the studio preview's (a built borrower app keeps none). */
export const nativeLog: NativeLog = /* @__PURE__ */ createNativeLog();

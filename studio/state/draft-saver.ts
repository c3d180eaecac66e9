/**
 * Saving an editor's draft: at once to this browser (drafts.ts, the backup that survives being offline or signed out)
 * and, about a second after typing stops (or on blur and on closing the screen), to the server, where it is the
 * person's draft in any browser. A text back at its base drops the draft. A save that fails is kept and retried: when
 * the person signs in again, or a little later when the server did not answer.
 */
import { discardServerDraft, saveServerDraft, StudioApiError, type Presence, type StudioClient } from '../studio-api.ts';
import { clearDraft, saveDraft } from './drafts.ts';

/** Where the draft stands on the server. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; reason: string; signedOut: boolean };

/** The draft of one screen as the saver needs it. */
export interface DraftTarget {
  screenId: string;
  baseVersion: number;
  baseText: string;
  userId: string;
}

/** The saver (its status goes to DraftSaverPorts.onStatus). */
export interface ServerDraft {
  /** Every change of the text: kept in this browser now, sent to the server after the pause. */
  change(text: string): void;
  /** Sends what waits now (blur, closing the screen). */
  flush(): void;
  /** Drops the draft here and on the server; throws when the server refused. */
  discard(): Promise<void>;
}

/** How long typing must pause before the draft goes to the server. */
export const draftDelayMs = 1000;
/** How long to wait before sending again after the server did not answer. */
export const retryDelayMs = 15_000;

/** "Not saved — <reason>": why, in words. */
export function saveFailureReason(err: unknown): { reason: string; signedOut: boolean } {
  if (err instanceof StudioApiError && err.status === 401) {
    return { reason: 'your session has ended. It is kept in this browser and saved once you sign in again.', signedOut: true };
  }
  if (err instanceof StudioApiError && err.status === 0) {
    return { reason: 'the studio server is not answering. It is kept in this browser and saved when the server is back.', signedOut: false };
  }
  const text = err instanceof Error ? err.message : String(err);
  return { reason: `${text.replace(/\.$/, '')}. It is kept in this browser.`, signedOut: false };
}

type Pending = DraftTarget & { text: string };

/** What the saver reads and tells: the draft it saves for now (null: none), its status, and who else has the screen open. */
export interface DraftSaverPorts {
  /** The connection drafts are saved through. */
  client: StudioClient;
  target(): DraftTarget | null;
  onStatus(status: SaveStatus): void;
  onOthers(others: Presence[]): void;
}

/** The draft saver over `ports`; a save answered for another screen than the current target changes no status. */
export function createDraftSaver(ports: DraftSaverPorts, delayMs = draftDelayMs): ServerDraft {
  let pending: Pending | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  const send = async (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    const job = pending;
    if (job === null || sending) return;
    pending = null;
    sending = true;
    const isCurrent = () => ports.target()?.screenId === job.screenId;
    if (isCurrent()) ports.onStatus({ kind: 'saving' });
    try {
      if (job.text === job.baseText) {
        await discardServerDraft(ports.client, job.screenId);
        if (isCurrent()) ports.onStatus({ kind: 'idle' });
      } else {
        const answer = await saveServerDraft(ports.client, job.screenId, { text: job.text, baseVersion: job.baseVersion });
        if (isCurrent()) {
          ports.onStatus({ kind: 'saved', at: answer.draft.updatedAt });
          ports.onOthers(answer.others);
        }
      }
    } catch (err) {
      // Keep the failed text unless a newer one is already waiting.
      pending ??= job;
      const failure = saveFailureReason(err);
      if (isCurrent()) ports.onStatus({ kind: 'failed', ...failure });
      if (!failure.signedOut) timer = setTimeout(() => void send(), retryDelayMs);
    } finally {
      sending = false;
    }
    if (pending !== null && pending !== job && timer === undefined) void send();
  };

  const flush = () => {
    if (pending !== null) void send();
  };

  return {
    change(text) {
      const t = ports.target();
      if (t === null) return;
      saveDraft(t.screenId, text, { text: t.baseText, version: t.baseVersion }, { userId: t.userId });
      pending = { ...t, text };
      ports.onStatus({ kind: 'pending' });
      clearTimeout(timer);
      timer = setTimeout(() => void send(), delayMs);
    },
    flush,
    async discard() {
      const t = ports.target();
      if (t === null) return;
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      clearDraft(t.screenId);
      ports.onStatus({ kind: 'saving' });
      try {
        await discardServerDraft(ports.client, t.screenId);
        ports.onStatus({ kind: 'idle' });
      } catch (err) {
        ports.onStatus({ kind: 'failed', ...saveFailureReason(err) });
        throw err;
      }
    },
  };
}

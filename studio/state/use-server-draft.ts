/**
 * Saving an editor's draft: at once to this browser (drafts.ts, the backup that survives being offline or signed out)
 * and, about a second after typing stops (or on blur and on closing the screen), to the server, where it is the
 * person's draft in any browser. A text back at its base drops the draft. A save that fails is kept and retried: when
 * the person signs in again, or a little later when the server did not answer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { discardServerDraft, saveServerDraft, StudioApiError, type Presence } from '../studio-api.ts';
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

/** The saver. */
export interface ServerDraft {
  status: SaveStatus;
  /** Every change of the text: kept in this browser now, sent to the server after the pause. */
  change(text: string): void;
  /** Sends what waits now (blur, closing the screen). */
  flush(): void;
  /** Drops the draft here and on the server; throws when the server refused. */
  discard(): Promise<void>;
  /** Starts over for a newly opened screen with this status. */
  reset(status: SaveStatus): void;
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

/** The draft saver of `target` (null: nothing open or read only); `onOthers` hears who else has the screen open. */
export function useServerDraft(
  target: DraftTarget | null,
  resumed: number,
  onOthers: (others: Presence[]) => void,
  delayMs = draftDelayMs,
): ServerDraft {
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const pending = useRef<Pending | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const sending = useRef(false);
  const latest = useRef({ target, onOthers });
  latest.current = { target, onOthers };

  const send = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const job = pending.current;
    if (job === null || sending.current) return;
    pending.current = null;
    sending.current = true;
    const isCurrent = () => latest.current.target?.screenId === job.screenId;
    if (isCurrent()) setStatus({ kind: 'saving' });
    try {
      if (job.text === job.baseText) {
        await discardServerDraft(job.screenId);
        if (isCurrent()) setStatus({ kind: 'idle' });
      } else {
        const answer = await saveServerDraft(job.screenId, { text: job.text, baseVersion: job.baseVersion });
        if (isCurrent()) {
          setStatus({ kind: 'saved', at: answer.draft.updatedAt });
          latest.current.onOthers(answer.others);
        }
      }
    } catch (err) {
      // Keep the failed text unless a newer one is already waiting.
      pending.current ??= job;
      const failure = saveFailureReason(err);
      if (isCurrent()) setStatus({ kind: 'failed', ...failure });
      if (!failure.signedOut) timer.current = setTimeout(() => void send(), retryDelayMs);
    } finally {
      sending.current = false;
    }
    if (pending.current !== null && pending.current !== job && timer.current === undefined) void send();
  }, []);

  const change = useCallback(
    (text: string) => {
      const t = latest.current.target;
      if (t === null) return;
      saveDraft(t.screenId, text, { text: t.baseText, version: t.baseVersion }, { userId: t.userId });
      pending.current = { ...t, text };
      setStatus({ kind: 'pending' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void send(), delayMs);
    },
    [send, delayMs],
  );

  const flush = useCallback(() => {
    if (pending.current !== null) void send();
  }, [send]);

  const discard = useCallback(async () => {
    const t = latest.current.target;
    if (t === null) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = null;
    clearDraft(t.screenId);
    setStatus({ kind: 'saving' });
    try {
      await discardServerDraft(t.screenId);
      setStatus({ kind: 'idle' });
    } catch (err) {
      setStatus({ kind: 'failed', ...saveFailureReason(err) });
      throw err;
    }
  }, []);

  const reset = useCallback((next: SaveStatus) => setStatus(next), []);

  // Signed in again: what failed for the ended session goes now.
  useEffect(() => {
    if (resumed > 0) flush();
  }, [resumed, flush]);

  // Leaving the page or the window: send what waits (the browser's backup already has it).
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    window.addEventListener('blur', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('blur', flush);
    };
  }, [flush]);

  // Closing the screen (or the studio) sends its waiting draft; the job carries its own screen.
  const screenId = target?.screenId ?? null;
  useEffect(() => () => flush(), [screenId, flush]);

  return { status, change, flush, discard, reset };
}

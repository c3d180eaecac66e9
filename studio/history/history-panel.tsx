import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog } from 'radix-ui';
import { getHistory, getVersion, type HistoryEntry, type Published } from '../studio-api.ts';
import { HistoryRow } from './history-row.tsx';
import { RollbackConfirm } from './rollback-confirm.tsx';
import { liveVersion, rolledBackNotice } from './rollback-words.ts';
import '../publish/publish.css';

/** Props of HistoryPanel: the open screen, the editor's text, and what to do with a rolled-back version's text. */
export interface HistoryPanelProps {
  screenId: string;
  currentText: string;
  onRolledBack(p: Published, text: string): void;
}

type Versions = { state: 'loading' } | { state: 'ready'; versions: HistoryEntry[] } | { state: 'failed'; message: string };

function useVersionTexts(screenId: string): (version: number) => Promise<string> {
  const cache = useRef(new Map<string, Promise<string>>());
  return useCallback(
    (version: number) => {
      const key = `${screenId}@${version}`;
      let text = cache.current.get(key);
      if (!text) {
        text = getVersion(screenId, version).then((answer) => answer.text);
        text.catch(() => cache.current.delete(key));
        cache.current.set(key, text);
      }
      return text;
    },
    [screenId],
  );
}

/** "History": the published versions newest first (who, when, why, live), each with its diff against live and a rollback. */
export function HistoryPanel({ screenId, currentText, onRolledBack }: HistoryPanelProps) {
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<Versions>({ state: 'loading' });
  const [confirming, setConfirming] = useState<HistoryEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const loadText = useVersionTexts(screenId);

  useEffect(() => {
    if (!open) return;
    let active = true;
    setVersions({ state: 'loading' });
    getHistory(screenId).then(
      (list) => active && setVersions({ state: 'ready', versions: [...list].sort((a, b) => b.version - a.version) }),
      (err: unknown) => active && setVersions({ state: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      active = false;
    };
  }, [open, screenId, attempt]);

  function openChange(next: boolean) {
    setOpen(next);
    setConfirming(null);
    if (next) setNotice(null);
  }

  function rolledBack(result: HistoryEntry, text: string, target: number) {
    setConfirming(null);
    setNotice(rolledBackNotice(result, target));
    setAttempt((n) => n + 1);
    onRolledBack(result, text);
  }

  const live = versions.state === 'ready' ? liveVersion(versions.versions) : null;
  return (
    <div className="st-history">
      <Dialog.Root open={open} onOpenChange={openChange}>
        <Dialog.Trigger className="st-button">History</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="st-pub-overlay" />
          <Dialog.Content className="st-pub-dialog" aria-describedby={undefined}>
            <Dialog.Title className="st-pub-dialog__title">History of {screenId}</Dialog.Title>
            {notice ? (
              <p role="status" className="st-publish__notice">
                {notice}
              </p>
            ) : null}
            {versions.state === 'loading' ? <p className="st-muted">Loading the published versions…</p> : null}
            {versions.state === 'failed' ? (
              <div role="alert" className="st-publish__failure">
                <p>Could not load the history: {versions.message}</p>
                <button type="button" className="st-button" onClick={() => setAttempt((n) => n + 1)}>
                  Try again
                </button>
              </div>
            ) : null}
            {versions.state === 'ready' && !live ? (
              <p className="st-history__empty">Not published yet — borrowers see the screen bundled with the app.</p>
            ) : null}
            {versions.state === 'ready' && live && confirming ? (
              <RollbackConfirm
                screenId={screenId}
                target={confirming}
                live={live}
                currentText={currentText}
                loadText={loadText}
                onDone={(result, text) => rolledBack(result, text, confirming.version)}
                onBack={() => setConfirming(null)}
              />
            ) : null}
            {versions.state === 'ready' && live && !confirming ? (
              <ol className="st-history__list" aria-label="Published versions, newest first">
                {versions.versions.map((entry) => (
                  <HistoryRow key={entry.version} entry={entry} live={live} loadText={loadText} onRollback={setConfirming} />
                ))}
              </ol>
            ) : null}
            {confirming ? null : (
              <div className="st-pub-actions">
                <Dialog.Close className="st-button">Close</Dialog.Close>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getVersion, rollbackScreen, StudioApiError, type HistoryEntry } from '../studio-api.ts';
import { loadAuthorName, saveAuthorName } from '../publish/author-name.ts';
import { rollbackConsequence, rollbackKeeps } from './rollback-words.ts';
import { AuthorField } from '../publish/author-field.tsx';

/** Props of RollbackConfirm: the version to restore, the live one, the editor's text, and what happens after. */
export interface RollbackConfirmProps {
  screenId: string;
  target: HistoryEntry;
  live: HistoryEntry;
  currentText: string;
  loadText(version: number): Promise<string>;
  onDone(result: HistoryEntry, text: string): void;
  onBack(): void;
}

function failureText(err: unknown): string {
  if (err instanceof StudioApiError && err.status === 0) {
    return 'Could not reach the studio server, so nothing was rolled back. Try again when it is back.';
  }
  return `The rollback failed: ${err instanceof Error ? err.message : String(err)}`;
}

/** "Roll back to version N?": what borrowers will get, a warning when the draft has unpublished edits, who and why. */
export function RollbackConfirm({ screenId, target, live, currentText, loadText, onDone, onBack }: RollbackConfirmProps) {
  const ids = useId();
  const [author, setAuthor] = useState(loadAuthorName);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [nameMissing, setNameMissing] = useState(false);
  const [draftDiffers, setDraftDiffers] = useState(false);
  const sendingNow = useRef(false);
  const authorRef = useRef<HTMLInputElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => titleRef.current?.focus(), []);

  useEffect(() => {
    let active = true;
    loadText(live.version).then(
      (text) => active && setDraftDiffers(text !== currentText),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [live.version, currentText, loadText]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sendingNow.current) return;
    const name = author.trim();
    setNameMissing(name === '');
    if (name === '') return authorRef.current?.focus();
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    saveAuthorName(name);
    try {
      const why = message.trim();
      const result = await rollbackScreen(screenId, why ? { version: target.version, author: name, message: why } : { version: target.version, author: name });
      let text: string;
      try {
        text = (await getVersion(screenId, result.version)).text;
      } catch {
        text = await loadText(target.version);
      }
      onDone(result, text);
    } catch (err) {
      setFailure(failureText(err));
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  return (
    <form className="st-rollback" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} ref={titleRef} tabIndex={-1} className="st-rollback__title">
        Roll back to version {target.version}?
      </h3>
      <p className="st-rollback__consequence">{rollbackConsequence(target, live)}</p>
      <p className="st-muted">{rollbackKeeps(live)}</p>
      {draftDiffers ? (
        <p className="st-rollback__draft-warning">
          Your draft has edits that are not published. The editor will show version {target.version}'s text instead.
        </p>
      ) : null}
      <AuthorField ids={ids} value={author} missing={nameMissing} inputRef={authorRef} onChange={setAuthor} />
      <div className="st-pub-field">
        <label htmlFor={`${ids}-message`}>Why (optional)</label>
        <input
          id={`${ids}-message`}
          className="st-input"
          value={message}
          placeholder={`Rollback to version ${target.version}`}
          onChange={(event) => setMessage(event.target.value)}
        />
      </div>
      {failure ? (
        <p role="alert" className="st-publish__failure">
          {failure}
        </p>
      ) : null}
      <div className="st-pub-actions">
        <button type="button" className="st-button" onClick={onBack}>
          Back to history
        </button>
        <button type="submit" className="st-button st-button--danger" disabled={sending}>
          {sending ? 'Rolling back…' : `Roll back to version ${target.version}`}
        </button>
      </div>
    </form>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { getScreen, getVersion, publishScreen, type Published } from '../studio-api.ts';
import { DiffView } from './diff-view.tsx';
import { OlderBuildWarnings, ProblemList } from './problem-list.tsx';
import { describePublishFailure, type ListedProblem, type PublishFailure } from './publish-check.ts';
import { saveAuthorName } from './author-name.ts';
import { AuthorField } from './author-field.tsx';

/** What the publish form holds; kept by the panel so closing the dialog loses nothing typed. */
export interface PublishFields {
  author: string;
  message: string;
}

/** Props of PublishReview: the draft, its base, the form fields and what happens after. */
export interface PublishReviewProps {
  screenId: string;
  text: string;
  published: Published | null;
  warnings: ListedProblem[];
  fields: PublishFields;
  onFields(fields: PublishFields): void;
  onReveal(pointer: string): void;
  onPublished(p: Published): void;
  onCancel(): void;
}

type Base = { state: 'loading' } | { state: 'ready'; text: string } | { state: 'failed'; message: string };

async function loadBaseText(screenId: string, version: number): Promise<string> {
  if (version > 0) return (await getVersion(screenId, version)).text;
  return (await getScreen(screenId)).text;
}

function useBaseText(screenId: string, version: number, attempt: number): Base {
  const [base, setBase] = useState<Base>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setBase({ state: 'loading' });
    loadBaseText(screenId, version).then(
      (text) => live && setBase({ state: 'ready', text }),
      (err: unknown) => live && setBase({ state: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [screenId, version, attempt]);
  return base;
}

function FailureNote({ failure, onReveal }: { failure: PublishFailure; onReveal(pointer: string): void }) {
  return (
    <div className="st-publish__failure" role="alert">
      <p>{failure.message}</p>
      {failure.kind === 'refused' ? <ProblemList problems={failure.problems} onReveal={onReveal} label="Problems the server found" /> : null}
    </div>
  );
}

/** The publish dialog's body: what older builds lack, the diff against the published text, who and why, and Publish. */
export function PublishReview(props: PublishReviewProps) {
  const { screenId, text, published, warnings, fields, onFields, onReveal, onPublished, onCancel } = props;
  const [attempt, setAttempt] = useState(0);
  const base = useBaseText(screenId, published?.version ?? 0, attempt);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<PublishFailure | null>(null);
  const [missing, setMissing] = useState<{ author: boolean; message: string | null }>({ author: false, message: null });
  const sendingNow = useRef(false);
  const authorRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const unchanged = base.state === 'ready' && base.text === text;
  const baseLabel = published ? `published version ${published.version}` : 'the bundled screen';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sendingNow.current || base.state !== 'ready' || unchanged) return;
    const author = fields.author.trim();
    const message = fields.message.trim();
    setMissing({ author: author === '', message: message === '' ? 'Write what changed and why.' : null });
    if (author === '') return authorRef.current?.focus();
    if (message === '') return messageRef.current?.focus();
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    saveAuthorName(author);
    try {
      const result = await publishScreen(screenId, { text, message, author, baseVersion: published?.version ?? 0 });
      onPublished(result);
    } catch (err) {
      setFailure(describePublishFailure(err));
    } finally {
      sendingNow.current = false;
      setSending(false);
    }
  }

  return (
    <form className="st-publish__form" onSubmit={submit} noValidate>
      <OlderBuildWarnings warnings={warnings} />
      <section className="st-publish__changes" aria-label="Changes">
        {base.state === 'loading' ? <p className="st-muted">Loading {baseLabel}…</p> : null}
        {base.state === 'failed' ? (
          <div role="alert" className="st-publish__failure">
            <p>Could not load {baseLabel} to compare: {base.message}</p>
            <button type="button" className="st-button" onClick={() => setAttempt(attempt + 1)}>
              Try again
            </button>
          </div>
        ) : null}
        {base.state === 'ready' ? (
          <DiffView before={base.text} after={text} beforeLabel={baseLabel} afterLabel="your draft" emptyText="No changes to publish" />
        ) : null}
      </section>
      <AuthorField ids={ids} value={fields.author} missing={missing.author} inputRef={authorRef} onChange={(value) => onFields({ ...fields, author: value })} />
      <div className="st-pub-field">
        <label htmlFor={`${ids}-message`}>What changed and why</label>
        <textarea
          ref={messageRef}
          id={`${ids}-message`}
          className="st-input st-pub-area"
          rows={3}
          required
          value={fields.message}
          aria-invalid={missing.message ? true : undefined}
          aria-describedby={missing.message ? `${ids}-message-error` : undefined}
          onChange={(event) => onFields({ ...fields, message: event.target.value })}
        />
        {missing.message ? (
          <p id={`${ids}-message-error`} className="st-pub-field__error">
            {missing.message}
          </p>
        ) : null}
      </div>
      {failure ? <FailureNote failure={failure} onReveal={onReveal} /> : null}
      <div className="st-pub-actions">
        <button type="button" className="st-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="st-button st-button--primary" disabled={sending || base.state !== 'ready' || unchanged}>
          {sending ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </form>
  );
}

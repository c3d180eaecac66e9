import { useMemo, useState } from 'react';
import { Dialog } from 'radix-ui';
import type { Problem, Published } from '../studio-api.ts';
import { blockingProblems, capabilityWarnings, refusalText } from './publish-check.ts';
import { OlderBuildWarnings, ProblemList } from './problem-list.tsx';
import { PublishReview, type PublishFields } from './publish-review.tsx';
import { loadAuthorName } from './author-name.ts';
import './publish.css';

/** Props of PublishPanel: the open screen's draft, its problems and published version, and what to do on reveal/publish. */
export interface PublishPanelProps {
  screenId: string;
  text: string;
  problems: Problem[];
  /** The text `problems` belong to; while it is not `text` (the newest text is still being checked) Publish waits. */
  checkedText: string | null;
  /** Why the newest text could not be checked (the studio server did not answer), if so; Publish is refused then. */
  checkFailure?: string | null;
  published: Published | null;
  onReveal(pointer: string): void;
  onPublished(p: Published): void;
}

/** What the dialog shows: a wait while the newest text is being checked, a refusal, or the review. */
type Stage = { kind: 'checking' } | { kind: 'unchecked'; reason: string } | { kind: 'refused' } | { kind: 'review' };

/**
 * "Publish…": waits until the problems of the newest text have arrived; refuses while the draft has errors (listing them, each revealable in the editor); otherwise a dialog with
 * the diff against the published text, who and why, and Publish.
 */
export function PublishPanel({ screenId, text, problems, checkedText, checkFailure, published, onReveal, onPublished }: PublishPanelProps) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fields, setFields] = useState<PublishFields>(() => ({ author: loadAuthorName(), message: '' }));
  const blocking = useMemo(() => blockingProblems(text, problems), [text, problems]);
  const warnings = useMemo(() => capabilityWarnings(problems), [problems]);
  const pending: Stage = checkFailure ? { kind: 'unchecked', reason: checkFailure } : { kind: 'checking' };
  const stage: Stage = checkedText !== text ? pending : blocking.length > 0 ? { kind: 'refused' } : { kind: 'review' };
  const titles: Record<Stage['kind'], string> = {
    checking: 'Checking the screen…',
    unchecked: 'The screen could not be checked',
    refused: 'Not ready to publish',
    review: `Publish ${screenId}`,
  };

  function reveal(pointer: string) {
    setOpen(false);
    onReveal(pointer);
  }

  function done(p: Published) {
    setOpen(false);
    setFields({ author: fields.author, message: '' });
    setNotice(`Published version ${p.version}`);
    onPublished(p);
  }

  return (
    <div className="st-publish">
      <Dialog.Root
        open={open}
        onOpenChange={(next) => {
          if (next) setNotice(null);
          setOpen(next);
        }}
      >
        <Dialog.Trigger className="st-button st-button--primary">Publish…</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="st-pub-overlay" />
          <Dialog.Content className="st-pub-dialog" aria-describedby={undefined}>
            <Dialog.Title className="st-pub-dialog__title">{titles[stage.kind]}</Dialog.Title>
            {stage.kind === 'checking' || stage.kind === 'unchecked' ? (
              <div className="st-publish__refusal">
                <p role={stage.kind === 'checking' ? 'status' : 'alert'} className="st-publish__refusal-text">
                  {stage.kind === 'checking'
                    ? 'Checking the screen… Publishing opens as soon as your latest change has been checked.'
                    : `Your latest change could not be checked, so it cannot be published yet: ${stage.reason}`}
                </p>
                <div className="st-pub-actions">
                  <Dialog.Close className="st-button">Close</Dialog.Close>
                </div>
              </div>
            ) : stage.kind === 'refused' ? (
              <div className="st-publish__refusal">
                <p role="alert" className="st-publish__refusal-text">
                  {refusalText(blocking.length)}
                </p>
                <ProblemList problems={blocking} onReveal={reveal} label="Problems to fix" />
                <OlderBuildWarnings warnings={warnings} />
                <div className="st-pub-actions">
                  <Dialog.Close className="st-button">Close</Dialog.Close>
                </div>
              </div>
            ) : (
              <PublishReview
                screenId={screenId}
                text={text}
                published={published}
                warnings={warnings}
                fields={fields}
                onFields={setFields}
                onReveal={reveal}
                onPublished={done}
                onCancel={() => setOpen(false)}
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {notice ? (
        <p className="st-publish__notice" role="status">
          {notice}
        </p>
      ) : null}
    </div>
  );
}

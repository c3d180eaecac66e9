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
  published: Published | null;
  onReveal(pointer: string): void;
  onPublished(p: Published): void;
}

/**
 * "Publish…": refuses while the draft has errors (listing them, each revealable in the editor); otherwise a dialog with
 * the diff against the published text, who and why, and Publish.
 */
export function PublishPanel({ screenId, text, problems, published, onReveal, onPublished }: PublishPanelProps) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fields, setFields] = useState<PublishFields>(() => ({ author: loadAuthorName(), message: '' }));
  const blocking = useMemo(() => blockingProblems(text, problems), [text, problems]);
  const warnings = useMemo(() => capabilityWarnings(problems), [problems]);
  const refused = blocking.length > 0;

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
            <Dialog.Title className="st-pub-dialog__title">{refused ? 'Not ready to publish' : `Publish ${screenId}`}</Dialog.Title>
            {refused ? (
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

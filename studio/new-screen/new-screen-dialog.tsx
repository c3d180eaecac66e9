/**
 * "New screen" (issue 34 item 5): a copy of the open screen or a template, its title, id and route (the id and route
 * follow the title until typed over). Creating it opens it in the editor; it goes live like any change, reviewed.
 */
import { useMutation } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { createScreen } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';
import { StudioApiError } from '../server-state/studio-api-error.ts';
import { idFromTitle, routeFromTitle, sourceName, startText, type NewScreenSource } from './new-screen-text.ts';
import { screenTemplates } from './screen-templates.ts';
import '../publish/publish.css';

/** The screen a copy is made of. */
export interface CopySource {
  id: string;
  title: string;
  /** Its text as the editor has it now. */
  text: string;
}

/** Props of NewScreenDialog. */
export interface NewScreenDialogProps {
  /** Offered as the first starting point when given (Duplicate…). */
  copyOf: CopySource | null;
  onClose(): void;
  /** The screen was made: open it. */
  onMade(id: string): void;
}

function failureText(err: unknown): string {
  if (err instanceof StudioApiError && err.problems.length > 0)
    return `${err.message} ${err.problems
      .slice(0, 3)
      .map((p) => `${p.pointer || '/'}: ${p.message}`)
      .join(' ')}`;
  return err instanceof Error ? err.message : String(err);
}

/** The dialog, open while mounted. */
export function NewScreenDialog({ copyOf, onClose, onMade }: NewScreenDialogProps) {
  const client = useStudioClient();
  const ids = useId();
  const [from, setFrom] = useState(copyOf ? 'copy' : (screenTemplates[0]?.name ?? 'blank'));
  const [title, setTitle] = useState(copyOf ? `${copyOf.title} (copy)` : '');
  const [typedId, setTypedId] = useState<string | null>(null);
  const [typedRoute, setTypedRoute] = useState<string | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const id = typedId ?? idFromTitle(title);
  const route = typedRoute ?? routeFromTitle(title);
  const make = useMutation({
    mutationFn: (input: { id: string; route: string; text: string; from: string }) => createScreen(client, input),
    meta: { invalidates: [queryKeys.screens()] },
    onSuccess: (made) => onMade(made.id),
  });
  const template = screenTemplates.find((t) => t.name === from);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (make.isPending) return;
    if (!title.trim()) return setMissing('Give the screen a title: the borrower reads it at the top.');
    if (!id || !route) return setMissing('Give the screen an id and a route.');
    setMissing(null);
    const source: NewScreenSource = from === 'copy' && copyOf ? { copyOf: copyOf.id, text: copyOf.text } : { template: from };
    make.mutate({ id, route, text: startText(source, id, title.trim()), from: sourceName(source) });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !make.isPending && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="st-pub-overlay" />
        <Dialog.Content className="st-pub-dialog st-new-screen">
          <Dialog.Title className="st-pub-dialog__title">{copyOf ? `Duplicate ${copyOf.title}` : 'New screen'}</Dialog.Title>
          <Dialog.Description className="st-muted">
            It opens in the editor. Borrowers see it once a reviewer approved it, at its route.
          </Dialog.Description>
          <form onSubmit={submit} noValidate>
            <div className="st-pub-field">
              <label htmlFor={`${ids}-from`}>Start from</label>
              <select id={`${ids}-from`} className="st-input" value={from} onChange={(e) => setFrom(e.target.value)}>
                {copyOf ? <option value="copy">A copy of {copyOf.title}</option> : null}
                {screenTemplates.map((t) => (
                  <option key={t.name} value={t.name}>
                    Template: {t.label}
                  </option>
                ))}
              </select>
              {template ? <span className="st-muted">{template.description}</span> : null}
            </div>
            <div className="st-pub-field">
              <label htmlFor={`${ids}-title`}>Title</label>
              <input id={`${ids}-title`} className="st-input" value={title} autoFocus onChange={(e) => setTitle(e.target.value)} />
            </div>
            <div className="st-pub-field">
              <label htmlFor={`${ids}-id`}>Id</label>
              <input id={`${ids}-id`} className="st-input" value={id} spellCheck={false} onChange={(e) => setTypedId(e.target.value)} />
            </div>
            <div className="st-pub-field">
              <label htmlFor={`${ids}-route`}>Route in the app</label>
              <input id={`${ids}-route`} className="st-input" value={route} spellCheck={false} onChange={(e) => setTypedRoute(e.target.value)} />
            </div>
            {missing || make.error ? (
              <p role="alert" className="st-pub-field__error">
                {missing ?? failureText(make.error)}
              </p>
            ) : null}
            <div className="st-pub-actions">
              <Dialog.Close className="st-button" disabled={make.isPending}>
                Cancel
              </Dialog.Close>
              <button type="submit" className="st-button st-button--primary" disabled={make.isPending}>
                {make.isPending ? 'Creating…' : 'Create screen'}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

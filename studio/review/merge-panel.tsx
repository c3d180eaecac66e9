/**
 * On a change request made from an older version: "Version 3 was published since — Update from version 3", the
 * places both changed with a choice of side for each, and the update that carries the request onto the newest
 * version (its author or a reviewer). Beside it, the other requests waiting on the same screen.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { updateChangeRequest, type ChangeRequestDetail, type NamedConflict, type SessionInfo } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';
import { failureWords, versionWords } from './review-words.ts';

/** Props of MergePanel. */
export interface MergePanelProps {
  request: ChangeRequestDetail;
  session: SessionInfo;
  /** The screen was made in the studio: its version 0 is where it started, not a bundled copy. */
  made?: boolean;
}

type Side = 'ours' | 'theirs';

const capital = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** A value of a conflict as text: words as they are, anything else as JSON, a missing node said so. */
function shownValue(value: unknown): string {
  if (value === undefined) return '(removed)';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

function ConflictChoice({
  conflict,
  version,
  chosen,
  onChoose,
}: {
  conflict: NamedConflict;
  version: number;
  chosen: Side | undefined;
  onChoose(side: Side): void;
}) {
  const name = useId();
  const place = conflict.field ? `${conflict.node} › ${conflict.field}` : conflict.node;
  const sides: { side: Side; label: string; value: unknown }[] = [
    { side: 'ours', label: `Keep ${versionWords(version)}`, value: conflict.ours },
    { side: 'theirs', label: 'Keep this change', value: conflict.theirs },
  ];
  return (
    <li className="rv-merge__conflict">
      <fieldset className="rv-merge__fieldset">
        <legend className="rv-merge__place">
          {conflict.kind === 'list' ? 'Widgets added or removed at ' : ''}
          <strong>{place}</strong>
        </legend>
        <p className="rv-merge__base">
          Before both: <code>{shownValue(conflict.base)}</code>
        </p>
        <div className="rv-merge__sides">
          {sides.map(({ side, label, value }) => (
            <label key={side} className="rv-merge__side" data-chosen={chosen === side || undefined}>
              <span className="rv-merge__pick">
                <input type="radio" name={name} value={side} checked={chosen === side} onChange={() => onChoose(side)} />
                {label}
              </span>
              <pre className="rv-merge__value">{shownValue(value)}</pre>
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

/** The out-of-date flag with its update, and the other requests waiting on the screen; nothing when neither applies. */
export function MergePanel({ request, session, made = false }: MergePanelProps) {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<Record<string, Side>>({});
  const behind = request.behind;
  const update = useMutation({
    mutationFn: (resolutions: Record<string, Side>) => updateChangeRequest(client, request.id, behind?.version ?? 0, resolutions),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.changeRequests() }),
  });
  const waiting = request.waiting;
  if (!behind && waiting.length === 0) return null;
  const mayUpdate = request.authorId === session.user.id || session.user.role === 'reviewer' || session.user.role === 'admin';
  const open = behind ? behind.conflicts.filter((c) => !chosen[c.pointer]).length : 0;
  return (
    <section className="rv-section rv-merge" aria-label="Published since">
      {waiting.length > 0 ? (
        <p className="rv-merge__waiting" role="note">
          Also waiting on this screen:{' '}
          {waiting.map((w, i) => (
            <span key={w.id}>
              {i > 0 ? ', ' : ''}change request #{w.id} by {w.author} (from {versionWords(w.baseVersion, made)})
            </span>
          ))}
          . Whichever is approved first, the other is then updated from it.
        </p>
      ) : null}
      {behind ? (
        <div className="rv-merge__behind" role="status">
          <h3 className="rv-section__title">{behind.message}</h3>
          <p>
            {capital(versionWords(behind.version))} was published by {behind.author} after this change was made from{' '}
            {versionWords(request.baseVersion, made)}.{' '}
            {behind.conflicts.length === 0
              ? 'They changed different places: updating keeps both.'
              : `Both changed ${behind.conflicts.length === 1 ? 'one place' : `${behind.conflicts.length} places`}: choose which to keep for each; everything else keeps both.`}
          </p>
          {behind.conflicts.length > 0 ? (
            <ol className="rv-merge__conflicts" aria-label="Changed by both">
              {behind.conflicts.map((c) => (
                <ConflictChoice
                  key={c.pointer}
                  conflict={c}
                  version={behind.version}
                  chosen={chosen[c.pointer]}
                  onChoose={(side) => setChosen((all) => ({ ...all, [c.pointer]: side }))}
                />
              ))}
            </ol>
          ) : null}
          {update.error ? (
            <p role="alert" className="rv-failure">
              {failureWords(update.error, 'the request was not updated')}
            </p>
          ) : null}
          {mayUpdate ? (
            <div className="rv-decision__actions">
              <button
                type="button"
                className="st-button st-button--primary"
                disabled={update.isPending || open > 0}
                onClick={() => update.mutate(chosen)}
              >
                {update.isPending ? 'Updating…' : `Update from version ${behind.version}`}
              </button>
              {open > 0 ? <span className="st-muted">Choose a side for {open === 1 ? 'the place' : `${open} places`} above first.</span> : null}
            </div>
          ) : (
            <p className="st-muted">Its author or a reviewer can update it.</p>
          )}
        </div>
      ) : null}
    </section>
  );
}

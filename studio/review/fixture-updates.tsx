/**
 * A change request's proposed QA fixture updates beside its change (issue 34 item 1): each fixture with what the update
 * changes step by step ("Step 2: Shows the text “Old” → “New”"), and a warning when the fixture was changed since (then
 * approving is refused until the author proposes it again). Approving replays the screen with them and applies them (a
 * variant of an experiment: for that variant only).
 */
import { useQuery } from '@tanstack/react-query';
import { changedSteps } from '../fixture/propose-check.tsx';
import { failedToLoad } from '../server-state/query-state.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { fixtureUpdateList } from '../server-state/studio-queries.ts';

/** The section, or nothing when the request proposes no fixture update; `variant`: the request is that variant of an experiment. */
export function FixtureUpdates({ crId, variant }: { crId: number; variant?: string | undefined }) {
  const asked = useQuery(fixtureUpdateList(useStudioClient(), crId));
  const failure = failedToLoad(asked);
  if (failure)
    return (
      <p className="rv-note" role="alert">
        The fixture updates proposed with this change could not be loaded: {failure.message}
      </p>
    );
  const updates = asked.data ?? [];
  if (updates.length === 0) return null;
  const title = variant ? `QA fixture updates proposed with variant ${variant}` : 'QA fixture updates proposed with this change';
  return (
    <section className="rv-section" aria-label={title}>
      <h3 className="rv-section__title">{title}</h3>
      <p className="rv-note">
        {variant
          ? `Approving the variant approves these for variant ${variant} only: its text is replayed with them and they are kept for it; the control and the other variants keep the fixtures as they are. If variant ${variant} ships when the experiment ends, they come with that change.`
          : 'Approving the change approves these too: the fixtures are replayed as updated and saved with it.'}
      </p>
      <ul className="rv-fixture-updates">
        {updates.map((u) => (
          <li key={u.file}>
            <strong>{u.name}</strong> <code className="st-muted">{u.file}</code>
            <ul>
              {changedSteps(u.before, u.after).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            {u.stale ? (
              <p role="alert" className="rv-field__error">
                This fixture was changed since the update was proposed: its author proposes it again before it can be approved.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

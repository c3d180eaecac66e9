/**
 * A change request's proposed QA fixture updates beside its change (issue 34 item 1): each fixture with what the update
 * changes step by step ("Step 2: Shows the text “Old” → “New”"), and a warning when the fixture was changed since (then
 * approving is refused until the author proposes it again). Approving replays the screen with them and applies them.
 */
import { useQuery } from '@tanstack/react-query';
import { changedSteps } from '../fixture/propose-check.tsx';
import { failedToLoad } from '../server-state/query-state.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { fixtureUpdateList } from '../server-state/studio-queries.ts';

/** The section, or nothing when the request proposes no fixture update. */
export function FixtureUpdates({ crId }: { crId: number }) {
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
  return (
    <section className="rv-section" aria-label="QA fixture updates proposed with this change">
      <h3 className="rv-section__title">QA fixture updates proposed with this change</h3>
      <p className="rv-note">Approving the change approves these too: the fixtures are replayed as updated and saved with it.</p>
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

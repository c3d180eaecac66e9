/**
 * What staged rollouts did with the version Health shows: under way (with the halt rule's numbers now), halted by Hatid
 * and why (the numbers the audit holds), stopped by a reviewer, or completed — so Health says why a version stopped
 * reaching borrowers beside what it did to them.
 */
import { useQuery } from '@tanstack/react-query';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { releaseState } from '../releases/release-api.ts';
import { haltReason, healthWords, rolloutLine, verdictWords } from '../releases/release-words.ts';

/** The version's rollouts, newest first (nothing when it had none). */
export function HealthRollout({ screenId, version }: { screenId: string; version: number }) {
  const client = useStudioClient();
  const state = useQuery(releaseState(client, screenId));
  const rollouts = (state.data?.rollouts ?? []).filter((r) => r.version === version);
  if (rollouts.length === 0) return null;
  return (
    <section className="st-health__panel" aria-label="Rollout">
      <h3>Rollout of version {version}</h3>
      {rollouts.map((r) => {
        const why = haltReason(r);
        return (
          <div key={r.id}>
            <p>{rolloutLine(r)}</p>
            {why ? <p>Why: {why}</p> : null}
            {r.health ? (
              <p className="st-muted">
                {healthWords(r.health)} {verdictWords(r.health)}
              </p>
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

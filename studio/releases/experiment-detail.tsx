/**
 * One experiment: its goal, its variants (A is what borrowers have now; the others are change requests, reviewed in
 * Reviews like any change), and by its status what can be done — a draft is started by a reviewer once every variant
 * is approved (or cancelled); a running one shows its results and is ended by a reviewer, shipping a variant through
 * the normal review or keeping A.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { atLeast } from '../session/roles.ts';
import { queryKeys } from '../server-state/studio-queries.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import type { SessionInfo } from '../studio-api.ts';
import { cancelExperiment, endExperiment, experimentDetail, releaseKeys, startExperiment, type Experiment, type Variant } from './release-api.ts';
import { ExperimentResults } from './experiment-results.tsx';
import { goalWords, percent } from './release-words.ts';
import { timeInWords } from '../history/time-in-words.ts';
import { WhyField } from './why-field.tsx';

/** Props of ExperimentDetail. */
export interface ExperimentDetailProps {
  experimentId: number;
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

const statusWords: Record<Experiment['status'], string> = { draft: 'Draft', running: 'Running', ended: 'Ended', cancelled: 'Cancelled' };
const reviewWords: Record<NonNullable<Variant['changeRequestStatus']>, string> = {
  open: 'waiting for review',
  changes_requested: 'changes asked for',
  approved: 'approved',
  withdrawn: 'withdrawn (left out)',
};

function VariantRows({ experiment }: { experiment: Experiment }) {
  return (
    <table className="st-results" aria-label="Variants">
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">What it is</th>
          <th scope="col">Review</th>
          <th scope="col">Version</th>
        </tr>
      </thead>
      <tbody>
        {experiment.variants.map((v) => (
          <tr key={v.key}>
            <th scope="row">{v.key}</th>
            <td>
              {v.key === 'A'
                ? `What borrowers have now (the control)`
                : `${v.reason ?? ''} — by ${v.author ?? 'someone'}, change request #${v.changeRequestId ?? ''}`}
            </td>
            <td>{v.key === 'A' ? '—' : v.changeRequestStatus ? reviewWords[v.changeRequestStatus] : ''}</td>
            <td>{v.version === null ? 'when it starts' : v.version === 0 ? 'bundled copy' : `version ${v.version}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EndForm({ experiment, busy, onEnd }: { experiment: Experiment; busy: boolean; onEnd(ship: string | null, reason: string): void }) {
  const id = useId();
  const shown = experiment.variants.filter((v) => v.version !== null);
  const best = [...(experiment.results ?? [])].sort((a, b) => b.rate - a.rate)[0]?.key ?? 'A';
  const [ship, setShip] = useState<string>(best);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <form
      aria-label="End the experiment"
      className="st-form-grid"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) return setMissing(true);
        onEnd(ship === 'A' ? null : ship, reason.trim());
      }}
    >
      <fieldset className="st-plan">
        <legend>End it and keep</legend>
        {shown.map((v) => {
          const r = experiment.results?.find((x) => x.key === v.key);
          return (
            <label key={v.key} className="st-plan__option">
              <input type="radio" name={`${id}-ship`} checked={ship === v.key} onChange={() => setShip(v.key)} />
              <span>
                <strong>{v.key}</strong>
                {v.key === 'A' ? ' — nothing changes for borrowers' : ' — its text goes to review as a change to production'}
                {r ? <span className="st-muted"> (goal rate {percent(r.rate)})</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      <WhyField label="Why (the audit log keeps it with the results)" value={reason} missing={missing} onChange={setReason} />
      <p className="st-muted">Ending it gives every borrower version {experiment.baseVersion} again at once.</p>
      <div>
        <button type="submit" className="st-button st-button--primary" disabled={busy}>
          {busy ? 'Ending…' : ship === 'A' ? 'End and keep A' : `End and send ${ship} for review`}
        </button>
      </div>
    </form>
  );
}

/** The detail. */
export function ExperimentDetail({ experimentId, session, onOpenScreen }: ExperimentDetailProps) {
  const client = useStudioClient();
  const query = useQuery(experimentDetail(client, experimentId));
  const [note, setNote] = useState<string | null>(null);
  const invalidates = [releaseKeys.experiments(), queryKeys.changeRequests(), queryKeys.screens()];
  const act = useMutation({
    mutationFn: async (what: { kind: 'start' } | { kind: 'cancel' } | { kind: 'end'; ship: string | null; reason: string }) => {
      if (what.kind === 'start') {
        await startExperiment(client, experimentId);
        return 'Started: borrowers are shared out among the variants.';
      }
      if (what.kind === 'cancel') {
        await cancelExperiment(client, experimentId);
        return 'Cancelled; its variants were withdrawn.';
      }
      const ended = await endExperiment(client, experimentId, { ship: what.ship, reason: what.reason });
      return ended.changeRequest
        ? `Ended. Variant ${what.ship ?? ''} waits for review as change request #${ended.changeRequest.id}; everyone has A until it is approved.`
        : 'Ended: everyone has A.';
    },
    meta: { invalidates },
    onSuccess: setNote,
  });
  if (query.isPending) return <p className="st-muted">Loading the experiment…</p>;
  if (query.error) return <p role="alert">Could not load the experiment: {query.error.message}</p>;
  const e = query.data;
  const reviewer = atLeast(session.user.role, 'reviewer');
  const editor = atLeast(session.user.role, 'editor');
  const waiting = e.variants.filter((v) => v.key !== 'A' && v.changeRequestStatus !== 'approved' && v.changeRequestStatus !== 'withdrawn');
  const ready = e.variants.some((v) => v.key !== 'A' && v.changeRequestStatus === 'approved') && waiting.length === 0;
  return (
    <article className="st-experiment" aria-label={`Experiment ${e.name}`}>
      <h2>
        {e.name} <span className={`st-badge${e.status === 'running' ? ' st-badge--live' : ''}`}>{statusWords[e.status]}</span>
        {e.money ? <span className="st-badge st-badge--warning">Money screen</span> : null}
      </h2>
      <p>
        On{' '}
        <button type="button" className="st-link" onClick={() => onOpenScreen(e.screenId)}>
          {e.screenId}
        </button>{' '}
        · goal: {goalWords(e)} · made {timeInWords(e.createdAt)} by {e.createdBy}
        {e.startedAt ? ` · started ${timeInWords(e.startedAt)} by ${e.startedBy ?? ''}` : ''}
        {e.endedAt ? ` · ended ${timeInWords(e.endedAt)} by ${e.endedBy ?? ''}` : ''}
      </p>
      {note ? (
        <p role="status" className="st-publish__notice">
          {note}
        </p>
      ) : null}
      {act.error ? (
        <p role="alert" className="st-publish__failure">
          {act.error.message}
        </p>
      ) : null}
      <section aria-label="Variants">
        <h3 className="st-history__heading">Variants</h3>
        <VariantRows experiment={e} />
        {e.status === 'draft' ? (
          <p className="st-muted">
            To add a variant, edit {e.screenId} in Screens, then <strong>Submit for review…</strong> → <strong>As a variant</strong> of this
            experiment. Each variant is reviewed in Reviews like any change
            {e.money ? ' (a money screen: by someone who passes separation of duties)' : ''}.
          </p>
        ) : null}
      </section>
      {e.status === 'draft' ? (
        <div className="st-history__actions">
          {reviewer ? (
            <button
              type="button"
              className="st-button st-button--primary"
              disabled={!ready || act.isPending}
              onClick={() => act.mutate({ kind: 'start' })}
            >
              {act.isPending ? 'Starting…' : 'Start the experiment'}
            </button>
          ) : null}
          {editor ? (
            <button type="button" className="st-button" disabled={act.isPending} onClick={() => act.mutate({ kind: 'cancel' })}>
              Cancel it
            </button>
          ) : null}
          {!ready ? (
            <span className="st-muted">
              {waiting.length > 0 ? `Waiting for review: variant ${waiting.map((v) => v.key).join(', ')}.` : 'Add a variant first.'}
            </span>
          ) : null}
        </div>
      ) : null}
      {e.results ? (
        <section aria-label="Results">
          <h3 className="st-history__heading">Results {e.status === 'running' ? 'so far' : ''}</h3>
          <ExperimentResults results={e.results} minimumEffect={e.minimumEffect} />
        </section>
      ) : null}
      {e.status === 'running' && reviewer ? (
        <section aria-label="End">
          <EndForm experiment={e} busy={act.isPending} onEnd={(ship, reason) => act.mutate({ kind: 'end', ship, reason })} />
        </section>
      ) : null}
      {e.status === 'ended' ? (
        <p>
          {e.winner
            ? `Variant ${e.winner} was chosen: its text is change request #${e.shipChangeRequestId ?? ''} in Reviews, and goes live when someone approves it.`
            : 'A was kept: nothing changed for borrowers.'}
        </p>
      ) : null}
    </article>
  );
}

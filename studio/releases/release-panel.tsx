/**
 * "Under way" in a screen's History: the active rollout (its steps, the share of borrowers now, the field's numbers
 * beside the live version's and what the halt rule says), a release waiting for its time (Manila), and the recent
 * ones — a halt with the numbers that triggered it. Reviewers move a rollout on, stop it, or cancel a schedule, each
 * asking first (a reason for a stop or a cancel); the server's 409 (someone acted meanwhile) is said as it is.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../server-state/studio-queries.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { advanceRollout, cancelSchedule, releaseKeys, releaseState, stopRollout, type Rollout, type Schedule } from './release-api.ts';
import { everyWords, haltReason, healthWords, manilaTime, rolloutLine, scheduleLine, stepsLine, verdictWords } from './release-words.ts';
import { timeInWords } from '../history/time-in-words.ts';
import './releases.css';
import { WhyField } from './why-field.tsx';

/** Props of ReleasePanel. */
export interface ReleasePanelProps {
  screenId: string;
  /** A reviewer or an admin: may move, stop and cancel. */
  canAct: boolean;
  /** After an action: the studio loads the screen again. */
  onChanged(note: string): void;
}

type Asking = { kind: 'advance'; rollout: Rollout } | { kind: 'stop'; rollout: Rollout } | { kind: 'cancel'; schedule: Schedule } | null;

function ActiveRollout({ rollout, canAct, onAsk }: { rollout: Rollout; canAct: boolean; onAsk(asking: Asking): void }) {
  const next = rollout.steps[rollout.step + 1];
  const health = rollout.health;
  return (
    <article className="st-rollout" aria-label={`Rollout of version ${rollout.version}`}>
      <p className="st-rollout__line">
        <strong>{rolloutLine(rollout)}</strong>
      </p>
      <div
        className="st-rollout__meter"
        role="meter"
        aria-label="Share of borrowers"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rollout.percent}
      >
        <span style={{ width: `${rollout.percent}%` }} />
      </div>
      <p className="st-muted">
        Started {timeInWords(rollout.startedAt)} by {rollout.startedBy}.{' '}
        {rollout.advance === 'schedule'
          ? `The server moves it ${everyWords(rollout.everyMinutes)} while it is healthy${rollout.nextStepAt ? `; next step not before ${manilaTime(rollout.nextStepAt)} (Manila)` : ''}.`
          : 'A reviewer moves each step.'}
      </p>
      {health ? (
        <div className={`st-rollout__health st-rollout__health--${health.verdict}`} role="status">
          <p>{healthWords(health)}</p>
          <p>{verdictWords(health)}</p>
        </div>
      ) : null}
      {canAct ? (
        <div className="st-history__actions">
          {next !== undefined ? (
            <button type="button" className="st-button st-button--primary" onClick={() => onAsk({ kind: 'advance', rollout })}>
              Move to {next} %
            </button>
          ) : null}
          <button type="button" className="st-button st-button--danger" onClick={() => onAsk({ kind: 'stop', rollout })}>
            Stop and roll back…
          </button>
        </div>
      ) : (
        <p className="st-muted">Reviewers and admins move a rollout on or stop it.</p>
      )}
    </article>
  );
}

function Ask({
  asking,
  busy,
  failure,
  onConfirm,
  onBack,
}: {
  asking: NonNullable<Asking>;
  busy: boolean;
  failure: string | null;
  onConfirm(reason: string): void;
  onBack(): void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const needsReason = asking.kind !== 'advance';
  const title =
    asking.kind === 'advance'
      ? `Move version ${asking.rollout.version} to ${asking.rollout.steps[asking.rollout.step + 1] ?? 100} % of borrowers?`
      : asking.kind === 'stop'
        ? `Stop the rollout of version ${asking.rollout.version}?`
        : `Cancel the release of version ${asking.schedule.version}?`;
  const consequence =
    asking.kind === 'advance'
      ? (asking.rollout.steps[asking.rollout.step + 1] ?? 100) >= 100
        ? 'Every borrower gets it: it becomes the live version on production.'
        : 'More borrowers get it at once; those who have it keep it.'
      : asking.kind === 'stop'
        ? `Every borrower gets version ${asking.rollout.fromVersion} again (as a new version with its text).`
        : `Nothing goes live on ${manilaTime(asking.schedule.at)}; the live text comes back as the latest version.`;
  return (
    <form
      className="st-rollout__ask"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        if (needsReason && !reason.trim()) return setMissing(true);
        onConfirm(reason.trim());
      }}
    >
      <h4 className="st-rollback__title">{title}</h4>
      <p className="st-rollback__consequence">{consequence}</p>
      {needsReason ? (
        <div className="st-pub-field">
          <WhyField label="Why (the audit log keeps it)" value={reason} missing={missing} onChange={setReason} />
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="st-publish__failure">
          {failure}
        </p>
      ) : null}
      <div className="st-history__actions">
        <button type="button" className="st-button" onClick={onBack} disabled={busy}>
          Back
        </button>
        <button type="submit" className={`st-button ${asking.kind === 'advance' ? 'st-button--primary' : 'st-button--danger'}`} disabled={busy}>
          {busy ? 'Sending…' : asking.kind === 'advance' ? 'Move on' : asking.kind === 'stop' ? 'Stop and roll back' : 'Cancel the release'}
        </button>
      </div>
    </form>
  );
}

/** The section. */
export function ReleasePanel({ screenId, canAct, onChanged }: ReleasePanelProps) {
  const client = useStudioClient();
  const state = useQuery(releaseState(client, screenId));
  const [asking, setAsking] = useState<Asking>(null);
  const act = useMutation({
    mutationFn: async ({ what, reason }: { what: NonNullable<Asking>; reason: string }) => {
      if (what.kind === 'advance') return rolloutLine(await advanceRollout(client, screenId, what.rollout.id, what.rollout.step));
      if (what.kind === 'stop') return rolloutLine(await stopRollout(client, screenId, what.rollout.id, reason));
      return scheduleLine(await cancelSchedule(client, screenId, what.schedule.id, reason));
    },
    meta: { invalidates: [releaseKeys.state(screenId), queryKeys.screen(screenId), queryKeys.screens()] },
    onSuccess: (note) => {
      setAsking(null);
      onChanged(note);
    },
  });

  if (state.isPending) return <p className="st-muted">Loading rollouts and scheduled releases…</p>;
  if (state.error)
    return (
      <p role="alert" className="st-publish__failure">
        Could not load rollouts and scheduled releases: {state.error.message}
      </p>
    );
  const { rollouts, schedules } = state.data;
  const active = rollouts.filter((r) => r.status === 'active');
  const waiting = schedules.filter((s) => s.status === 'scheduled');
  const past = [...rollouts.filter((r) => r.status !== 'active'), ...schedules.filter((s) => s.status !== 'scheduled')]
    .sort((a, b) => Date.parse(('endedAt' in a ? a.endedAt : a.doneAt) ?? '') - Date.parse(('endedAt' in b ? b.endedAt : b.doneAt) ?? ''))
    .reverse()
    .slice(0, 5);
  if (active.length + waiting.length + past.length === 0) return null;

  return (
    <section className="st-releases" aria-label="Rollouts and scheduled releases">
      <h3 className="st-history__heading">Rollouts and scheduled releases</h3>
      {asking ? (
        <Ask
          asking={asking}
          busy={act.isPending}
          failure={act.error ? act.error.message : null}
          onConfirm={(reason) => act.mutate({ what: asking, reason })}
          onBack={() => {
            act.reset();
            setAsking(null);
          }}
        />
      ) : null}
      {asking ? null : active.map((r) => <ActiveRollout key={r.id} rollout={r} canAct={canAct} onAsk={setAsking} />)}
      {asking
        ? null
        : waiting.map((s) => (
            <article key={s.id} className="st-rollout st-rollout--scheduled" aria-label={`Scheduled release of version ${s.version}`}>
              <p className="st-rollout__line">
                <strong>{scheduleLine(s)}</strong>
              </p>
              <p className="st-muted">
                Approved {timeInWords(s.createdAt)} by {s.createdBy}
                {s.rollout ? `; then ${stepsLine(s.rollout.steps)}` : ''}.
              </p>
              {canAct ? (
                <div className="st-history__actions">
                  <button type="button" className="st-button" onClick={() => setAsking({ kind: 'cancel', schedule: s })}>
                    Cancel…
                  </button>
                </div>
              ) : null}
            </article>
          ))}
      {past.length > 0 && !asking ? (
        <ol className="st-releases__past" aria-label="Recent rollouts and scheduled releases">
          {past.map((p) =>
            'steps' in p ? (
              <li key={`r${p.id}`} className={p.status === 'halted' ? 'st-releases__halted' : undefined}>
                <span>{rolloutLine(p)}</span>
                {haltReason(p) ? <span className="st-releases__why">Why: {haltReason(p)}</span> : null}
                {p.endedAt ? <span className="st-muted"> {timeInWords(p.endedAt)}</span> : null}
              </li>
            ) : (
              <li key={`s${p.id}`}>
                <span>{scheduleLine(p)}</span>
                {p.detail?.lateMinutes ? <span className="st-muted"> ({p.detail.lateMinutes} minutes late: the server was not running)</span> : null}
              </li>
            ),
          )}
        </ol>
      ) : null}
    </section>
  );
}

/**
 * The Experiments section: every experiment, newest first, beside the one chosen; editors make a new one on a screen
 * with its goal (an endpoint of the catalog and the outcome that counts) and the smallest difference worth finding.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { endpointNames } from '../../adapters/http/endpoints.ts';
import { atLeast } from '../session/roles.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { ScreenPicker } from '../shell/screen-picker.tsx';
import type { SessionInfo } from '../studio-api.ts';
import { ExperimentDetail } from './experiment-detail.tsx';
import { createExperiment, experimentList, releaseKeys } from './release-api.ts';
import { goalWords } from './release-words.ts';
import './releases.css';

/** Props of ExperimentsView (a section view's). */
export interface ExperimentsViewProps {
  session: SessionInfo;
  onOpenScreen(id: string): void;
}

function NewExperiment({ onMade, onCancel }: { onMade(id: number): void; onCancel(): void }) {
  const client = useStudioClient();
  const ids = useId();
  const [screenId, setScreenId] = useState('loan-confirm');
  const [name, setName] = useState('');
  const [endpoint, setEndpoint] = useState('loanConfirm.push');
  const [outcome, setOutcome] = useState('done');
  const [points, setPoints] = useState('5');
  const [problem, setProblem] = useState<string | null>(null);
  const make = useMutation({
    mutationFn: () => createExperiment(client, screenId, { name: name.trim(), goal: { endpoint, outcome }, minimumEffect: Number(points) / 100 }),
    meta: { invalidates: [releaseKeys.experiments()] },
    onSuccess: (made) => onMade(made.id),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const effect = Number(points);
    if (!name.trim()) return setProblem('Name the experiment.');
    if (!(effect >= 0.5 && effect <= 50)) return setProblem('The smallest difference worth finding is 0.5 to 50 points.');
    setProblem(null);
    make.mutate();
  }
  return (
    <form className="st-form-grid" aria-label="New experiment" onSubmit={submit}>
      <ScreenPicker value={screenId} onChange={setScreenId} />
      <label htmlFor={`${ids}-name`}>
        Name
        <input id={`${ids}-name`} className="st-input" value={name} onChange={(e) => setName(e.target.value)} placeholder="Confirm button text" />
      </label>
      <label htmlFor={`${ids}-endpoint`}>
        Goal: the call that counts
        <select id={`${ids}-endpoint`} className="st-input" value={endpoint} onChange={(e) => setEndpoint(e.target.value)}>
          {endpointNames.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${ids}-outcome`}>
        … when it
        <select id={`${ids}-outcome`} className="st-input" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
          <option value="done">succeeds (done)</option>
          <option value="failed">fails</option>
          <option value="stopped">is stopped by the app</option>
        </select>
      </label>
      <label htmlFor={`${ids}-effect`}>
        Smallest difference worth finding (points of goal rate)
        <input id={`${ids}-effect`} className="st-input" inputMode="decimal" value={points} onChange={(e) => setPoints(e.target.value)} />
      </label>
      {problem || make.error ? (
        <p role="alert" className="st-pub-field__error">
          {problem ?? make.error?.message}
        </p>
      ) : null}
      <div className="st-history__actions">
        <button type="button" className="st-button" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="st-button st-button--primary" disabled={make.isPending}>
          {make.isPending ? 'Making…' : 'Make the experiment'}
        </button>
      </div>
    </form>
  );
}

/** The section. */
export function ExperimentsView({ session, onOpenScreen }: ExperimentsViewProps) {
  const client = useStudioClient();
  const list = useQuery(experimentList(client));
  const [chosen, setChosen] = useState<number | null>(null);
  const [making, setMaking] = useState(false);
  const shown = chosen ?? list.data?.[0]?.id ?? null;
  return (
    <div className="st-experiments">
      <div>
        <h2 className="st-history__heading">Experiments</h2>
        {atLeast(session.user.role, 'editor') && !making ? (
          <p>
            <button type="button" className="st-button st-button--primary" onClick={() => setMaking(true)}>
              New experiment…
            </button>
          </p>
        ) : null}
        {making ? (
          <NewExperiment
            onMade={(id) => {
              setMaking(false);
              setChosen(id);
            }}
            onCancel={() => setMaking(false)}
          />
        ) : null}
        {list.isPending ? <p className="st-muted">Loading experiments…</p> : null}
        {list.error ? <p role="alert">Could not load the experiments: {list.error.message}</p> : null}
        {list.data?.length === 0 ? <p className="st-muted">No experiments yet.</p> : null}
        <ul className="st-experiments__list" aria-label="Experiments, newest first">
          {(list.data ?? []).map((e) => (
            <li key={e.id}>
              <button type="button" className="st-experiments__item" aria-current={e.id === shown} onClick={() => setChosen(e.id)}>
                <strong>{e.name}</strong>
                <span className="st-muted">
                  {e.screenId} · {e.status} · {goalWords(e)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div>{shown !== null ? <ExperimentDetail key={shown} experimentId={shown} session={session} onOpenScreen={onOpenScreen} /> : null}</div>
    </div>
  );
}

/**
 * "How it goes live" in the Submit for review dialog: at once, in steps to a share of production's borrowers (a
 * reviewer moves each step, or the server does every so often while the new version is healthy), at a set date and
 * time in Manila, or — when the screen has a draft experiment — as one of its variants. Staging goes live whole, so
 * there only the time can be set. The choice is kept with the dialog's other fields.
 */
import type { Channel } from '../studio-api.ts';
import type { Experiment, ReleasePlan } from './release-api.ts';
import { parseSteps, manilaInstant, stepsLine } from './release-words.ts';
import './releases.css';

/** What the staff member chose, as typed. */
export interface PlanChoice {
  how: 'now' | 'steps' | 'variant';
  steps: string;
  advance: 'reviewer' | 'schedule';
  everyHours: string;
  /** Go live at a set time. */
  scheduled: boolean;
  date: string;
  time: string;
  /** The draft experiment a variant goes to. */
  experimentId: number | null;
}

/** The choice a dialog starts with: at once. */
export const initialPlan: PlanChoice = {
  how: 'now',
  steps: '1, 10, 50, 100',
  advance: 'reviewer',
  everyHours: '24',
  scheduled: false,
  date: '',
  time: '09:00',
  experimentId: null,
};

/** The plan to send, the experiment a variant goes to, or what is wrong with the choice. */
export type PlanResult =
  { kind: 'plan'; plan: ReleasePlan | undefined } | { kind: 'variant'; experimentId: number } | { kind: 'invalid'; message: string };

/** Reads the choice for `target`. */
export function planOf(choice: PlanChoice, target: Channel, now: Date = new Date()): PlanResult {
  if (choice.how === 'variant' && target === 'production' && choice.experimentId !== null)
    return { kind: 'variant', experimentId: choice.experimentId };
  const plan: ReleasePlan = {};
  if (choice.how === 'steps' && target === 'production') {
    const steps = parseSteps(choice.steps);
    if (typeof steps === 'string') return { kind: 'invalid', message: steps };
    if (choice.advance === 'schedule') {
      const hours = Number(choice.everyHours);
      if (!(hours >= 0.1 && hours <= 720)) return { kind: 'invalid', message: 'Say how many hours apart the steps come (0.1 to 720).' };
      plan.rollout = { steps, advance: 'schedule', everyMinutes: Math.round(hours * 60) };
    } else plan.rollout = { steps, advance: 'reviewer' };
  }
  if (choice.scheduled) {
    const at = manilaInstant(choice.date, choice.time);
    if (!at) return { kind: 'invalid', message: 'Pick the date and the time (Manila) it goes live.' };
    if (Date.parse(at) <= now.getTime() + 60_000) return { kind: 'invalid', message: 'The time to go live must be at least a minute ahead.' };
    plan.at = at;
  }
  return { kind: 'plan', plan: plan.at || plan.rollout ? plan : undefined };
}

/** Props of ReleasePlanField. */
export interface ReleasePlanFieldProps {
  ids: string;
  target: Channel;
  value: PlanChoice;
  onChange(choice: PlanChoice): void;
  /** The screen's draft experiments (a variant may go to one). */
  drafts: readonly Experiment[];
  /** What is wrong with the choice, shown under it. */
  problem: string | null;
}

/** The fieldset. */
export function ReleasePlanField({ ids, target, value, onChange, drafts, problem }: ReleasePlanFieldProps) {
  const set = (change: Partial<PlanChoice>) => onChange({ ...value, ...change });
  const production = target === 'production';
  const how = production ? value.how : 'now';
  const steps = parseSteps(value.steps);
  return (
    <fieldset className="st-plan" aria-describedby={problem ? `${ids}-plan-problem` : undefined}>
      <legend>How it goes live</legend>
      <label className="st-plan__option">
        <input type="radio" name={`${ids}-plan`} checked={how === 'now'} onChange={() => set({ how: 'now' })} />
        <span>
          <strong>To everyone</strong> on {production ? 'production' : 'staging'} at once
        </span>
      </label>
      {production ? (
        <label className="st-plan__option">
          <input type="radio" name={`${ids}-plan`} checked={how === 'steps'} onChange={() => set({ how: 'steps' })} />
          <span>
            <strong>In steps</strong> to a share of borrowers — it halts and rolls back by itself if it fails more than the live version
          </span>
        </label>
      ) : null}
      {how === 'steps' ? (
        <div className="st-plan__detail">
          <label htmlFor={`${ids}-steps`}>Steps (% of borrowers)</label>
          <input
            id={`${ids}-steps`}
            className="st-input st-plan__steps"
            value={value.steps}
            aria-describedby={`${ids}-steps-read`}
            onChange={(event) => set({ steps: event.target.value })}
          />
          <span id={`${ids}-steps-read`} className="st-muted">
            {typeof steps === 'string' ? steps : stepsLine(steps)}
          </span>
          <div role="radiogroup" aria-label="Who moves each step" className="st-plan__advance">
            <label>
              <input type="radio" name={`${ids}-advance`} checked={value.advance === 'reviewer'} onChange={() => set({ advance: 'reviewer' })} /> A
              reviewer moves each step
            </label>
            <label>
              <input type="radio" name={`${ids}-advance`} checked={value.advance === 'schedule'} onChange={() => set({ advance: 'schedule' })} /> The
              server, every
            </label>
            <input
              aria-label="Hours between steps"
              className="st-input st-plan__hours"
              inputMode="decimal"
              value={value.everyHours}
              disabled={value.advance !== 'schedule'}
              onChange={(event) => set({ everyHours: event.target.value })}
            />
            <span>hours while the new version is healthy</span>
          </div>
        </div>
      ) : null}
      {production && drafts.length > 0 ? (
        <label className="st-plan__option">
          <input
            type="radio"
            name={`${ids}-plan`}
            checked={how === 'variant'}
            onChange={() => set({ how: 'variant', scheduled: false, experimentId: value.experimentId ?? drafts[0]?.id ?? null })}
          />
          <span>
            <strong>As a variant</strong> of the experiment{' '}
            {drafts.length === 1 ? (
              <>“{drafts[0]?.name}”</>
            ) : (
              <select
                aria-label="Experiment"
                className="st-input"
                value={value.experimentId ?? ''}
                onChange={(event) => set({ how: 'variant', experimentId: Number(event.target.value) })}
              >
                {drafts.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </select>
            )}{' '}
            — it reaches borrowers when the experiment starts
          </span>
        </label>
      ) : null}
      {how !== 'variant' ? (
        <div className="st-plan__when">
          <label>
            <input type="checkbox" checked={value.scheduled} onChange={(event) => set({ scheduled: event.target.checked })} /> At a set date and time
            (Manila)
          </label>
          {value.scheduled ? (
            <span className="st-plan__datetime">
              <input
                aria-label="Date (Manila)"
                type="date"
                className="st-input"
                value={value.date}
                onChange={(event) => set({ date: event.target.value })}
              />
              <input
                aria-label="Time (Manila)"
                type="time"
                className="st-input"
                value={value.time}
                onChange={(event) => set({ time: event.target.value })}
              />
            </span>
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p id={`${ids}-plan-problem`} className="st-pub-field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

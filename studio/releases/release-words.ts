/**
 * Rollouts, schedules and experiments in staff's words: times in Manila (where the lender works, whatever the
 * computer's zone), a plan, a rollout's state and a halt's numbers, an experiment's goal and results.
 */
import type { ChangeRequest } from '../studio-api-types.ts';
import { manilaTime } from '../../renderer/core/releases/manila-time.ts';
import type { Experiment, HaltDecision, ReleasePlan, Rollout, Schedule, VariantResult } from './release-api.ts';

export { manilaTime };

/** The instant (ISO with +08:00) of a Manila date and time typed in the boxes, or null when they are not complete. */
export function manilaInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d\d-\d\d$/.test(date) || !/^\d\d:\d\d$/.test(time)) return null;
  const iso = `${date}T${time}:00+08:00`;
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

/** Percentages typed as "1, 10, 50, 100" (or with spaces, % signs), or a sentence saying what is wrong. */
export function parseSteps(typed: string): number[] | string {
  const parts = typed
    .split(/[,\s→>]+/)
    .map((p) => p.replace('%', '').trim())
    .filter(Boolean);
  const steps = parts.map(Number);
  if (steps.length < 2 || steps.some((s) => !Number.isInteger(s) || s < 1 || s > 100))
    return 'Write two or more whole percentages from 1 to 100, such as 1, 10, 50, 100.';
  if (steps.some((s, i) => i > 0 && s <= (steps[i - 1] as number))) return 'Each step must reach more borrowers than the one before.';
  if (steps.at(-1) !== 100) return 'The last step is 100: every borrower.';
  return steps;
}

/** The steps as a line: "1 → 10 → 50 → 100 %". */
export function stepsLine(steps: readonly number[]): string {
  return `${steps.join(' → ')} %`;
}

/** How often a step comes, in words. */
export function everyWords(minutes: number | null | undefined): string {
  if (!minutes) return '';
  if (minutes % (24 * 60) === 0) return minutes === 24 * 60 ? 'every day' : `every ${minutes / (24 * 60)} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'every hour' : `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}

/** A plan in one sentence, as reviewers read it on a change request. */
export function planWords(plan: ReleasePlan | undefined): string {
  if (!plan || (!plan.at && !plan.rollout)) return 'Goes live at once when approved.';
  const when = plan.at ? `On ${manilaTime(plan.at)} (Manila)` : 'When approved';
  if (!plan.rollout) return `${when} it goes live for everyone.`;
  const who =
    plan.rollout.advance === 'reviewer'
      ? 'a reviewer moves each step'
      : `the server moves it ${everyWords(plan.rollout.everyMinutes)} while it is healthy`;
  return `${when} it starts a rollout to ${stepsLine(plan.rollout.steps)} of production's borrowers; ${who}.`;
}

/** How a change request goes live once approved, as its reviewer reads it. */
export function goesLiveWords(request: Pick<ChangeRequest, 'plan' | 'experiment'>): string {
  if (request.experiment)
    return `As variant ${request.experiment.variant} of an experiment: approving it publishes nothing; it reaches borrowers when a reviewer starts the experiment (Experiments).`;
  return planWords(request.plan);
}

/** What approving a change request did, for the note after it. */
export function approvedWords(request: Pick<ChangeRequest, 'plan' | 'experiment' | 'publishedVersion' | 'target'>): string {
  if (request.experiment) return `Approved as variant ${request.experiment.variant}; it reaches borrowers when the experiment starts.`;
  const v = request.publishedVersion;
  if (request.plan?.at) return `Version ${v ?? ''} goes live on ${request.target} on ${manilaTime(request.plan.at)} (Manila).`;
  if (request.plan?.rollout)
    return `Version ${v ?? ''} reaches ${request.plan.rollout.steps[0] ?? 0} % of production's borrowers (History shows the rollout).`;
  return '';
}

/** Views with a problem per 1,000 views, as a number staff read ("12.5"). */
const perK = (n: number) => n.toLocaleString('en-PH', { maximumFractionDigits: 1 });
const count = (n: number) => n.toLocaleString('en-PH');

/** The halt rule's numbers in words: what each version did and what the limit is. */
export function healthWords(d: HaltDecision): string {
  return (
    `Version ${d.newer.version}: ${perK(d.newer.perThousand)} per 1,000 views had a problem (${count(d.newer.views)} views). ` +
    `Version ${d.live.version}: ${perK(d.live.perThousand)} per 1,000 (${count(d.live.views)} views).`
  );
}

/** What the halt rule says now. */
export function verdictWords(d: HaltDecision): string {
  const limit = `${perK(d.marginPerThousand)} more per 1,000 views, ${d.confidence * 100} % sure`;
  if (d.verdict === 'too-few-views') return `Not judged yet: each version needs ${count(d.minViews)} views (it halts by itself past ${limit}).`;
  if (d.verdict === 'worse') return `Worse than version ${d.live.version} beyond the limit (${limit}): it halts at the next check.`;
  return `Within the limit (${limit}): it keeps going.`;
}

/** A rollout's state in one line. */
export function rolloutLine(r: Rollout): string {
  const step = `step ${r.step + 1} of ${r.steps.length}: ${stepsLine(r.steps)}`;
  if (r.status === 'active') return `Version ${r.version} reaches ${r.percent} % of production's borrowers (${step}).`;
  if (r.status === 'completed') return `Version ${r.version} reached every borrower (${stepsLine(r.steps)}).`;
  if (r.status === 'halted') return `Version ${r.version} was halted by Hatid at ${r.percent} % and rolled back to version ${r.fromVersion}.`;
  return `Version ${r.version} was stopped at ${r.percent} % by ${r.endDetail?.by ?? 'a reviewer'}${r.endDetail?.why ? `: ${r.endDetail.why}` : ''}.`;
}

/** Why a halted rollout halted: its numbers as the audit holds them. */
export function haltReason(r: Rollout): string | null {
  const d = r.endDetail;
  if (!d?.halted || !d.newer || !d.live) return null;
  return (
    `${perK(d.newer.perThousand)} per 1,000 views of version ${d.newer.version} had a problem against ${perK(d.live.perThousand)} for version ` +
    `${d.live.version} (${count(d.newer.views)} and ${count(d.live.views)} views); the limit is ${perK(d.marginPerThousand ?? 0)} more per 1,000, ` +
    `and the test was ${((d.confidence ?? 0) * 100).toLocaleString('en-PH')} % sure (its lower bound: ${perK(d.lowerBoundPerThousand ?? 0)} more per 1,000).`
  );
}

/** A scheduled release's state in one line. */
export function scheduleLine(s: Schedule): string {
  const where = s.target === 'production' ? (s.rollout ? `a rollout on production (${stepsLine(s.rollout.steps)})` : 'production') : 'staging';
  if (s.status === 'scheduled') return `Version ${s.version} goes live on ${where} on ${manilaTime(s.at)} (Manila).`;
  if (s.status === 'live') return `Version ${s.version} went live on ${where} on ${manilaTime(s.doneAt ?? s.at)} (Manila).`;
  return `The release of version ${s.version} set for ${manilaTime(s.at)} was cancelled by ${s.doneBy ?? 'a reviewer'}${s.detail?.why ? `: ${s.detail.why}` : ''}.`;
}

/** An experiment's goal in words. */
export function goalWords(e: Pick<Experiment, 'goal'>): string {
  const outcome = { done: 'succeeds', failed: 'fails', stopped: 'is stopped' }[e.goal.outcome];
  return `${e.goal.endpoint} ${outcome}`;
}

/** A rate as a percentage with one decimal. */
export const percent = (rate: number) => `${(rate * 100).toLocaleString('en-PH', { maximumFractionDigits: 1, minimumFractionDigits: 1 })} %`;

/** A variant's result against the control, in words. */
export function comparisonWords(r: VariantResult): string {
  if (!r.versusControl) return 'Control';
  const d = r.versusControl;
  const points = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toLocaleString('en-PH', { maximumFractionDigits: 1 })}`;
  const range = `${points(d.low)} to ${points(d.high)} points`;
  if (d.verdict === 'better') return `Better than A (${range})`;
  if (d.verdict === 'worse') return `Worse than A (${range})`;
  return `Not clear yet (${range})`;
}

/** How many more views a variant needs, in words. */
export function stillNeededWords(n: number | null): string {
  if (n === null) return 'Known once A has views';
  return n === 0 ? 'Enough views' : `${count(n)} more views`;
}

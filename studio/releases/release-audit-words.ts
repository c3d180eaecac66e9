/** The audit entries of rollouts, scheduled releases and experiments in plain words (studio/audit/audit-words.ts uses them). */
import type { AuditEntry } from '../studio-api.ts';
import { manilaTime, stepsLine } from './release-words.ts';

/** What each release action means. */
export const releaseActions: Record<string, string> = {
  'rollout-start': 'Started a rollout',
  'rollout-advance': 'Moved a rollout on',
  'rollout-complete': 'Completed a rollout',
  'rollout-halt': 'Halted a rollout (automatic)',
  'rollout-stop': 'Stopped a rollout',
  schedule: 'Scheduled a release',
  'schedule-live': 'A scheduled release went live',
  'schedule-cancel': 'Cancelled a scheduled release',
  'experiment-create': 'Made an experiment',
  'experiment-start': 'Started an experiment',
  'experiment-end': 'Ended an experiment',
  'experiment-cancel': 'Cancelled an experiment',
};

type Numbers = { version?: number; views?: number; errorViews?: number; perThousand?: number };
const isNumbers = (v: unknown): v is Numbers => typeof v === 'object' && v !== null;
const n = (x: number | undefined) => (x ?? 0).toLocaleString('en-PH', { maximumFractionDigits: 1 });

/** The detail of a release entry that the general words do not say ("" for others). */
export function releaseDetailWords(entry: AuditEntry): string[] {
  const d = entry.detail;
  const parts: string[] = [];
  if (typeof d.percent === 'number' && entry.action.startsWith('rollout-'))
    parts.push(typeof d.from === 'number' && entry.action !== 'rollout-start' ? `${d.from} % → ${d.percent} %` : `at ${d.percent} %`);
  if (Array.isArray(d.steps)) parts.push(`steps ${stepsLine(d.steps as number[])}`);
  if (entry.action === 'rollout-halt' && isNumbers(d.newer) && isNumbers(d.live)) {
    parts.push(
      `version ${d.newer.version ?? ''}: ${n(d.newer.perThousand)} per 1,000 views had a problem (${n(d.newer.errorViews)} of ${n(d.newer.views)}); ` +
        `version ${d.live.version ?? ''}: ${n(d.live.perThousand)} per 1,000 (${n(d.live.errorViews)} of ${n(d.live.views)})`,
    );
    if (typeof d.marginPerThousand === 'number' && typeof d.confidence === 'number')
      parts.push(
        `limit ${n(d.marginPerThousand)} more per 1,000, ${d.confidence * 100} % sure (lower bound ${n(d.lowerBoundPerThousand as number)})`,
      );
  }
  if (typeof d.at === 'string' && entry.action.startsWith('schedule')) parts.push(`for ${manilaTime(d.at)} (Manila)`);
  if (typeof d.lateMinutes === 'number') parts.push(`${d.lateMinutes} minutes late`);
  if (typeof d.name === 'string' && entry.action.startsWith('experiment-')) parts.push(`“${d.name}”`);
  if (typeof d.goal === 'string') parts.push(`goal ${d.goal}`);
  if (typeof d.ship === 'string') parts.push(`ships variant ${d.ship} through review`);
  if (typeof d.variant === 'string') parts.push(`variant ${d.variant}`);
  if (typeof d.why === 'string' && entry.action in releaseActions) parts.push(`why: ${d.why}`);
  return parts;
}

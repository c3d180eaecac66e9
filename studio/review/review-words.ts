/** Plain words for change requests: statuses, channels, versions, ages and failures. */
import { StudioApiError, type ChangeRequestStatus, type Channel } from '../studio-api.ts';

/** How each status reads in the list and on a request. */
export const statusWords: Record<ChangeRequestStatus, string> = {
  open: 'Waiting for review',
  changes_requested: 'Changes requested',
  approved: 'Approved and published',
  withdrawn: 'Withdrawn',
};

/** "production" / "staging" as staff say it. */
export function channelWords(channel: Channel): string {
  return channel === 'production' ? 'production' : 'staging';
}

/**
 * A version as staff say it: "version 4", or "the bundled copy" for version 0; for a screen made in the studio
 * (`made`), version 0 is "the new screen as it was made" (never live: there is no before).
 */
export function versionWords(version: number, made = false): string {
  if (version === 0) return made ? 'the new screen as it was made' : 'the copy bundled with the app';
  return `version ${version}`;
}

/** The caption of a review's "before" phone: the version, or for a new screen's first change, that there is no before. */
export function beforeCaption(version: number, made = false): string {
  return version === 0 && made ? 'No before: a new screen, never live (drawn as it was made)' : versionWords(version);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** How long ago something happened: "just now", "5 minutes ago", "3 hours ago", "2 days ago", then the date. */
export function ageInWords(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const past = now.getTime() - date.getTime();
  if (past < MINUTE) return 'just now';
  if (past < HOUR) return ago(Math.floor(past / MINUTE), 'minute');
  if (past < DAY) return ago(Math.floor(past / HOUR), 'hour');
  if (past < 14 * DAY) return ago(Math.floor(past / DAY), 'day');
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** What a failed call says to staff: the server's own message, with what to do next where it helps. */
export function failureWords(err: unknown, nothingDone: string): string {
  if (!(err instanceof StudioApiError)) return err instanceof Error ? err.message : String(err);
  if (err.status === 0) return `Could not reach the studio server, so ${nothingDone}. Try again when it is back.`;
  return err.message;
}

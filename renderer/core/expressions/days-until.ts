/** Whole days from today to a date, on the phone's calendar (a due date's "days left"). */
import { toDate } from './to-date.ts';

const dayMs = 86_400_000;

/** Local calendar day number (days since 1970-01-01 on this phone's calendar), so daylight saving shifts never count. */
function dayNumber(d: Date): number {
  return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / dayMs);
}

/**
 * Calendar days from `today` to the date's day: 0 on the day itself, negative once it has passed, null for a value
 * that is not a date (an empty due date of an order not yet disbursed).
 */
export function daysUntil(value: unknown, today: Date): number | null {
  if (value === null || value === undefined || value === '') return null;
  const date = toDate(value);
  return date ? dayNumber(date) - dayNumber(today) : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

function clock(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' }).format(date);
}

function calendarDay(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** A published time in words relative to `now`: "just now", "5 minutes ago", "today at 14:05", "yesterday at 09:10", "3 March 2026 at 14:05". */
export function timeInWords(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const ago = now.getTime() - date.getTime();
  if (ago >= 0 && ago < MINUTE) return 'just now';
  if (ago >= 0 && ago < HOUR) return plural(Math.floor(ago / MINUTE), 'minute');
  if (ago >= 0 && ago < 6 * HOUR) return plural(Math.floor(ago / HOUR), 'hour');
  if (sameDay(date, now)) return `today at ${clock(date)}`;
  if (sameDay(date, new Date(now.getTime() - DAY))) return `yesterday at ${clock(date)}`;
  return `${calendarDay(date)} at ${clock(date)}`;
}

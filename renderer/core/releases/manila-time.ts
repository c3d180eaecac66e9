/**
 * Times of releases as staff read them, in Manila (where the lender works, whatever the computer's zone): the server's
 * audit of a scheduled release and the studio's words use the same.
 */
const manila = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A time as Manila reads it: "Sat, 12 Dec 2026, 09:00" (a text that is no time is given back as it is). */
export function manilaTime(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  return Number.isNaN(date.getTime()) ? String(at) : manila.format(date);
}

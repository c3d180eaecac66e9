/** Reading numbers and dates the way lenders send them (text or numbers; timestamps in seconds or milliseconds). */

/** A finite number from a number or a numeric text; undefined otherwise. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** A date from a timestamp (s or ms) or a date text such as "2025-06-07" or "2025-06-07 14:03:22"; undefined otherwise. */
export function toDate(value: unknown): Date | undefined {
  const n = toNumber(value);
  // Lender timestamps come in seconds or milliseconds; anything below 10^11 is seconds.
  // A bare "YYYY-MM-DD" would be read as UTC midnight (the previous day west of UTC): read it as local midnight.
  const text =
    typeof value === 'string' ? (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? `${value.trim()}T00:00:00` : value.replace(' ', 'T')) : undefined;
  const date = n !== undefined ? new Date(n < 1e11 ? n * 1000 : n) : text !== undefined ? new Date(text) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

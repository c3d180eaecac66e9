/**
 * Phone numbers shown in one format: digits in space-separated groups, the way the mobile-number box groups what the
 * borrower types (spec section 5: 3-4-4). A mobile number "09175550142" (or "+63 917 555 0142") shows as
 * "091 7555 0142"; a Metro Manila landline "0288881234" as "02 8888 1234", another area's "0322345678" as
 * "032 234 5678". Anything else is shown as it came.
 */
export function formatPhone(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  let digits = text.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('63')) digits = `0${digits.slice(2)}`;
  else if (digits.length === 10 && digits.startsWith('9')) digits = `0${digits}`;
  if (!digits.startsWith('0') || text.replace(/[\d\s()+-]/g, '') !== '') return text;
  if (digits.length === 11) return `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`;
  if (digits.length === 10 && digits.startsWith('02')) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  return text;
}

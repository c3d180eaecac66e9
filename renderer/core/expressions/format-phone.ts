/**
 * Phone numbers shown the way Filipinos write them (issue 28, item 9): a mobile number "09175550199" (or
 * "9175550199", "639175550199") reads "0917 555 0199" (4-3-4); a Metro Manila landline "0281234567" reads
 * "(02) 8123 4567", another area's "0322345678" reads "(032) 234 5678". A number the lender wrote with +63 keeps it:
 * "+639175550199" reads "+63 917 555 0199", "+63 2 8123 4567" stays so. Anything else is shown as it came.
 *
 * This is the shown format only. The mobile-number box groups what the borrower types 3-4-4 (spec section 5, "Phone
 * input: digits only, max 11, grouped 3-4-4"; widgets/phone-input.tsx), and calls get the number as the lender sent it.
 */

/** A Philippine number without its trunk 0 or country code (the national significant number): what it is. */
type Kind = 'mobile' | 'manila' | 'area';

/** What a national significant number is: a mobile (10 digits, 9…), a Metro Manila line (2 and 8 digits) or another area's (9 digits). */
function kindOf(nsn: string): Kind | undefined {
  if (nsn.length === 10 && nsn.startsWith('9')) return 'mobile';
  if (nsn.length === 9 && nsn.startsWith('2')) return 'manila';
  if (nsn.length === 9 && /^[3-8]/.test(nsn)) return 'area';
  return undefined;
}

/** The national significant number of a digits-only Philippine number, or undefined when it is not one. */
function significant(digits: string, international: boolean): string | undefined {
  if (digits.startsWith('63') && kindOf(digits.slice(2))) return digits.slice(2);
  if (international) return undefined;
  if (digits.startsWith('0') && kindOf(digits.slice(1))) return digits.slice(1);
  return kindOf(digits) === 'mobile' ? digits : undefined;
}

/** A phone number in the one shown format (see the file's comment); '' for nothing. */
export function formatPhone(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (text === '' || /[^\d\s()+.-]/.test(text) || text.lastIndexOf('+') > 0) return text;
  const international = text.startsWith('+');
  const nsn = significant(text.replace(/\D/g, ''), international);
  const kind = nsn === undefined ? undefined : kindOf(nsn);
  if (nsn === undefined || kind === undefined) return text;
  if (international) {
    if (kind === 'mobile') return `+63 ${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
    if (kind === 'manila') return `+63 2 ${nsn.slice(1, 5)} ${nsn.slice(5)}`;
    return `+63 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)} ${nsn.slice(5)}`;
  }
  if (kind === 'mobile') return `0${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
  if (kind === 'manila') return `(02) ${nsn.slice(1, 5)} ${nsn.slice(5)}`;
  return `(0${nsn.slice(0, 2)}) ${nsn.slice(2, 5)} ${nsn.slice(5)}`;
}

/**
 * The spec's own words that stay in English in every language (README "Filipino and English"): its odd labels and the
 * messages its error catalogue (section 8) and validation rules (section 5) quote. A text that is one of these, or an
 * expression whose words are only these, needs no Filipino; the Filipino screens show them as the spec writes them.
 * Ordinary labels the spec names (titles, button words) are translated.
 */
export const specWords: readonly string[] = [
  // Section 2 (screen contents) and section 4 (states): odd labels.
  'scanToPay',
  'Kind tips',
  'REPAY',
  'Please keep the depositslip as proof of payment',
  'Click to Copy',
  'Reference_no',
  'Next paragraph',
  'Point out',
  'Successfully Sent',
  // Section 8 (error catalogue): toasts and messages.
  'copy success',
  'Silakan pilih',
  'loading...',
  'Successful demonstration！',
  'Upload succeeded!',
  'registration successful',
  'You have registered, please download the app to log in',
  'Error',
  'error',
  'Processing failed',
  'Wrong verification code',
  'Do not submit the payment request twice',
  // Section 5 (validation rules): messages.
  'Please fill in your comments and suggestions',
  'The selected order does not support sending collection types',
  'Please Enter a number!',
  'enter the correct code',
  'Please provide complete information!',
  'Success!',
];

/**
 * A text as the spec's word list compares it: no case, no spaces or full stop around it ("Enter the correct code."),
 * no step number before it ("4. Please keep the depositslip as proof of payment.").
 */
const normal = (text: string) =>
  text
    .trim()
    .replace(/^\d+\.\s+/, '')
    .replace(/\.$/, '')
    .toLowerCase();

const kept: ReadonlySet<string> = new Set(specWords.map(normal));

/** True when a text is one of the spec's words kept in English (a screen may start it with a capital or end it with a full stop). */
export const isSpecWord = (text: string): boolean => kept.has(normal(text));

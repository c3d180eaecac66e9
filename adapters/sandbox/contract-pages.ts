/**
 * The agreements the loan confirm page lists, and the short readable pages the sandbox serves for them at
 * GET <base>/sandbox/contracts/<position> (position = the agreement's 0-based index in the list).
 */
import { formatPeso } from './seed-data.ts';
import { latePenalty } from './loan-seed.ts';

interface Agreement {
  title: string;
  paragraphs: string[];
}

/** The agreements, in list order (their index is the `position` of contract.jump). */
export const agreements: readonly Agreement[] = [
  {
    title: 'Loan Agreement',
    paragraphs: [
      'This agreement is between you, the borrower, and Hatid Lending Corp., an approved lending institution. You must be a Filipino citizen over 18 years old.',
      'The loan term is 91 to 365 calendar days. We decide on your application within 1 day, and the money is credited to your account within 1 to 3 calendar days after acceptance.',
      'Interest is 0.03% per day of the loan amount. You may repay early only after half of the term has passed and at least 7 days after disbursement.',
      `If you repay late, a one-time late penalty of ${formatPeso(latePenalty)} applies (${formatPeso(80000)} for repeat clients), and daily interest on the unpaid amount is 5% for days 1 to 30, 4% for days 31 to 90 and 2% from day 91.`,
      "Tell us of any change of your name, birth date or address within 3 calendar days. We give you 7 business days' notice before assigning this loan to another lender. After a judgment of default you have a grace period of 10 days.",
    ],
  },
  {
    title: 'Privacy Policy Authorization',
    paragraphs: [
      'You allow Hatid Lending Corp. to collect the information you give in the app and the device information needed to assess your application and prevent fraud.',
      'We use your information only to provide and collect your loan, and we disclose it only to our service providers, credit bureaus and the authorities as the law requires.',
      'We do not lend to minors (under 18). You can withdraw this authorization at any time by writing to our grievance officer at support@hatid.ph; loans already granted are not affected.',
    ],
  },
  {
    title: 'Repayment Reminder Service Agreement',
    paragraphs: [
      'We remind you of your repayment by SMS, in-app message and telephone call, starting 3 days before your due date.',
      'Reminders are sent between 8:00 and 20:00 Manila time and never to your family, friends or employer.',
      'You can stop the reminders at any time in the app or by contacting customer service; you remain responsible for repaying on time.',
    ],
  },
];

/** The agreement list as the lender answers it: items with a title. */
export function agreementList(): { title: string }[] {
  return agreements.map(({ title }) => ({ title }));
}

/** The agreement at a position given as text ('0', '1', …), if any. */
export function agreementAt(position: string): Agreement | undefined {
  return /^\d{1,3}$/.test(position) ? agreements[Number(position)] : undefined;
}

/** Where the page of the agreement at `position` is served. */
export function contractUrl(baseURL: string, position: number): string {
  return `${baseURL}/sandbox/contracts/${position}`;
}

/** The headers of an agreement page: readable HTML that can run nothing. */
export const contractPageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
} as const;

/** The HTML page of an agreement (its texts are fixed here, so nothing needs escaping). */
export function contractPage(agreement: Agreement): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${agreement.title}</title>` +
    '<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;margin:0;padding:16px;max-width:40rem}' +
    'h1{font-size:20px;margin:0 0 12px}p{margin:0 0 12px}</style></head><body>' +
    `<h1>${agreement.title}</h1>` +
    agreement.paragraphs.map((p) => `<p>${p}</p>`).join('') +
    '</body></html>'
  );
}

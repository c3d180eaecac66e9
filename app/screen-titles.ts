/**
 * The titles of the screens built into the app, known before a screen's document arrives, so the top bar of the
 * loading page names the screen at once (on a slow network the document can take seconds), and what each screen's
 * loading line says. A table rather than an import of the documents, which would put every bundled screen in the first
 * script; tests/unit/app/screen-titles.test.ts fails when it no longer matches screens/*.json. A title worked out from
 * data (an expression) is not listed. The route hints script (scripts/route-hints-plugin.ts) carries both too, for the
 * page before the app's script has run.
 */

/**
 * Per screen: its title and, on a line of its own, what its loading line says it waits for ("Loading your order…"; the spec fixes
 * no words: its "loading..." is the toast while a tap's request runs). Other screens' loading lines say "Loading…".
 */
const titles: Readonly<Record<string, string>> = {
  'about-us': 'About us',
  'bind-bank': 'Payment account information\nyour payment account form',
  'complain-details': 'Online service\nyour complaint',
  'complain-page-next': 'Complaint',
  'complain-page': 'Complaint\nyour orders',
  'complaint-list': 'My Complaint\nyour complaints',
  'customer-service': 'Customer service\nour contact details',
  'joint-login-fail': 'Failed',
  'loan-agreement': 'Loan agreement\nthe agreement',
  'loan-confirm': 'Confirm loan\nyour loan offer',
  'loan-details': 'Order details\nyour order',
  'new-loan-confirm': 'Confirm loan\nyour loan offer',
  'payment-instructions': 'How to pay\nthe payment steps',
  payway: 'Repayment\nyour payment options',
  'privacy-policy': 'General Terms and Conditions',
  'repayment-by-period': 'Repayment\nyour repayment',
  'repayment-delay': 'Rollover Repayment\nyour rollover',
  'repayment-of-code': 'Repayment by code\nyour payment code',
  'repayment-of-code2': 'Repayment by code\nyour payment code',
  'site-about': 'About us | Hatid Lending',
  'site-calculator': 'Loan calculator | Hatid Lending',
  'site-home': 'Hatid Lending: short-term loans, explained plainly',
  'site-loan-terms': 'Loan terms and conditions | Hatid Lending',
  'site-policy': 'Privacy Agreement | Hatid Lending',
  'test-preview': 'Test preview',
  'wallet-repayment': 'Pay with an e-wallet\nyour payment',
};

const entryOf = (screen: string) => (Object.hasOwn(titles, screen) ? (titles[screen] ?? '') : '').split('\n');

/** The bundled title of a screen, or '' when it has none known before its document (or it is an expression). */
export function bundledTitle(screen: string): string {
  return entryOf(screen)[0] ?? '';
}

/** The words of a screen's loading line ("Loading your order…"). */
export function loadingWords(screen: string): string {
  const waitsFor = entryOf(screen)[1];
  return waitsFor ? `Loading ${waitsFor}…` : 'Loading…';
}

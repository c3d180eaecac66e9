/**
 * The titles of the screens built into the app, known before a screen's document arrives, so the top bar of the
 * loading page names the screen at once (on a slow network the document can take seconds). A table rather than an
 * import of the documents, which would put every bundled screen in the first script; tests/unit/app/screen-titles.test.ts
 * fails when it no longer matches screens/*.json. A title worked out from data (an expression) is not listed.
 */
const titles: Readonly<Record<string, string>> = {
  'about-us': 'About us',
  'bind-bank': 'Payment account information',
  'complain-details': 'Online service',
  'complain-page-next': 'Complaint',
  'complain-page': 'Complaint',
  'complaint-list': 'My Complaint',
  'customer-service': 'Customer service',
  'joint-login-fail': 'Failed',
  'loan-agreement': 'Loan agreement',
  'loan-confirm': 'Confirm loan',
  'loan-details': 'Order details',
  'new-loan-confirm': 'Confirm loan',
  'payment-instructions': 'How to pay',
  payway: 'Repayment',
  'privacy-policy': 'General Terms and Conditions',
  'repayment-by-period': 'Repayment',
  'repayment-delay': 'Rollover Repayment',
  'repayment-of-code': 'Repayment by code',
  'repayment-of-code2': 'Repayment by code',
  'site-about': 'About us | Hatid Lending',
  'site-calculator': 'Loan calculator | Hatid Lending',
  'site-home': 'Hatid Lending: short-term loans, explained plainly',
  'site-loan-terms': 'Loan terms and conditions | Hatid Lending',
  'site-policy': 'Privacy Agreement | Hatid Lending',
  'test-preview': 'Test preview',
  'wallet-repayment': 'Pay with an e-wallet',
};

/** The bundled title of a screen, or '' when it has none known before its document (or it is an expression). */
export function bundledTitle(screen: string): string {
  return Object.hasOwn(titles, screen) ? (titles[screen] ?? '') : '';
}

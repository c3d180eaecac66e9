/**
 * Every screen that opens or frames an address the lender sends (playeduL, lendDetailsUrl, contract_url, payUrl, the
 * huichao url, the promotion's agreementUrl and downloadUrl, popAgreementUrl): the real screen runs against the sandbox
 * lender, whose answer has that field replaced by a hostile address. The borrower sees "This link cannot be opened."
 * (or the frame's notice) and nothing is opened.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showPoisoned, type Shown } from '../../support/poisoned-screen.tsx';

const refusedText = 'This link cannot be opened.';
const frameNotice = "This document can't be shown here.";

const tap = async ({ user }: Shown, name: string | RegExp) => user.click((await screen.findAllByRole('button', { name }))[0] as HTMLElement);

async function chooseSevenEleven(s: Shown) {
  await tap(s, /^Payment Method/); // the button also names the chosen method
  await tap(s, '7-Eleven');
  await tap(s, 'Payment');
}

/** A lender field, where it is used, and what the borrower does to open it. */
interface Source {
  what: string;
  route: string;
  query: Record<string, string>;
  scenario?: string;
  key: string;
  act?: (s: Shown) => Promise<unknown>;
  /** Shown in a frame: the frame's notice instead of the toast. */
  framed?: boolean;
  /** The hostile address to send (else the next of `hostile`). */
  url?: string;
}

const sources: Source[] = [
  {
    what: 'playeduL opened when an order loads',
    route: '/loanDetails',
    query: { productId: '7', orderId: '5000170' },
    scenario: 'order-redirect',
    key: 'playeduL',
  },
  {
    what: 'playeduL behind Withdraw Now',
    route: '/loanDetails',
    query: { productId: '7', orderId: '5000021' },
    scenario: 'order-withdraw',
    key: 'playeduL',
    act: (s) => tap(s, 'Withdraw Now'),
  },
  { what: 'lendDetailsUrl after Loan Now', route: '/confirmLoan', query: { productId: '7' }, key: 'lendDetailsUrl', act: (s) => tap(s, 'Loan Now') },
  // The legacy API's wire names are short aliases (adapters/http/field-aliases.ts): ldu is lendDetailsUrl, cul contract_url.
  {
    what: 'lendDetailsUrl after the version 2 loan button',
    route: '/newConfirmLoan',
    query: { productId: '7' },
    key: 'ldu',
    act: (s) => tap(s, 'Get ₱4.500,00 now'),
  },
  {
    what: 'contract_url of an agreement on the confirm page',
    route: '/confirmLoan',
    query: { productId: '7' },
    key: 'contract_url',
    act: (s) => tap(s, 'Loan Agreement'),
  },
  {
    what: 'contract_url of an agreement on the version 2 confirm page',
    route: '/newConfirmLoan',
    query: { productId: '7' },
    key: 'cul',
    act: (s) => tap(s, 'Loan Agreement'),
  },
  {
    what: 'payUrl of an instalment payment',
    route: '/repaymentByPeriod',
    query: { productId: '7', orderId: '5000170' },
    key: 'payUrl',
    act: chooseSevenEleven,
  },
  {
    what: 'payUrl of a rollover payment',
    route: '/repaymentDelay',
    query: { productId: '7', orderId: '5000175' },
    key: 'payUrl',
    act: chooseSevenEleven,
  },
  {
    what: 'the huichao e-wallet url',
    route: '#/alipayrepayment',
    query: { productId: '7', orderId: '5000174', amount: '895900', userId: 'U1' },
    key: 'url',
    act: (s) => tap(s, 'Open the payment page'),
  },
  {
    what: "the promotion's agreementUrl",
    route: '#/agreementTemplate',
    query: { id: '1' },
    key: 'agreementUrl',
    act: (s) => tap(s, 'Privacy Policy Authorization'),
  },
  {
    what: "the promotion's downloadUrl",
    route: '#/downloadTemplate',
    query: { id: '1' },
    key: 'downloadUrl',
    act: (s) => tap(s, 'Download the app'),
  },
  { what: 'contract_url framed on the agreement page', route: '/loanAgreement', query: { productId: '7' }, key: 'contract_url', framed: true },
  {
    what: 'popAgreementUrl framed in the confirm dialog',
    route: '/confirmLoan',
    query: { productId: '7' },
    scenario: 'confirm-popup-agreement',
    key: 'popAgreementUrl',
    framed: true,
    url: '//evil.example/agreement',
  },
];

/** Hostile addresses, one per source in turn (the full matrix is urls-policy.test.ts). */
const hostile = [
  ' \tJaVaScRiPt:alert(document.cookie)',
  '//evil.example/pay',
  'https://hatid.ph@evil.example/pay',
  'data:text/html,<script>alert(1)</script>',
  'https:\\\\evil.example',
  '%6Aavascript:alert(1)',
  'vbscript:msgbox(1)',
  'https://hatid.ph.evil.example/',
  'file:///etc/passwd',
  'https://evil.example./',
  'javascript://%0Aalert(1)',
  'https://evil.example\\@hatid.ph/',
  '\njavascript:alert(1)',
];

describe('a hostile address from the lender is refused on every screen that opens one', () => {
  it.each(sources.map((source, i) => [source.what, source, source.url ?? hostile[i % hostile.length] ?? '']))(
    '%s',
    async (_what, source, url) => {
      const shown = await showPoisoned(source.route, source.query, source.scenario ?? 'default', { [source.key]: url });
      await source.act?.(shown);
      if (source.framed) {
        expect(await screen.findByText(frameNotice)).toBeTruthy();
        expect(document.querySelector('iframe')).toBeNull();
      } else {
        expect(await screen.findByText(refusedText)).toBeTruthy();
        expect(shown.ports.toasts).toContainEqual(expect.objectContaining({ text: refusedText, kind: 'error' }));
      }
      expect(shown.replaced.n).toBeGreaterThan(0);
      expect(shown.ports.opened).toEqual([]);
      expect(shown.ports.navigations).toEqual([]);
    },
    15_000,
  );
});

describe('the same screens still open an address the policy allows', () => {
  it('an allowed lendDetailsUrl opens', async () => {
    const shown = await showPoisoned('/confirmLoan', { productId: '7' }, 'default', { lendDetailsUrl: '/loanDetails?productId=7&orderId=1' });
    await tap(shown, 'Loan Now');
    await waitFor(() => expect(shown.ports.opened).toEqual(['/loanDetails?productId=7&orderId=1&from=confirm']));
    expect(shown.ports.toasts.map((t) => t.text)).not.toContain(refusedText);
  });
});

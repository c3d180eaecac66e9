/**
 * A money call whose request never left the phone (its code could not be loaded: `sent: false`) says plainly that
 * nothing was sent and no money moved, never that the outcome is unknown; tapped again once it can be sent, it goes
 * through. The loan pages (/confirmLoan, /newConfirmLoan), the card payment (#/payway) and bank binding (/bindBank).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiPort } from '../../../renderer/core/ports.ts';
import { unsentFirst } from '../../../renderer/preview/unsent-first.ts';
import { showRewritten } from '../../support/rewritten-screen.tsx';

const network = 'Network error. Please check your connection and try again.';

/** The API, except that the first call of `endpoint` fails before anything is sent; `seen.reached` counts the others. */
function notSentFirst(endpoint: string) {
  const seen = { failed: 0, reached: 0 };
  return { seen, wrap: (api: ApiPort) => unsentFirst(api, endpoint, 1, seen) };
}

afterEach(() => {
  cleanup();
});

describe('a money call that was never sent', () => {
  for (const [route, push] of [
    ['/confirmLoan', 'loanConfirm.push'],
    ['/newConfirmLoan', 'legacy.push'],
  ] as const) {
    it(`${route}: "Your loan request was not sent", no loan made, no money moved; Loan Now again makes the loan`, async () => {
      const lender = notSentFirst(push);
      const shown = await showRewritten(route, { productId: '7' }, 'default', (_p, b) => b, { api: lender.wrap });
      const loanNow = document.querySelector<HTMLButtonElement>('#loan-now');
      if (!loanNow) throw new Error('no Loan Now');
      await shown.user.click(loanNow);
      const banner = await screen.findByRole('alert', { name: 'Your loan request was not sent' });
      expect(banner.textContent).toContain(`${network} No loan was made: no money was sent to you, and you owe nothing.`);
      expect(screen.queryByRole('alert', { name: 'We could not confirm your loan' })).toBeNull();
      expect(screen.queryByRole('alert', { name: 'No loan was made' })).toBeNull();
      expect(lender.seen.reached).toBe(0);
      expect(shown.ports.opened).toEqual([]);

      await shown.user.click(loanNow);
      await waitFor(() => expect(shown.ports.opened).toHaveLength(1));
      expect(lender.seen.reached).toBe(1);
      expect(shown.ports.opened[0]).toMatch(/from=confirm/);
    });
  }

  it('#/payway: "Payment not sent", no money taken, Pay works again (not refused as unconfirmed), no payment check kept', async () => {
    const lender = notSentFirst('repayment.commit');
    const shown = await showRewritten('#/payway', { productId: '7', orderId: '5000170', amount: '523400' }, 'default', (_p, b) => b, {
      api: lender.wrap,
    });
    await shown.user.click(await screen.findByRole('button', { name: /BDO Unibank/ }));
    const pay = screen.getByRole('button', { name: /^Pay ₱/ });
    await shown.user.click(pay);
    const banner = await screen.findByRole('alert', { name: 'Payment not sent' });
    expect(banner.textContent).toContain('Nothing was sent, so no money was taken. Please check your connection and try again.');
    expect(screen.queryByRole('alert', { name: 'We could not confirm this payment.' })).toBeNull();
    expect(shown.ports.saved.session.get('paymentCheck')).toBeUndefined();
    expect(lender.seen.reached).toBe(0);

    await shown.user.click(pay);
    await waitFor(() => expect(lender.seen.reached).toBe(1));
    await waitFor(() => expect(screen.queryByRole('alert', { name: 'Payment not sent' })).toBeNull());
  });

  it('/bindBank: "Your payment account was not saved" with the network words, not "could not confirm"', async () => {
    const lender = notSentFirst('bindCard.save');
    const shown = await showRewritten('/bindBank', { productId: '7' }, 'default', (_p, b) => b, { api: lender.wrap });
    for (const box of screen.getAllByRole('textbox'))
      await shown.user.type(box, box.getAttribute('inputmode') === 'numeric' ? '4215830012345678' : 'Juan');
    await shown.user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lender.seen.failed).toBe(1));
    const banner = await screen.findByRole('alert', { name: 'Your payment account was not saved' });
    expect(banner.textContent).toContain(network);
    expect(screen.queryByRole('alert', { name: 'We could not confirm that your payment account was saved' })).toBeNull();
  });
});

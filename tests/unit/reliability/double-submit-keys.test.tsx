/**
 * Money calls (and the two calls that must not create a second record: register and complaint save) carry an
 * Idempotency-Key: a retry after a timeout or a network error sends the same key, so a lender that already took the
 * first attempt answers it once; after a definitive answer (a refusal or a success) the next submit is a new request
 * with a new key. Asserted on the headers the http adapter sends through an in-process fetch, from the real screens.
 * A card payment is the exception (issue 28): after a timeout or a lost answer the payway says it could not confirm the
 * payment and takes no second submit, so nothing is retried there at all.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { button, openScreen, patience, settled } from './double-submit-harness.tsx';
import { operations, type Harness, type Operation } from './double-submit-operations.ts';

const key = /^[0-9a-f]{32}$/;

/** Taps the submit button and waits until the request reached the lender and its answer was handled. */
async function submit(h: Harness, op: Operation, nth: number): Promise<void> {
  await h.user.click(await button(op.submit));
  await waitFor(() => expect(h.requests(op.endpoint)).toHaveLength(nth), patience);
  await settled();
}

describe('idempotency keys of the money calls', () => {
  for (const op of operations.filter((o) => o.unconfirmedStops)) {
    for (const plan of ['hang', 'lose'] as const) {
      it(`${op.name}: after ${plan === 'hang' ? 'a timeout' : 'a network error'} the page says the payment could not be confirmed and sends no second request`, async () => {
        const h = await openScreen({ ...op, timesOutFast: op.endpoint });
        await op.prepare?.(h);
        h.script(op.endpoint, plan);
        await submit(h, op, 1);
        expect(await screen.findAllByRole('alert', { name: 'We could not confirm this payment.' }, patience)).toHaveLength(1);
        // Pay is refused in words; the sheet has no Confirm any more.
        const again = screen.queryByRole('button', { name: op.submit });
        if (again) await h.user.click(again);
        await settled();
        expect(h.requests(op.endpoint)).toHaveLength(1);
        expect(h.keys(op.endpoint)[0]).toMatch(key);
      });
    }
    it(`${op.name}: the submit after a refusal gets a new key`, async () => {
      const h = await openScreen(op);
      await op.prepare?.(h);
      h.script(op.endpoint, 'refuse');
      for (let nth = 1; nth <= 2; nth++) await submit(h, op, nth);
      const [refused, fresh] = h.keys(op.endpoint);
      expect(refused).toMatch(key);
      expect(fresh).toMatch(key);
      expect(fresh).not.toBe(refused);
    });
  }

  for (const op of operations.filter((o) => !o.unconfirmedStops)) {
    it(`${op.name}: the retries after a timeout and a network error reuse the key, the submit after a refusal gets a new one`, async () => {
      const h = await openScreen({ ...op, timesOutFast: op.endpoint });
      await op.prepare?.(h);
      h.script(op.endpoint, 'hang', 'lose', 'refuse');
      for (let nth = 1; nth <= 4; nth++) await submit(h, op, nth);
      const [timedOut, lost, refused, fresh] = h.keys(op.endpoint);
      expect(timedOut).toMatch(key);
      expect(lost).toBe(timedOut);
      expect(refused).toBe(timedOut);
      expect(fresh).toMatch(key);
      expect(fresh).not.toBe(timedOut);
    });
  }

  it('a submit after a success is a new request with a new key (loan push)', async () => {
    const op = operations[0];
    if (!op) throw new Error('no operations');
    const h = await openScreen(op);
    await submit(h, op, 1);
    await waitFor(() => expect(h.ports.opens).toHaveLength(1), patience);
    await submit(h, op, 2);
    const [first, second] = h.keys(op.endpoint);
    expect(first).toMatch(key);
    expect(second).toMatch(key);
    expect(second).not.toBe(first);
  });
});

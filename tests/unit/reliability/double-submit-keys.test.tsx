/**
 * Money calls (and the two calls that must not create a second record: register and complaint save) carry an
 * Idempotency-Key: a retry after a timeout or a network error sends the same key, so a lender that already took the
 * first attempt answers it once; after a definitive answer (a refusal or a success) the next submit is a new request
 * with a new key. Asserted on the headers the http adapter sends through an in-process fetch, from the real screens.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
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
  for (const op of operations) {
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

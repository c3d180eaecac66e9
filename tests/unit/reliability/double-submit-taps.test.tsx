/**
 * A rapid double tap sends exactly one request, for each of the seven operations on every screen that sends it: two
 * clicks in the same frame (before React draws the busy state) and a tap while the request is still pending.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { button, clickTwiceInOneFrame, openScreen, patience, settled } from './double-submit-harness.tsx';
import { operations } from './double-submit-operations.ts';

describe('a double tap sends one request', () => {
  for (const op of operations) {
    it(`${op.name}: two clicks in the same frame`, async () => {
      const h = await openScreen(op);
      await op.prepare?.(h);
      h.script(op.endpoint, 'hold');
      clickTwiceInOneFrame(await button(op.submit));
      await waitFor(() => expect(h.requests(op.endpoint)).toHaveLength(1), patience);
      await h.release();
      await settled();
      expect(h.requests(op.endpoint)).toHaveLength(1);
    });

    it(`${op.name}: a tap while the request is pending`, async () => {
      const h = await openScreen(op);
      await op.prepare?.(h);
      h.script(op.endpoint, 'hold');
      const submit = await button(op.submit);
      await h.user.click(submit);
      await waitFor(() => expect(h.requests(op.endpoint)).toHaveLength(1), patience);
      await h.user.click(submit);
      await h.user.dblClick(submit);
      await h.release();
      await settled();
      expect(h.requests(op.endpoint)).toHaveLength(1);
    });
  }
});

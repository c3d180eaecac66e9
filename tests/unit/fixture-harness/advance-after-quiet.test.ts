/**
 * An `advance` in the studio's and the server's replay moves the clock only once the page has stayed unchanged and sent
 * nothing new for a moment: a screen in its loading phase sends its opening call a little later (after its chunks and
 * effects), and an advance before that armed the call's 60 s timeout after the jump, so it never fired
 * (complaint-list/timeout.json failed about one server replay in 40 on a busy machine).
 */
import { describe, expect, it } from 'vitest';
import { domDriver } from '../../../renderer/fixture-harness/dom-driver.ts';
import type { FixtureClock } from '../../../renderer/fixture-harness/fixture-clock.ts';
import type { FixtureLender } from '../../../renderer/fixture-harness/fixture-lender.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';

describe('an advance step', () => {
  it('waits for the opening call the page is about to send, then moves the clock', async () => {
    const ports = createRecordingPorts();
    let changes = 0;
    const advanced: number[] = [];
    const clock: FixtureClock = {
      now: () => Date.now(),
      advance: async () => void advanced.push(ports.calls.length),
      nextTimerMs: () => null,
      uninstall: () => undefined,
    };
    const driver = domDriver({
      root: document.body,
      ports,
      lender: {} as FixtureLender,
      controller: { current: null },
      changes: () => changes,
      timeoutMs: 10_000,
      clock,
      name: 'the test',
      visibleLines: () => [],
    });
    // The page draws its loading view now, and its call leaves a moment later, after the step has begun.
    setTimeout(() => (changes += 3), 10);
    setTimeout(() => void ports.api.call('complaint.list', {}, { query: {} }), 60);
    await driver.act({ advance: 60_000 });
    expect(advanced).toEqual([1]);
    expect(ports.calls.map((c) => c.endpoint)).toEqual(['complaint.list']);
  });
});

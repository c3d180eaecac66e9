/**
 * A check that does not hold fails before its time is up once the screen has stayed still (settled, unchanged, no
 * timer of the page due before the time is up), so the studio and the server say at once that a publish is blocked;
 * while the page has a timer due, a request waiting or keeps changing, or where the driver cannot see its timers, the
 * check is tried for its whole time as before.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStep } from '../../../renderer/fixture-harness/run-fixture-steps.ts';
import type { FixtureDriver, Readiness } from '../../../renderer/fixture-harness/fixture-driver.ts';

/** A page as the fake driver shows it: its texts, and what its readiness says (changed by the test's own schedule). */
interface FakePage {
  texts: string[];
  look: Readiness;
  /** Runs at each look with the time passed since the step began (ms): the test's page changes over time. */
  at?: (elapsedMs: number, page: FakePage) => void;
}

/** A driver over a fake page whose polls move the faked clock 25 ms a look, as the studio's frame polls. */
function fakeDriver(page: FakePage, timeoutMs: number): FixtureDriver & { looks: () => number } {
  const began = Date.now();
  let looks = 0;
  return {
    name: 'the fake',
    timeoutMs,
    async poll(check, timeout) {
      const end = Date.now() + timeout;
      for (;;) {
        looks += 1;
        page.at?.(Date.now() - began, page);
        const problem = await check();
        if (problem === undefined) return;
        if (Date.now() > end) throw new Error(problem);
        vi.advanceTimersByTime(25);
      }
    },
    count: async (target) => page.texts.filter((t) => t === target.text).length,
    inspect: async () => undefined,
    act: async () => undefined,
    record: async () => ({ requests: [], nativeCalls: [], toasts: [], navigations: [], opens: [], backs: 0, logs: [] }),
    saved: async () => undefined,
    readiness: async () => page.look,
    visibleLines: async () => page.texts,
    looks: () => looks,
  };
}

/** Runs one expectText step; resolves with its error (or undefined) and the fake time it took. */
async function check(page: FakePage, timeoutMs = 10_000) {
  const driver = fakeDriver(page, timeoutMs);
  const start = Date.now();
  const error = await runStep({ expectText: 'No complaints here' }, driver).then(
    () => undefined,
    (err: unknown) => err as Error,
  );
  return { error, ms: Date.now() - start };
}

describe('a check on a still screen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fails about a second after the screen stopped, with the check’s own words, long before the step’s 10 s', async () => {
    const { error, ms } = await check({ texts: ['Nothing here'], look: { changes: 3, nextTimerMs: null } });
    expect(error?.message).toBe('the text "No complaints here" is not shown');
    expect(ms).toBeGreaterThanOrEqual(1000);
    expect(ms).toBeLessThan(2000);
  });

  it('still passes when the text comes with a timer of the page due before the time is up (a toast after a wait)', async () => {
    const page: FakePage = {
      texts: [],
      look: { changes: 0, nextTimerMs: 3000 },
      at: (elapsed, p) => {
        p.look = { changes: 0, nextTimerMs: Math.max(0, 3000 - elapsed) };
        if (elapsed >= 3000) p.texts = ['No complaints here'];
      },
    };
    const { error, ms } = await check(page);
    expect(error).toBeUndefined();
    expect(ms).toBeGreaterThanOrEqual(3000);
  });

  it('waits while a request waits for its answer, then fails once the screen is still', async () => {
    const page: FakePage = {
      texts: [],
      look: { changes: 0, nextTimerMs: null },
      at: (elapsed, p) => {
        p.look =
          elapsed < 4000
            ? { busy: '1 request(s) wait for an answer: complaint.list', changes: 0, nextTimerMs: null }
            : { changes: 9, nextTimerMs: null };
      },
    };
    const { error, ms } = await check(page);
    expect(error?.message).toBe('the text "No complaints here" is not shown');
    expect(ms).toBeGreaterThanOrEqual(5000);
    expect(ms).toBeLessThan(6000);
  });

  it('waits while the page keeps changing', async () => {
    let changes = 0;
    const page: FakePage = { texts: [], look: { changes, nextTimerMs: null }, at: (_, p) => (p.look = { changes: ++changes, nextTimerMs: null }) };
    const { error, ms } = await check(page, 3000);
    expect(error?.message).toBe('the text "No complaints here" is not shown');
    expect(ms).toBeGreaterThan(3000);
  });

  it('a timer due only after the step’s time is up does not hold it back', async () => {
    const { error, ms } = await check({ texts: [], look: { changes: 0, nextTimerMs: 60_000 } });
    expect(error?.message).toBe('the text "No complaints here" is not shown');
    expect(ms).toBeLessThan(2000);
  });

  it('where the driver cannot see the page’s timers (the tests’ drivers), a check is tried for its whole time', async () => {
    const { error, ms } = await check({ texts: [], look: { changes: 0 } }, 3000);
    expect(error?.message).toBe('the text "No complaints here" is not shown');
    expect(ms).toBeGreaterThan(3000);
  });
});

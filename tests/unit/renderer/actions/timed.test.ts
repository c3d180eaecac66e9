/** Actions that take time: wait and countdown, driven by vitest fake timers. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { actionHarness } from './action-harness.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wait', () => {
  it('pauses the list for the given time', async () => {
    const h = actionHarness();
    const running = h.run([
      { do: 'wait', ms: 1500 },
      { do: 'set', path: '=state.done', value: true },
    ]);
    await vi.advanceTimersByTimeAsync(1499);
    expect(h.store.get('state.done')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await running;
    expect(h.store.get('state.done')).toBe(true);
  });

  it('ends early and stops the list when the screen goes away', async () => {
    const h = actionHarness();
    let finished = false;
    const running = h
      .run([
        { do: 'wait', ms: 3000 },
        { do: 'set', path: '=state.done', value: true },
      ])
      .then(() => {
        finished = true;
      });
    await vi.advanceTimersByTimeAsync(1000);
    h.abort.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    await running;
    expect(h.store.get('state.done')).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('countdown', () => {
  const resend = [
    {
      do: 'countdown' as const,
      path: '=state.seconds',
      from: 60,
      onDone: [{ do: 'set' as const, path: '=state.canResend', value: '=state.canResend + 1' }],
    },
  ];

  it('starts at once, returns at once and lets the list go on', async () => {
    const h = actionHarness({ state: { canResend: 0 } });
    await h.run([...resend, { do: 'set', path: '=state.after', value: true }]);
    expect(h.store.get('state.seconds')).toBe(60);
    expect(h.store.get('state.after')).toBe(true);
  });

  it('counts from 60 to 0 over 60 seconds, then runs onDone once', async () => {
    const h = actionHarness({ state: { canResend: 0 } });
    await h.run(resend);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.store.get('state.seconds')).toBe(59);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(h.store.get('state.seconds')).toBe(30);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(h.store.get('state.seconds')).toBe(1);
    expect(h.store.get('state.canResend')).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.store.get('state.seconds')).toBe(0);
    expect(h.store.get('state.canResend')).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.store.get('state.seconds')).toBe(0);
    expect(h.store.get('state.canResend')).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarting replaces the running countdown instead of ticking twice', async () => {
    const h = actionHarness({ state: { canResend: 0 } });
    await h.run(resend);
    await vi.advanceTimersByTimeAsync(10_500);
    expect(h.store.get('state.seconds')).toBe(50);
    await h.run(resend);
    expect(h.store.get('state.seconds')).toBe(60);
    await vi.advanceTimersByTimeAsync(1000);
    expect(h.store.get('state.seconds')).toBe(59);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(h.store.get('state.seconds')).toBe(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.store.get('state.canResend')).toBe(1);
  });

  it('stop halts a running countdown at from and never runs onDone (Cancel resets the timer to 60)', async () => {
    const h = actionHarness({ state: { canResend: 0 } });
    await h.run(resend);
    await vi.advanceTimersByTimeAsync(12_000);
    expect(h.store.get('state.seconds')).toBe(48);
    await h.run([{ do: 'countdown', path: '=state.seconds', from: 60, stop: true }]);
    expect(h.store.get('state.seconds')).toBe(60);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.store.get('state.seconds')).toBe(60);
    expect(h.store.get('state.canResend')).toBe(0);
  });

  it('keeps separate countdowns for separate places', async () => {
    const h = actionHarness();
    await h.run([
      { do: 'countdown', path: '=state.a', from: 3 },
      { do: 'countdown', path: '=state.b', from: 5 },
    ]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.store.get('state.a')).toBe(0);
    expect(h.store.get('state.b')).toBe(2);
  });

  it('starting from 0 has already reached 0: onDone runs', async () => {
    const h = actionHarness({ state: { canResend: 0 } });
    await h.run([{ ...resend[0]!, from: 0 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(h.store.get('state.seconds')).toBe(0);
    expect(h.store.get('state.canResend')).toBe(1);
  });

  it('stops when the screen goes away', async () => {
    const h = actionHarness({ state: { canResend: 0 } });
    await h.run(resend);
    await vi.advanceTimersByTimeAsync(5000);
    h.abort.abort();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(h.store.get('state.seconds')).toBe(55);
    expect(h.store.get('state.canResend')).toBe(0);
  });
});

/**
 * The handlers only a tap needs come in a chunk of their own (renderer/core/actions/handlers.ts): a tap before it
 * arrived waits for it, in order, and a chunk that cannot be loaded, or does not come in time, is a logged failure the
 * borrower is told about. Each test gives the registry its own loader (a promise it settles) and, where time matters,
 * its own clock, so nothing of the app's chunk or of real time is touched.
 */
import { describe, expect, it } from 'vitest';
import type { Action } from '../../../../schemas/generated/types.ts';
import { handlers, lazyRegistry, tapChunkWaitMs, type TapHandlers } from '../../../../renderer/core/actions/handlers.ts';
import { runActions } from '../../../../renderer/core/actions/run-actions.ts';
import { tapHandlers } from '../../../../renderer/core/actions/tap-handlers.ts';
import { createScreenStore } from '../../../../renderer/core/store.ts';
import { createRecordingPorts } from '../../../../renderer/preview/recording-ports.ts';
import { deferred } from './action-harness.ts';
import { manualClock } from '../../../support/manual-clock.ts';

/** A screen whose registry loads its tap chunk from `chunk` (each call of the loader takes the next promise). */
function screenWith(chunks: Promise<TapHandlers>[], named: Record<string, Action[]> = {}, moneyEndpoints: string[] = []) {
  let loads = 0;
  const attempts: number[] = [];
  const registry = lazyRegistry((attempt) => {
    attempts.push(attempt);
    const next = chunks[loads++];
    if (!next) throw new Error('no more chunks');
    return next;
  });
  const ports = createRecordingPorts({ moneyEndpoints });
  const clock = manualClock();
  ports.clock = clock;
  const store = createScreenStore({ params: {}, query: {}, session: {}, state: { sent: 0 }, data: {}, saved: {} });
  const abort = new AbortController();
  const shared = {
    store,
    ports,
    env: { query: {}, clock },
    signal: abort.signal,
    timers: new Map<string, unknown>(),
    running: new Set<string>(),
    sent: new Map<string, number>(),
    named,
    handlers: registry.handlers,
  };
  const tap = (actions: Action[], at = 0) => runActions(actions, {}, `/body/${at}/onTap`, { ...shared, chain: { trigger: 'tap' } });
  return { ports, store, abort, tap, shared, clock, attempts, loads: () => loads, load: registry.load };
}

/** The notice of a money tap that sent nothing. */
const notSent = 'Network error: nothing was sent and no money moved. Please check your connection and try again.';

/** Lets every promise that can settle now settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the tap handlers in their own chunk', () => {
  it('the built-in registry has every kind, the tap kinds behind the chunk', () => {
    for (const kind of Object.keys(tapHandlers)) expect(handlers[kind as keyof TapHandlers]).not.toBe(tapHandlers[kind as keyof TapHandlers]);
    expect(Object.keys(handlers).sort()).toEqual(
      ['back', 'call', 'copy', 'countdown', 'if', 'native', 'navigate', 'openUrl', 'probe', 'run', 'save', 'set', 'toast', 'wait'].sort(),
    );
  });

  it('a tap before the chunk arrived runs after it, in order, and the eager actions before it run at once', async () => {
    const chunk = deferred<TapHandlers>();
    const s = screenWith([chunk.promise]);
    const first = s.tap([
      { do: 'set', path: '=state.a', value: 1 },
      { do: 'toast', text: "='a is ' + state.a" },
      { do: 'set', path: '=state.b', value: '=state.a + 1' },
      { do: 'navigate', to: '/complaintList' },
    ]);
    await settle();
    // A second tap (a later event) on another control, also waiting for the chunk: it comes after the first.
    const second = s.tap([{ do: 'toast', text: 'second' }], 1);
    await settle();
    expect(s.store.get('state.a')).toBe(1);
    expect(s.store.get('state.b')).toBeUndefined();
    expect(s.ports.toasts).toEqual([]);
    expect(s.ports.navigations).toEqual([]);
    chunk.resolve(tapHandlers);
    await expect(first).resolves.toBe('done');
    await expect(second).resolves.toBe('done');
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['a is 1', 'second']);
    expect(s.store.get('state.b')).toBe(2);
    expect(s.ports.navigations.map((n) => n.to)).toEqual(['/complaintList']);
    // Asked for once; once in, a tap runs without waiting.
    expect(s.loads()).toBe(1);
    await s.tap([{ do: 'toast', text: 'third' }]);
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['a is 1', 'second', 'third']);
    expect(s.ports.logs).toEqual([]);
  });

  it('a second tap of a named list still waiting for the chunk is dropped: the list runs once', async () => {
    const chunk = deferred<TapHandlers>();
    const s = screenWith([chunk.promise], {
      pay: [
        { do: 'toast', text: 'Sending' },
        { do: 'set', path: '=state.sent', value: '=state.sent + 1' },
      ],
    });
    const first = s.tap([{ do: 'run', name: 'pay' }]);
    const again = s.tap([{ do: 'run', name: 'pay' }]);
    await expect(again).resolves.toBe('stopped');
    chunk.resolve(tapHandlers);
    await expect(first).resolves.toBe('done');
    expect(s.store.get('state.sent')).toBe(1);
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['Sending']);
    expect(s.ports.logs).toEqual([]);
  });

  it('a chunk that fails to load is a logged failure with the pointer, the borrower told; the next tap loads it again', async () => {
    const failed = deferred<TapHandlers>();
    const s = screenWith([
      failed.promise.then(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
      Promise.resolve(tapHandlers),
    ]);
    const tapped = s.tap([
      { do: 'set', path: '=state.a', value: 1 },
      { do: 'navigate', to: '/complaintList' },
      { do: 'set', path: '=state.after', value: 1 },
    ]);
    failed.resolve(tapHandlers);
    await expect(tapped).resolves.toBe('failed');
    expect(s.ports.logs).toEqual([
      { message: 'action `navigate` failed: its code could not be loaded: Failed to fetch dynamically imported module', pointer: '/body/0/onTap/1' },
    ]);
    expect(s.ports.toasts).toEqual([{ text: 'Network error. Please check your connection and try again.', kind: 'error', duration: 2000 }]);
    // Not a money tap: the toast, no notice that stays.
    expect(s.ports.feedbackStore.getState().notice).toBeUndefined();
    expect(s.ports.navigations).toEqual([]);
    expect(s.store.get('state.after')).toBeUndefined();
    await expect(s.tap([{ do: 'navigate', to: '/complaintList' }])).resolves.toBe('done');
    expect(s.ports.navigations.map((n) => n.to)).toEqual(['/complaintList']);
    // Asked for as another attempt (the app's loader then asks another address: a WebView may keep the failed one).
    expect(s.attempts).toEqual([0, 1]);
  });

  it('a chunk that arrives after its tap gave up waiting runs nothing of that tap, and is kept: the next tap runs at once', async () => {
    const late = deferred<TapHandlers>();
    const s = screenWith([late.promise]);
    const first = s.tap([
      { do: 'navigate', to: '/complaintList' },
      { do: 'set', path: '=state.after', value: 1 },
    ]);
    await settle();
    s.clock.advance(tapChunkWaitMs);
    await expect(first).resolves.toBe('failed');
    expect(s.ports.logs).toEqual([
      { message: 'action `navigate` failed: its code could not be loaded: it did not arrive within 15 s', pointer: '/body/0/onTap/0' },
    ]);
    late.resolve(tapHandlers);
    await settle();
    expect(s.ports.navigations).toEqual([]);
    expect(s.store.get('state.after')).toBeUndefined();
    await expect(s.tap([{ do: 'toast', text: 'next' }])).resolves.toBe('done');
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['Network error. Please check your connection and try again.', 'next']);
    expect(s.attempts).toEqual([0]);
    expect(s.clock.pending()).toBe(0);
  });

  it('a screen gone while its tap waits for a chunk that does not come: stopped at once, nothing told, no timer left', async () => {
    const s = screenWith([new Promise<TapHandlers>(() => undefined)]);
    const tapped = s.tap([{ do: 'back' }]);
    await settle();
    expect(s.clock.pending()).toBe(1);
    s.abort.abort();
    await expect(tapped).resolves.toBe('stopped');
    expect(s.clock.pending()).toBe(0);
    expect(s.ports.toasts).toEqual([]);
    expect(s.ports.logs).toEqual([]);
    expect(s.ports.backs).toBe(0);
  });

  it('a tap whose screen went away while the chunk loaded runs nothing more', async () => {
    const chunk = deferred<TapHandlers>();
    const s = screenWith([chunk.promise]);
    const tapped = s.tap([{ do: 'back' }, { do: 'set', path: '=state.after', value: 1 }]);
    await settle();
    s.abort.abort();
    chunk.resolve(tapHandlers);
    await expect(tapped).resolves.toBe('stopped');
    expect(s.ports.backs).toBe(0);
    expect(s.store.get('state.after')).toBeUndefined();
  });
});

describe("a tap's call whose answer runs actions", () => {
  it('leaves once the chunk is in: the request waits for it, then onSuccess runs at once', async () => {
    const chunk = deferred<TapHandlers>();
    const s = screenWith([chunk.promise]);
    s.ports.answer('repayment.generate', { ok: true, data: { payUrl: '/paymentInstructions' } });
    const tapped = s.tap([
      {
        do: 'call',
        endpoint: 'repayment.generate',
        onSuccess: [
          { do: 'save', key: 'paid', value: true },
          { do: 'toast', text: 'Paid' },
        ],
      },
    ]);
    await settle();
    expect(s.ports.calls).toEqual([]);
    chunk.resolve(tapHandlers);
    await expect(tapped).resolves.toBe('done');
    expect(s.ports.calls.map((c) => c.endpoint)).toEqual(['repayment.generate']);
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['Paid']);
    expect(s.store.get('saved.paid')).toBe(true);
  });

  it('sends nothing when the chunk cannot be loaded: no lender yes whose onSuccess cannot run; the bound is not spent', async () => {
    const s = screenWith([Promise.reject(new Error('Failed to fetch dynamically imported module')), Promise.resolve(tapHandlers)], {}, [
      'repayment.generate',
    ]);
    s.ports.answer('repayment.generate', { ok: true, data: {} });
    const pay: Action[] = [{ do: 'call', endpoint: 'repayment.generate', onSuccess: [{ do: 'toast', text: 'Paid' }] }];
    await expect(s.tap(pay)).resolves.toBe('failed');
    expect(s.ports.calls).toEqual([]);
    expect(s.ports.logs).toEqual([
      { message: 'action `call` failed: its code could not be loaded: Failed to fetch dynamically imported module', pointer: '/body/0/onTap/0' },
    ]);
    // A money call that sent nothing: a notice that stays says so (no vanishing toast).
    expect(s.ports.toasts).toEqual([]);
    expect(s.ports.feedbackStore.getState().notice?.text).toBe(notSent);
    expect(s.shared.sent.get('repayment.generate')).toBeUndefined();
    // The tap again: the chunk loads, the call leaves (the first tap did not count against the endpoint's bound).
    await expect(s.tap(pay)).resolves.toBe('done');
    expect(s.ports.calls.map((c) => c.endpoint)).toEqual(['repayment.generate']);
    expect(s.shared.sent.get('repayment.generate')).toBe(1);
  });

  it('a chunk that does not come: the tap gives up after its wait on the screen clock, sends nothing, and can be tapped again', async () => {
    const hung = deferred<TapHandlers>();
    const s = screenWith([hung.promise, Promise.resolve(tapHandlers)], {}, ['repayment.generate']);
    s.ports.answer('repayment.generate', { ok: true, data: {} });
    const pay: Action[] = [
      { do: 'call', endpoint: 'repayment.generate', onSuccess: [{ do: 'toast', text: 'Paid' }] },
      { do: 'set', path: '=state.after', value: '=state.sent + 1' },
    ];
    const first = s.tap(pay);
    await settle();
    s.clock.advance(tapChunkWaitMs - 1);
    await settle();
    expect(s.ports.toasts).toEqual([]);
    s.clock.advance(1);
    await expect(first).resolves.toBe('failed');
    expect(s.ports.calls).toEqual([]);
    expect(s.ports.logs).toEqual([
      { message: 'action `call` failed: its code could not be loaded: it did not arrive within 15 s', pointer: '/body/0/onTap/0' },
    ]);
    expect(s.ports.toasts).toEqual([]);
    expect(s.ports.feedbackStore.getState().notice?.text).toBe(notSent);
    expect(s.store.get('state.after')).toBeUndefined();
    expect(s.shared.sent.get('repayment.generate')).toBeUndefined();
    // The tap again asks for the chunk anew (another attempt, so another address in the app), and the call leaves.
    await expect(s.tap(pay)).resolves.toBe('done');
    expect(s.attempts).toEqual([0, 1]);
    expect(s.ports.calls.map((c) => c.endpoint)).toEqual(['repayment.generate']);
    expect(s.store.get('state.after')).toBe(1);
    // The first request's chunk, arriving now, runs nothing of the tap that gave up.
    hung.resolve(tapHandlers);
    await settle();
    expect(s.ports.calls).toHaveLength(1);
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['Paid']);
    expect(s.clock.pending()).toBe(0);
  });

  it('a call that is not a money or account call: its chunk failing is told by the toast, no notice that stays', async () => {
    const s = screenWith([Promise.reject(new Error('Failed to fetch dynamically imported module'))]);
    s.ports.answer('complaint.list', { ok: true, data: {} });
    await expect(s.tap([{ do: 'call', endpoint: 'complaint.list', onSuccess: [{ do: 'toast', text: 'Loaded' }] }])).resolves.toBe('failed');
    expect(s.ports.calls).toEqual([]);
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['Network error. Please check your connection and try again.']);
    expect(s.ports.feedbackStore.getState().notice).toBeUndefined();
  });

  it('a tap whose list goes on to a money call: a deferred action before it waiting for a chunk that fails leaves the notice', async () => {
    const named: Record<string, Action[]> = { pay: [{ do: 'call', endpoint: 'repayment.generate' }] };
    const s = screenWith([Promise.reject(new Error('Failed to fetch dynamically imported module'))], named, ['repayment.generate']);
    // The call comes after a device save (in the chunk), through a named list: nothing is sent, and the notice says so.
    await expect(
      s.tap([
        { do: 'save', key: 'bank', value: 'BDO' },
        { do: 'run', name: 'pay' },
      ]),
    ).resolves.toBe('failed');
    expect(s.ports.calls).toEqual([]);
    expect(s.ports.toasts).toEqual([]);
    expect(s.ports.feedbackStore.getState().notice?.text).toBe(notSent);
  });

  it('a tap whose list goes on to a call that moves nothing: the same failure is told by the toast', async () => {
    const s = screenWith([Promise.reject(new Error('Failed to fetch dynamically imported module'))], {}, ['repayment.generate']);
    const tapped = s.tap([
      { do: 'save', key: 'seen', value: true },
      { do: 'call', endpoint: 'complaint.list' },
    ]);
    await expect(tapped).resolves.toBe('failed');
    expect(s.ports.toasts.map((t) => t.text)).toEqual(['Network error. Please check your connection and try again.']);
    expect(s.ports.feedbackStore.getState().notice).toBeUndefined();
  });

  it("an opening's call does not wait for the chunk", async () => {
    const chunk = deferred<TapHandlers>();
    const s = screenWith([chunk.promise]);
    s.ports.answer('loanDetails.detail', { ok: true, data: { orderStatus: '21' } });
    const opened = runActions(
      [{ do: 'call', endpoint: 'loanDetails.detail', into: '=data.order', onSuccess: [{ do: 'set', path: '=state.in', value: true }] }],
      {},
      '/onLoad',
      {
        ...s.shared,
        chain: { trigger: 'onLoad' },
      },
    );
    await expect(opened).resolves.toBe('done');
    expect(s.store.get('state.in')).toBe(true);
    chunk.resolve(tapHandlers);
  });
});

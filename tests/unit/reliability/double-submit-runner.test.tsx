/**
 * A screen's named action list (an operation) runs at most once at a time, whichever button starts it: the second
 * start while it runs is dropped and stops the list that asked. Each button guards only itself, so two buttons that
 * start the same operation need this guard in the runner.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Action } from '../../../schemas/generated/types.ts';
import { runActions, type RunnerScope } from '../../../renderer/core/actions/run-actions.ts';
import { createScreenStore } from '../../../renderer/core/store.ts';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { button, openScreen, patience, settled } from './double-submit-harness.tsx';

describe('two buttons that start the same operation', () => {
  it('new confirm loan: the popup loan button, then (popup closed) the page loan button, push the loan once', async () => {
    const h = await openScreen({ route: '/newConfirmLoan', query: { productId: '7' }, scenario: 'confirm-promo' });
    const popup = await screen.findByRole('dialog', { name: 'PesoAgad' }, patience);
    h.script('legacy.push', 'hold');
    fireEvent.click(within(popup).getByRole('button', { name: 'Get ₱4.500,00 now' }));
    await waitFor(() => expect(h.requests('legacy.push')).toHaveLength(1), patience);
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patience);
    fireEvent.click(await button('Get ₱4.500,00 now'));
    h.release();
    await settled();
    await waitFor(() => expect(h.ports.opened).toHaveLength(1), patience);
    expect(h.requests('legacy.push')).toHaveLength(1);
  });

  it('payway: Send the code again, then (sheet cancelled) Pay, commit once more, not twice', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const h = await openScreen({ route: '#/payway', query: { productId: '7', orderId: '5000174', amount: '895900' } });
    fireEvent.click(await screen.findByText('BDO Unibank', {}, patience));
    fireEvent.click(await button('Pay ₱8.959,00'));
    const sheet = await screen.findByRole('dialog', { name: 'SMS confirmation' }, patience);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    h.script('repayment.commit', 'hold');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Send the code again' }));
    await waitFor(() => expect(h.requests('repayment.commit')).toHaveLength(2), patience);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patience);
    fireEvent.click(await button('Pay ₱8.959,00'));
    h.release();
    await settled();
    expect(h.requests('repayment.commit')).toHaveLength(2);
  });
});

describe('the runner guard', () => {
  function screenRunner(named: Record<string, Action[]>) {
    const ports = createRecordingPorts();
    const store = createScreenStore({ params: {}, query: {}, session: {}, state: { n: 0 }, data: {}, saved: {} });
    const shared: RunnerScope = {
      store,
      ports,
      env: { query: {}, clock: ports.clock },
      signal: new AbortController().signal,
      timers: new Map(),
      running: new Set<string>(),
      sent: new Map<string, number>(),
      named,
    };
    return { ports, store, run: (actions: Action[], pointer = '/body/0/onTap') => runActions(actions, {}, pointer, shared) };
  }
  const slow: Action[] = [
    { do: 'wait', ms: 30 },
    { do: 'set', path: '=state.n', value: '=state.n + 1' },
  ];

  it('drops a second start while the list runs, stops the list that asked, and logs nothing', async () => {
    const r = screenRunner({ slow });
    await Promise.all([
      r.run([{ do: 'run', name: 'slow' }]),
      r.run(
        [
          { do: 'run', name: 'slow' },
          { do: 'toast', text: 'after' },
        ],
        '/body/1/onTap',
      ),
    ]);
    expect(r.store.getSnapshot().state.n).toBe(1);
    expect(r.ports.toasts).toEqual([]);
    expect(r.ports.logs).toEqual([]);
  });

  it('runs the list again once it has ended, and other lists meanwhile', async () => {
    const r = screenRunner({ slow, other: [{ do: 'toast', text: 'other' }] });
    await Promise.all([r.run([{ do: 'run', name: 'slow' }]), r.run([{ do: 'run', name: 'other' }], '/body/1/onTap')]);
    await r.run([{ do: 'run', name: 'slow' }]);
    expect(r.store.getSnapshot().state.n).toBe(2);
    expect(r.ports.toasts.map((t) => t.text)).toEqual(['other']);
  });

  it('keeps each screen to itself: the same list runs at once on two screens', async () => {
    const a = screenRunner({ slow });
    const b = screenRunner({ slow });
    await Promise.all([a.run([{ do: 'run', name: 'slow' }]), b.run([{ do: 'run', name: 'slow' }])]);
    expect([a.store.getSnapshot().state.n, b.store.getSnapshot().state.n]).toEqual([1, 1]);
  });

  it('frees the list when it fails', async () => {
    const r = screenRunner({ broken: [{ do: 'run', name: 'missing' }] });
    await r.run([{ do: 'run', name: 'broken' }]);
    await r.run([{ do: 'run', name: 'broken' }]);
    expect(r.ports.logs).toHaveLength(2);
  });
});

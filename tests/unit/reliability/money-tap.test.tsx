/**
 * Issue 17, user gesture for money: endpoints that move money or change the borrower's account (the catalog's
 * `money: true`) are called only in a chain the borrower's tap started. Hostile documents try every other start: the
 * lender receives nothing, the refusal is logged with the offending call's pointer, and the borrower sees nothing.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moneyEndpointNames } from '../../../adapters/http/endpoints.ts';
import type { Action } from '../../../schemas/generated/types.ts';
import { hostileDocument, session, showHostile } from '../../support/hostile-screen.tsx';

const commitPath = 'service/loan/repayment-commit';
const pushPath = 'v3/loan-confirm/loan-detail-push';
const commit: Action = {
  do: 'call',
  endpoint: 'repayment.commit',
  with: { orderId: '5000170', cardIndex: 0, userId: '=session.userId', sessionId: '=session.sessionId' },
};
const push: Action = {
  do: 'call',
  endpoint: 'loanConfirm.push',
  with: { productId: '7', amount: 500000, periods: 7, termUnit: 'day', userId: '=session.userId', mobilePhone: '=session.mobilePhone' },
};
const payButton = (onTap: Action[]) => ({ type: 'button' as const, id: 'pay', text: 'Pay', onTap });

/** Lets every pending promise and timer of the screen run (fake timers). */
const settle = async (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalog', () => {
  it('marks the money and account endpoints', () => {
    expect([...moneyEndpointNames].sort()).toEqual(
      [
        'bindCard.save',
        'bindCard.saveForOrder',
        'complaint.save',
        'legacy.push',
        'loanConfirm.push',
        'promotion.register',
        'repayment.commit',
        'repayment.confirm',
        'repayment.generate',
        'repayment.huichao',
      ].sort(),
    );
  });
});

describe('a money call that no tap started is refused at runtime', () => {
  it('onLoad → repayment.commit: nothing reaches the lender, the call is logged at its pointer, the borrower sees nothing', async () => {
    const s = showHostile(hostileDocument({ onLoad: [commit, { do: 'toast', text: 'after' }], body: [{ type: 'text', text: 'Hello' }] }));
    expect(await screen.findByText('Hello')).toBeTruthy();
    await waitFor(() => expect(s.ports.logs).toHaveLength(1));
    expect(s.to(commitPath)).toEqual([]);
    expect(s.ports.logs[0]).toEqual({
      pointer: '/onLoad/0',
      message: expect.stringContaining(
        "`repayment.commit` moves money or changes the borrower's account and may only run after the borrower taps; this run began with onLoad",
      ),
    });
    expect(s.ports.toasts).toEqual([]);
  });

  it('onLoad → a named list → repayment.commit is refused at the call inside the list', async () => {
    const s = showHostile(
      hostileDocument({ onLoad: [{ do: 'run', name: 'pay' }], actions: { pay: [commit] }, body: [{ type: 'text', text: 'Hello' }] }),
    );
    await waitFor(() => expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/actions/pay/0']));
    expect(s.to(commitPath)).toEqual([]);
  });

  it('a load of a money endpoint sends nothing and fails like a load (logged at /load/<name>/call)', async () => {
    const s = showHostile(
      hostileDocument({
        load: { pay: { call: 'repayment.huichao', with: { orderId: '5000174', amount: '895900', userId: '=session.userId' } } },
        body: [{ type: 'text', text: 'Hello' }],
      }),
    );
    expect(await screen.findByText('This page could not be loaded. Please try again later.')).toBeTruthy();
    expect(s.requests).toEqual([]);
    expect(s.ports.logs).toEqual([{ pointer: '/load/pay/call', message: expect.stringContaining('`repayment.huichao` moves money') }]);
  });

  it('onNativeBack → repayment.commit is refused (the native back event is no tap)', async () => {
    const s = showHostile(hostileDocument({ onNativeBack: [commit], body: [{ type: 'text', text: 'Hello' }] }));
    await screen.findByText('Hello');
    act(() => s.ports.emitBack());
    await waitFor(() => expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/onNativeBack/0']));
    expect(s.to(commitPath)).toEqual([]);
  });

  it('a tap that starts a countdown whose onDone pays: the onDone is refused (reaching 0 is no tap)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const s = showHostile(hostileDocument({ body: [payButton([{ do: 'countdown', path: '=state.s', from: 3, onDone: [commit] }])] }), {
      user: { advanceTimers: vi.advanceTimersByTime },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await settle(3000);
    expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/onTap/0/onDone/0']);
    expect(s.ports.logs[0]?.message).toContain("a countdown's onDone");
    expect(s.to(commitPath)).toEqual([]);
  });

  it('a tap, then a wait, then a payment: what follows the wait is refused (the tap is over by then)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const s = showHostile(hostileDocument({ body: [payButton([{ do: 'wait', ms: 500 }, commit])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await settle(500);
    expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/onTap/1']);
    expect(s.to(commitPath)).toEqual([]);
  });

  it('onLoad with a countdown re-running a named list that pushes a loan (the 8 pushes of the issue): no push at all', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const again: Action = { do: 'countdown', path: '=state.s', from: 0, onDone: [{ do: 'run', name: 'push' }] };
    const s = showHostile(
      hostileDocument({ onLoad: [{ do: 'run', name: 'push' }], actions: { push: [push, again] }, body: [{ type: 'text', text: 'Hello' }] }),
    );
    await screen.findByText('Hello');
    await settle(1000);
    expect(s.to(pushPath)).toEqual([]);
  });
});

describe('a tap still pays', () => {
  it('the borrower taps Pay: repayment.commit reaches the lender once, with the session', async () => {
    const s = showHostile(hostileDocument({ body: [payButton([commit])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(s.to(commitPath)).toHaveLength(1));
    expect(s.ports.calls).toEqual([
      expect.objectContaining({ endpoint: 'repayment.commit', payload: expect.objectContaining({ userId: session.userId }) }),
    ]);
    expect(s.ports.logs).toEqual([]);
  });

  it('a tap through a named list and another call (the answer arrives later): still the tap, the payment goes', async () => {
    const s = showHostile(
      hostileDocument({
        actions: { pay: [{ do: 'call', endpoint: 'repayment.way', with: { orderId: '5000170' }, onSuccess: [commit] }] },
        body: [payButton([{ do: 'run', name: 'pay' }])],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(s.to(commitPath)).toHaveLength(1));
    expect(s.ports.logs).toEqual([]);
  });

  it("a tap whose countdown re-runs the pushing list: one push, the countdown's re-run is refused", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const again: Action = { do: 'countdown', path: '=state.s', from: 0, onDone: [{ do: 'run', name: 'push' }] };
    const s = showHostile(hostileDocument({ actions: { push: [push, again] }, body: [payButton([{ do: 'run', name: 'push' }])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await settle(1000);
    expect(s.to(pushPath)).toHaveLength(1);
  });
});

describe('a named list that calls the lender re-enters itself at most once', () => {
  it('a tap whose push runs its own list again on success: two pushes, never eight', async () => {
    const loop: Action = { ...push, onSuccess: [{ do: 'run', name: 'push' }] } as Action;
    const s = showHostile(hostileDocument({ actions: { push: [loop] }, body: [payButton([{ do: 'run', name: 'push' }])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/actions/push/0/onSuccess/0']));
    expect(s.ports.logs[0]?.message).toContain('calls the lender');
    expect(s.to(pushPath)).toHaveLength(2);
  });

  it('a countdown re-running a list of ordinary calls: the list runs twice, not eight times', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const save: Action = { do: 'call', endpoint: 'event.save', with: { event: 'ping' } };
    const again: Action = { do: 'countdown', path: '=state.s', from: 0, onDone: [{ do: 'run', name: 'ping' }] };
    const s = showHostile(
      hostileDocument({ onLoad: [{ do: 'run', name: 'ping' }], actions: { ping: [save, again] }, body: [{ type: 'text', text: 'Hello' }] }),
    );
    await screen.findByText('Hello');
    await settle(1000);
    expect(s.to('service/event/save')).toHaveLength(2);
  });
});

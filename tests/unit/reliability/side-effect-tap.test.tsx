/**
 * Issue 29 item 5: endpoints that are not money but change the borrower's account or cost money to send (the catalog's
 * `sideEffect`: promotion.sms, loanDetails.googleScore, complaint.saveScore, complaint.uploadImage) run only from the
 * borrower's tap, like money, and at most their bound of times per opening of a screen: the approved screen of the
 * issue sent 150 SMS requests each time it opened. Tracking that costs nothing (event.save) still runs on its own.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tapRules } from '../../../adapters/http/endpoints.ts';
import type { Action } from '../../../schemas/generated/types.ts';
import { hostileDocument, showHostile } from '../../support/hostile-screen.tsx';

const smsPath = 'promotion/get-sms';
const sms: Action = { do: 'call', endpoint: 'promotion.sms', with: { phone: '09171234567', capcode: 'ab12', sid: 'sid-1' }, onError: [] };
const googleScore: Action = { do: 'call', endpoint: 'loanDetails.googleScore', with: { orderId: '5000174' }, onError: [] };
const saveScore: Action = { do: 'call', endpoint: 'complaint.saveScore', with: { score: 1, problemId: '7' }, onError: [] };
const button = (text: string, onTap: Action[]) => ({ type: 'button' as const, id: text.toLowerCase(), text, onTap });

/** Lets every pending promise and timer of the screen run (fake timers). */
const settle = async (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalog marks side effects beside money', () => {
  it('promotion.sms costs money to send; the ratings and the complaint picture change the account; tracking is none of these', () => {
    expect(tapRules['promotion.sms']).toEqual({ effect: 'cost', perOpen: 5 });
    expect(tapRules['loanDetails.googleScore']).toEqual({ effect: 'account', perOpen: 10 });
    expect(tapRules['complaint.saveScore']).toEqual({ effect: 'account', perOpen: 10 });
    expect(tapRules['complaint.uploadImage']).toEqual({ effect: 'account', perOpen: 30 });
    expect(tapRules['repayment.commit']).toEqual({ effect: 'money', perOpen: 10 });
    for (const tracking of ['event.save', 'promotion.trackVisit', 'promotion.trackClick', 'legacy.productClick'])
      expect(tapRules[tracking]).toBeUndefined();
  });
});

describe('a side-effect call no tap started is refused at run time', () => {
  it('onLoad → promotion.sms: no SMS is requested, the refusal is logged at the call, the borrower sees nothing', async () => {
    const s = showHostile(hostileDocument({ onLoad: [sms, { do: 'toast', text: 'after' }], body: [{ type: 'text', text: 'Hello' }] }));
    await screen.findByText('Hello');
    await waitFor(() => expect(s.ports.logs).toHaveLength(1));
    expect(s.to(smsPath)).toEqual([]);
    expect(s.ports.logs[0]).toEqual({
      pointer: '/onLoad/0',
      message: expect.stringContaining('`promotion.sms` costs money to send and may only run after the borrower taps; this run began with onLoad'),
    });
    expect(s.ports.toasts).toEqual([]);
  });

  it('a load of complaint.saveScore sends nothing and fails like a load (logged at /load/<name>/call)', async () => {
    const s = showHostile(
      hostileDocument({
        load: { rate: { call: 'complaint.saveScore', with: { score: 1, problemId: '7' } } },
        body: [{ type: 'text', text: 'Hello' }],
      }),
    );
    expect(await screen.findByText('This page could not be loaded. Please try again later.')).toBeTruthy();
    expect(s.requests).toEqual([]);
    expect(s.ports.logs).toEqual([
      { pointer: '/load/rate/call', message: expect.stringContaining("`complaint.saveScore` changes the borrower's account") },
    ]);
  });

  it("a countdown's onDone that rates the order and resends the SMS is refused (reaching 0 is no tap)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const s = showHostile(
      hostileDocument({
        onLoad: [{ do: 'countdown', path: '=state.s', from: 2, onDone: [googleScore, sms] }],
        body: [{ type: 'text', text: 'Hello' }],
      }),
    );
    await screen.findByText('Hello');
    await settle(2000);
    expect(s.ports.logs.map((l) => l.pointer)).toEqual(['/onLoad/0/onDone/0']);
    expect(s.ports.logs[0]?.message).toContain("`loanDetails.googleScore` changes the borrower's account and may only run after the borrower taps");
    expect(s.to('v3/loan-details/google-score', smsPath)).toEqual([]);
  });

  it('onLoad still sends a tracking call (event.save costs nothing)', async () => {
    const s = showHostile(
      hostileDocument({ onLoad: [{ do: 'call', endpoint: 'event.save', with: { moduleId: 30 } }], body: [{ type: 'text', text: 'Hello' }] }),
    );
    await waitFor(() => expect(s.to('service/event/save')).toHaveLength(1));
    expect(s.ports.logs).toEqual([]);
  });
});

describe('calls per opening of a screen are bounded', () => {
  it('one tap on a list of 150 SMS calls sends 5 and logs the 6th; the next tap sends none; a new opening may send again', async () => {
    const doc = hostileDocument({
      body: [
        button(
          'Send',
          Array.from({ length: 150 }, () => sms),
        ),
        button('Rate', [saveScore]),
      ],
    });
    let s = showHostile(doc);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(s.ports.logs).toHaveLength(1));
    expect(s.to(smsPath)).toHaveLength(5);
    expect(s.ports.logs[0]).toEqual({
      pointer: '/body/0/onTap/5',
      message: expect.stringContaining('`promotion.sms` costs money to send and may be called at most 5 times each time the screen opens'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(s.ports.logs).toHaveLength(2));
    expect(s.to(smsPath)).toHaveLength(5);
    // Another endpoint has its own count: the rating still goes.
    fireEvent.click(screen.getByRole('button', { name: 'Rate' }));
    await waitFor(() => expect(s.to('user-problem/save-score')).toHaveLength(1));

    cleanup();
    s = showHostile(doc);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(s.ports.logs).toHaveLength(1));
    expect(s.to(smsPath)).toHaveLength(5);
  });

  it('a tap still sends one SMS, with nothing logged', async () => {
    const s = showHostile(hostileDocument({ body: [button('Send', [sms])] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(s.to(smsPath)).toHaveLength(1));
    expect(s.ports.logs).toEqual([]);
  });
});

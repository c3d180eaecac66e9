import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CountdownButtonNode } from '../../schemas/generated/types.ts';
import { showNode, deferredCall } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
/** The resend button of an SMS code screen: send, then count 3 s down on state.seconds. */
const resend: CountdownButtonNode = {
  type: 'countdown-button',
  text: 'Send code',
  seconds: '=state.seconds',
  busyText: 'Sending...',
  onTap: [{ do: 'call', endpoint: 'repayment.generate', onSuccess: [{ do: 'countdown', path: '=state.seconds', from: 3 }] }],
};

const live = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')?.textContent;

describe('countdown-button widget', () => {
  it('sends, then waits out the countdown greyed out with the seconds left, then can send again', async () => {
    const r = await showNode(resend, { state: { seconds: 0 } });
    r.ports.answer('repayment.generate', { ok: true, data: {} });
    vi.useFakeTimers();
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await act(async () => fireEvent.click(button));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(r.ports.calls).toHaveLength(1);
    expect(button.textContent).toBe('Resend in 3s');
    expect(button.getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(button);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(button.textContent).toBe('Resend in 2s');
    expect(r.ports.calls).toHaveLength(1);

    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(r.store.get('state.seconds')).toBe(0);
    expect(button.textContent).toBe('Send code');
    expect(button.getAttribute('aria-disabled')).toBeNull();
    await act(async () => fireEvent.click(button));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(r.ports.calls).toHaveLength(2);
  });

  it('sends once on a double tap and is busy until the request ends', async () => {
    const r = await showNode(resend, { state: { seconds: 0 } });
    const answer = deferredCall();
    r.ports.answer('repayment.generate', () => answer.promise);
    const button = screen.getByRole('button', { name: 'Send code' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(r.ports.calls).toHaveLength(1));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Sending...');
    fireEvent.click(button);
    await act(async () => answer.release({ ok: true, data: {} }));
    await waitFor(() => expect(button.textContent).toBe('Resend in 3s'));
    expect(r.ports.calls).toHaveLength(1);
  });

  it('fills {s} into its own waitText and follows the state value it is given', async () => {
    const r = await showNode({ ...resend, waitText: 'Wait {s} s ({s})' }, { state: { seconds: 42 } });
    const button = screen.getByRole('button', { name: 'Wait 42 s (42)' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => r.store.set('state.seconds', 41));
    expect(button.textContent).toBe('Wait 41 s (41)');
    act(() => r.store.set('state.seconds', null));
    expect(button.textContent).toBe('Send code');
  });

  it('tells screen readers politely when the wait starts and ends, not every second', async () => {
    const r = await showNode(resend, { state: { seconds: 0 } });
    expect(live(r.container)).toBe('');
    act(() => r.store.set('state.seconds', 60));
    expect(live(r.container)).toBe('Resend in 60s');
    act(() => r.store.set('state.seconds', 59));
    expect(live(r.container)).toBe('Resend in 60s');
    act(() => r.store.set('state.seconds', 0));
    expect(live(r.container)).toBe('Send code');
  });

  it('ignores taps while disabled by an expression', async () => {
    const r = await showNode({ ...resend, disabled: '=count(state.phone) < 10' }, { state: { seconds: 0, phone: '0917' } });
    const button = screen.getByRole('button', { name: 'Send code' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    act(() => r.store.set('state.phone', '09171234567'));
    expect(button.getAttribute('aria-disabled')).toBeNull();
    expect(r.ports.calls).toEqual([]);
  });
});

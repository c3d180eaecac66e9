import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { deferredCall, showNode } from '../support/render-node.tsx';

describe('outcome-banner widget', () => {
  it('a payment not confirmed is read out at once (role alert), names itself by its title and stays on the page', async () => {
    await showNode({
      type: 'outcome-banner',
      id: 'unconfirmed',
      tone: 'pending',
      title: 'We could not confirm this payment.',
      text: "Don't pay again yet — check Order details in a few minutes.",
    });
    const banner = screen.getByRole('alert', { name: 'We could not confirm this payment.' });
    expect(banner.id).toBe('unconfirmed');
    expect(banner.getAttribute('data-tone')).toBe('pending');
    expect(banner.textContent).toContain("Don't pay again yet — check Order details in a few minutes.");
    expect(screen.getByRole('heading', { name: 'We could not confirm this payment.' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failure is an alert too; a confirmed success is a polite status', async () => {
    await showNode([
      { type: 'outcome-banner', tone: 'failure', title: 'Payment not made' },
      { type: 'outcome-banner', tone: 'success', title: 'Payment received' },
    ]);
    expect(screen.getByRole('alert', { name: 'Payment not made' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Payment received' })).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'Payment received' })).toBeNull();
  });

  it('shows its details, and its button runs once while busy and says what it is doing', async () => {
    const held = deferredCall();
    const r = await showNode({
      type: 'outcome-banner',
      tone: 'pending',
      title: 'Payment not confirmed yet',
      actionText: 'Check my order',
      busyText: 'Checking your order…',
      onAction: [{ do: 'call', endpoint: 'loanDetails.detail', with: { orderId: '5000170' }, into: '=data.order' }],
      children: [{ type: 'text', text: '₱1.712,17' }],
    });
    r.ports.answer('loanDetails.detail', () => held.promise);
    expect(screen.getByText('₱1.712,17')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Check my order' });
    fireEvent.click(button);
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Checking your order…' });
    held.release({ ok: true, data: { orderStatus: '170' } });
    await screen.findByRole('button', { name: 'Check my order' });
    expect(r.ports.calls.filter((c) => c.endpoint === 'loanDetails.detail')).toHaveLength(1);
    await waitFor(() => expect(r.store.getSnapshot().data.order).toEqual({ orderStatus: '170' }));
  });

  it('has no button without an action', async () => {
    await showNode({ type: 'outcome-banner', tone: 'success', title: 'Payment received', actionText: 'Check my order' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { showNode, deferredCall } from '../support/render-node.tsx';
import type { WidgetNode } from '../../schemas/generated/types.ts';

const send: WidgetNode = { type: 'button', text: 'Send', busyText: 'Sending...', onTap: [{ do: 'call', endpoint: 'complaint.save' }] };

describe('button widget', () => {
  it('sends once on a double tap and is busy until the request ends', async () => {
    const r = await showNode(send);
    const answer = deferredCall();
    r.ports.answer('complaint.save', () => answer.promise);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(r.ports.calls.length).toBe(1));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe('Sending...');
    fireEvent.click(button);
    await act(async () => answer.release({ ok: true, data: {} }));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(button.textContent).toBe('Send');
    expect(r.ports.calls.length).toBe(1);
    fireEvent.click(button);
    await waitFor(() => expect(r.ports.calls.length).toBe(2));
  });

  it('runs its actions on tap', async () => {
    const r = await showNode({ type: 'button', text: 'Copy', onTap: [{ do: 'toast', text: 'copy success' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(r.ports.toasts.map((t) => t.text)).toEqual(['copy success']));
  });

  it('ignores taps while disabled by an expression', async () => {
    const r = await showNode(
      { type: 'button', text: 'Loan Now', disabled: '=!state.agreed', onTap: [{ do: 'toast', text: 'sent' }] },
      { state: { agreed: false } },
    );
    const button = screen.getByRole('button', { name: 'Loan Now' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    act(() => r.store.set('state.agreed', true));
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(r.ports.toasts).toEqual([]);
  });

  it('is a real button even as a link, and a sticky button stays a button', async () => {
    await showNode([
      { type: 'button', text: 'View agreement', variant: 'link' },
      { type: 'button', text: 'Next', sticky: true },
    ]);
    expect(screen.getByRole('button', { name: 'View agreement' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Next' }).parentElement?.className).toContain('h-button-bar');
  });
});

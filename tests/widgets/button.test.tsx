import { describe, expect, it, vi } from 'vitest';
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

  describe('hideOnKeyboard', () => {
    /** A stand-in for window.visualViewport whose height the test changes, firing resize like a phone's keyboard does. */
    function fakeViewport(height: number, width = 390) {
      const viewport = Object.assign(new EventTarget(), { height, width });
      vi.stubGlobal('visualViewport', viewport);
      const resize = (next: { height?: number; width?: number }) =>
        act(() => {
          Object.assign(viewport, next);
          viewport.dispatchEvent(new Event('resize'));
        });
      return { resize };
    }
    const next = { type: 'button' as const, text: 'Next', sticky: true, hideOnKeyboard: true };

    it('hides while the visible height is more than 60 px below the tallest seen, and comes back after', async () => {
      const { resize } = fakeViewport(800);
      await showNode(next);
      expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
      resize({ height: 740 });
      expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
      resize({ height: 739 });
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
      expect(document.querySelector('.h-button-bar')).toBeNull();
      resize({ height: 800 });
      expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    });

    it('measures from the tallest height seen, not the first', async () => {
      const { resize } = fakeViewport(700);
      await showNode(next);
      resize({ height: 820 });
      resize({ height: 700 });
      expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    });

    it('starts afresh when the width changes (the phone turned), so landscape is not taken for a keyboard', async () => {
      const { resize } = fakeViewport(800, 390);
      await showNode(next);
      resize({ height: 390, width: 800 });
      expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    });

    it('stays without the option, and never hides without visualViewport support', async () => {
      const { resize } = fakeViewport(800);
      await showNode({ type: 'button', text: 'Send' });
      resize({ height: 400 });
      expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
      vi.stubGlobal('visualViewport', undefined);
      await showNode(next);
      expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    });
  });
});

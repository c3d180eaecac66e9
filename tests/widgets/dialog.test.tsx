import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DialogNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const rating: DialogNode = {
  type: 'dialog',
  open: '=state.ratingOpen',
  title: 'Rate our service',
  description: 'How satisfied are you?',
  children: [{ type: 'button', text: 'Cancel', onTap: [{ do: 'set', path: '=state.ratingOpen', value: false }] }],
};

/** radix starts listening for outside taps one tick after opening. */
const tick = () => act(() => new Promise((r) => setTimeout(r, 10)));

describe('dialog widget', () => {
  it('shows while the state says open, named by its title', async () => {
    const r = await showNode(rating, { state: { ratingOpen: false } });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => r.store.set('state.ratingOpen', true));
    const dialog = await screen.findByRole('dialog', { name: 'Rate our service' });
    expect(dialog.textContent).toContain('How satisfied are you?');
  });

  it('when not dismissible, ignores Escape and taps outside', async () => {
    const r = await showNode({ ...rating, dismissible: false }, { state: { ratingOpen: true } });
    await screen.findByRole('dialog');
    await tick();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await tick();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(r.store.get('state.ratingOpen')).toBe(true);
  });

  it('when not dismissible, still closes through its own buttons', async () => {
    const r = await showNode({ ...rating, dismissible: false }, { state: { ratingOpen: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(r.store.get('state.ratingOpen')).toBe(false);
  });

  it('when dismissible, Escape closes it and writes false to state', async () => {
    const r = await showNode(rating, { state: { ratingOpen: true } });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(r.store.get('state.ratingOpen')).toBe(false);
  });

  it('when dismissible, a tap outside closes it', async () => {
    const r = await showNode(rating, { state: { ratingOpen: true } });
    await screen.findByRole('dialog');
    await tick();
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    await waitFor(() => expect(r.store.get('state.ratingOpen')).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the close button closes it', async () => {
    const r = await showNode({ ...rating, showClose: true }, { state: { ratingOpen: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(r.store.get('state.ratingOpen')).toBe(false);
  });

  it('keeps keyboard focus inside', async () => {
    await showNode({ ...rating, showClose: true }, { state: { ratingOpen: true } });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StackNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const chooser: StackNode = {
  type: 'stack',
  children: [
    { type: 'button', text: 'All', onTap: [{ do: 'set', path: '=state.ordersOpen', value: true }] },
    {
      type: 'sheet',
      open: '=state.ordersOpen',
      title: 'All orders',
      children: [
        { type: 'button', text: 'Order 1001', onTap: [{ do: 'set', path: '=state.ordersOpen', value: false }] },
        { type: 'button', text: 'Order 1002', onTap: [{ do: 'set', path: '=state.ordersOpen', value: false }] },
      ],
    },
  ],
};

describe('sheet widget', () => {
  it('opens when the state says so and lists its content', async () => {
    const r = await showNode(chooser, { state: { ordersOpen: false } });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    const sheet = await screen.findByRole('dialog', { name: 'All orders' });
    expect(sheet.textContent).toContain('Order 1002');
    expect(r.store.get('state.ordersOpen')).toBe(true);
  });

  it('closes with its close button and writes false to state', async () => {
    const r = await showNode(chooser, { state: { ordersOpen: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(r.store.get('state.ordersOpen')).toBe(false);
  });

  it('closes with Escape', async () => {
    const r = await showNode(chooser, { state: { ordersOpen: true } });
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(r.store.get('state.ordersOpen')).toBe(false));
  });

  it('closes when a choice inside sets the state', async () => {
    await showNode(chooser, { state: { ordersOpen: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Order 1001' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when not dismissible, has no close button and ignores Escape', async () => {
    const r = await showNode(
      { type: 'sheet', open: '=state.ordersOpen', title: 'All orders', dismissible: false, children: [{ type: 'text', text: 'Pick one' }] },
      { state: { ordersOpen: true } },
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(r.store.get('state.ordersOpen')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { showNode } from '../support/render-node.tsx';

describe('empty-state widget', () => {
  it('shows the message as a heading, and its button runs the action once', async () => {
    const r = await showNode({
      type: 'empty-state',
      icon: 'error',
      title: "This page can't be shown",
      text: 'Please try again.',
      actionText: 'Back',
      onAction: [{ do: 'back' }],
    });
    expect(screen.getByRole('heading', { name: "This page can't be shown" })).toBeTruthy();
    expect(screen.getByText('Please try again.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Back' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(r.ports.backs).toBe(1));
  });

  it('has no button without an action', async () => {
    await showNode({ type: 'empty-state', icon: 'success', title: 'Successfully Sent', actionText: 'Back' });
    expect(screen.getByRole('heading', { name: 'Successfully Sent' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

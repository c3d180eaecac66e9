import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { screenSettled } from '../support/screen-settled.ts';
import { showNode } from '../support/render-node.tsx';

const chip = (text: string, value: number) => ({
  type: 'chip' as const,
  text,
  selected: `=state.problemType == ${value}`,
  onTap: [{ do: 'set' as const, path: '=state.problemType', value }],
});

describe('chip widget', () => {
  it('is pressed when selected, and tapping another one moves the selection', async () => {
    const r = await showNode({ type: 'stack', children: [chip('Collection', 1), chip('Repayment', 2)] }, { state: { problemType: 1 } });
    const collection = screen.getByRole('button', { name: 'Collection' });
    const repayment = screen.getByRole('button', { name: 'Repayment' });
    expect(collection.getAttribute('aria-pressed')).toBe('true');
    expect(repayment.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(repayment);
    await waitFor(() => expect(r.store.get('state.problemType')).toBe(2));
    expect(repayment.getAttribute('aria-pressed')).toBe('true');
    expect(collection.getAttribute('aria-pressed')).toBe('false');
  });

  it('ignores taps while disabled', async () => {
    const r = await showNode({ ...chip('Collection', 1), disabled: true }, { state: { problemType: 0 } });
    const button = screen.getByRole('button', { name: 'Collection' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    await screenSettled(r.store, r.ports);
    expect(r.store.get('state.problemType')).toBe(0);
  });

  it('is only a label without onTap', async () => {
    await showNode({ type: 'chip', text: 'Collection', selected: true });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('Collection')).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showNode } from '../support/render-node.tsx';

const data = {
  list: {
    tabs: [
      { title: 'Processing', items: [{ content: 'Collector called at night' }] },
      { title: 'Finished', items: [{ content: 'Repayment not credited' }, { content: 'Wrong amount' }] },
    ],
  },
};

const tabs = (extra: Record<string, unknown> = {}) => ({
  type: 'tabs' as const,
  items: '=data.list.tabs',
  label: '=item.title',
  render: { type: 'repeat' as const, items: '=item.items', as: 'row', render: { type: 'text' as const, text: '=row.content' } },
  ...extra,
});

describe('tabs widget', () => {
  it('shows the first tab, and tapping another tab shows only its content', async () => {
    await showNode(tabs(), { data });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Processing', 'Finished']);
    expect(screen.getByRole('tab', { name: 'Processing' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Collector called at night')).toBeTruthy();
    expect(screen.queryByText('Wrong amount')).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Finished' }));
    expect(screen.getByRole('tabpanel').textContent).toContain('Repayment not credited');
    expect(screen.getByText('Wrong amount')).toBeTruthy();
    expect(screen.queryByText('Collector called at night')).toBeNull();
  });

  it('keeps the chosen position in the bound state and follows it', async () => {
    const r = await showNode(tabs({ bind: '=state.tab', initial: 1 }), { data, state: {} });
    expect(screen.getByText('Wrong amount')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Processing' }));
    await waitFor(() => expect(r.store.get('state.tab')).toBe(0));
    expect(screen.getByText('Collector called at night')).toBeTruthy();
    act(() => r.store.set('state.tab', 1));
    expect(screen.getByRole('tab', { name: 'Finished' }).getAttribute('aria-selected')).toBe('true');
  });

  it('draws nothing for an empty list', async () => {
    const r = await showNode(tabs(), { data: { list: { tabs: [] } } });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(r.container.textContent).toBe('');
  });

  it('switches by keyboard too', async () => {
    await showNode(tabs(), { data });
    const first = screen.getByRole('tab', { name: 'Processing' });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    await waitFor(() => expect(screen.getByText('Wrong amount')).toBeTruthy());
  });
});

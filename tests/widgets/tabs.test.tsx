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

  describe('with a value per tab', () => {
    const cardTypes = [
      { name: 'Bank card', type: 1 },
      { name: 'E-wallet', type: 2 },
    ];
    const typeTabs = { type: 'tabs' as const, items: '=data.types', label: '=item.name', value: '=item.type', bind: '=state.form.cardType' };

    it('chooses the tab whose value matches the bound value, as text (1 matches "1")', async () => {
      const r = await showNode(typeTabs, { data: { types: cardTypes }, state: { form: { cardType: '2' } } });
      expect(screen.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected')).toBe('true');
      act(() => r.store.set('state.form.cardType', 1));
      expect(screen.getByRole('tab', { name: 'Bank card' }).getAttribute('aria-selected')).toBe('true');
    });

    it("keeps the tapped tab's value in bind instead of its position", async () => {
      const r = await showNode(typeTabs, { data: { types: cardTypes }, state: { form: { cardType: 1 } } });
      await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
      expect(r.store.get('state.form.cardType')).toBe('2');
      expect(screen.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected')).toBe('true');
    });

    it('chooses the tab at initial when the bound value matches no tab, and writes its value so the state agrees', async () => {
      const r = await showNode({ ...typeTabs, initial: 1 }, { data: { types: cardTypes }, state: { form: { cardType: 9 } } });
      expect(screen.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected')).toBe('true');
      await waitFor(() => expect(r.store.get('state.form.cardType')).toBe('2'));
    });

    it('a lone e-wallet tab takes over the default card type 1', async () => {
      const r = await showNode(typeTabs, { data: { types: [{ name: 'E-wallet', type: 2 }] }, state: { form: { cardType: 1 } } });
      await waitFor(() => expect(r.store.get('state.form.cardType')).toBe('2'));
      expect(screen.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected')).toBe('true');
    });

    it('without render draws only the row, and other widgets read the bound value', async () => {
      const r = await showNode([typeTabs, { type: 'text', text: "=state.form.cardType == 1 ? 'Card fields' : 'Wallet fields'" }], {
        data: { types: cardTypes },
        state: { form: { cardType: 1 } },
      });
      expect(screen.queryByRole('tabpanel')).toBeNull();
      expect(screen.getByRole('tab', { name: 'Bank card' }).hasAttribute('aria-controls')).toBe(false);
      expect(screen.getByText('Card fields')).toBeTruthy();
      await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
      expect(r.store.get('state.form.cardType')).toBe('2');
      expect(screen.getByText('Wallet fields')).toBeTruthy();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FoldingListNode } from '../../schemas/generated/types.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const details = [
  { text: 'Loan amount', value: '₱5,000.00' },
  { text: 'Term', value: '14 days' },
  { text: 'Service fee', value: '₱250.00' },
  { text: 'Due date', value: '2025-07-01' },
];

const list: FoldingListNode = {
  type: 'folding-list',
  items: '=data.product.details',
  render: { type: 'cell', title: '=item.text', value: '=item.value' },
};

const titles = (container: HTMLElement) => Array.from(container.querySelectorAll('.h-cell__title')).map((el) => el.textContent);

describe('folding-list widget', () => {
  it('shows the first two lines until more is tapped, then hide folds them back', async () => {
    const r = await showNode(list, { data: { product: { details } } });
    expect(titles(r.container)).toEqual(['Loan amount', 'Term']);
    const more = screen.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(more.getAttribute('aria-controls') ?? '')?.contains(screen.getByText('Term'))).toBe(true);

    await userEvent.click(more);
    expect(titles(r.container)).toEqual(['Loan amount', 'Term', 'Service fee', 'Due date']);
    expect(screen.getByText('₱250.00')).toBeTruthy();
    const hide = screen.getByRole('button', { name: 'hide' });
    expect(hide).toBe(more);
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    await userEvent.click(hide);
    expect(titles(r.container)).toEqual(['Loan amount', 'Term']);
    expect(screen.getByRole('button', { name: 'more' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no toggle when the list is no longer than fold', async () => {
    const r = await showNode(list, { data: { product: { details: details.slice(0, 2) } } });
    expect(titles(r.container)).toEqual(['Loan amount', 'Term']);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('honours fold, its own link texts and the entry name given by as', async () => {
    const r = await showNode(
      {
        type: 'folding-list',
        items: '=data.product.details',
        as: 'line',
        fold: 3,
        moreText: 'Show all',
        lessText: 'Show less',
        render: { type: 'cell', title: "=line.text + ' (' + (index + 1) + ')'", value: '=line.value' },
      },
      { data: { product: { details } } },
    );
    expect(titles(r.container)).toEqual(['Loan amount (1)', 'Term (2)', 'Service fee (3)']);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(titles(r.container)).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });

  it('draws nothing for an empty list and grows a toggle when entries arrive', async () => {
    const r = await showNode(list, { data: { product: { details: [] } } });
    expect(r.container.querySelector('.h-folding-list')).toBeNull();
    act(() => r.store.set('data.product.details', details.slice(0, 3)));
    expect(titles(r.container)).toEqual(['Loan amount', 'Term']);
    expect(screen.getByRole('button', { name: 'more' })).toBeTruthy();
  });

  it('keeps the outer entry reachable inside a repeat of products', async () => {
    const r = await showNode(
      {
        type: 'repeat',
        items: '=data.products',
        as: 'product',
        render: { type: 'folding-list', items: '=product.details', fold: 1, render: { type: 'cell', title: "=product.name + ': ' + item.text" } },
      },
      {
        data: {
          products: [
            { name: 'Cash', details },
            { name: 'Flex', details: details.slice(0, 1) },
          ],
        },
      },
    );
    expect(titles(r.container)).toEqual(['Cash: Loan amount', 'Flex: Loan amount']);
    expect(screen.getAllByRole('button', { name: 'more' })).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ProductOfferNode } from '../../schemas/generated/types.ts';
import type { CallResult } from '../../renderer/core/ports.ts';
import { screenSettled } from '../support/screen-settled.ts';
import { showNode } from '../support/render-node.tsx';

/** Renders through the real renderer and waits until the screen has started. */
const product = {
  logo: '/api/sandbox/assets/peso-agad.svg',
  name: 'Peso Agad',
  buttonStatus: 1,
  amountRange: '₱1.000,00 - ₱20.000,00',
  rangeDescription: 'Loan amount',
  rate: 'Daily rate 0.05%',
  description: 'Funds within 1 day',
};

const offer: ProductOfferNode = {
  type: 'product-offer',
  logo: '=data.product.logo',
  name: '=data.product.name',
  buttonText: 'Apply',
  enabled: '=data.product.buttonStatus == 1',
  amountRange: '=data.product.amountRange',
  rangeDescription: '=data.product.rangeDescription',
  rate: '=data.product.rate',
  description: '=data.product.description',
  onTap: [{ do: 'call', endpoint: 'legacy.productClick', with: { name: '=data.product.name' } }],
};

describe('product-offer widget', () => {
  it('shows every field of the product on a card', async () => {
    await showNode(offer, { data: { product } });
    const card = screen.getByRole('article', { name: 'Peso Agad' });
    for (const text of ['Peso Agad', '₱1.000,00 - ₱20.000,00', 'Loan amount', 'Daily rate 0.05%', 'Funds within 1 day', 'Apply']) {
      expect(card.textContent).toContain(text);
    }
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/api/sandbox/assets/peso-agad.svg');
  });

  it('runs onTap once on a double tap and is busy meanwhile', async () => {
    const r = await showNode(offer, { data: { product } });
    let release: (result: CallResult) => void = () => undefined;
    r.ports.answer('legacy.productClick', () => new Promise<CallResult>((resolve) => (release = resolve)));
    const button = screen.getByRole('button', { name: 'Apply' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(r.ports.calls.length).toBe(1));
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.h-spinner')).not.toBeNull();
    fireEvent.click(button);
    await act(async () => release({ ok: true, data: {} }));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(r.ports.calls).toEqual([{ endpoint: 'legacy.productClick', payload: { name: 'Peso Agad' } }]);
  });

  it('greys the button out and never runs onTap when the product is not enabled', async () => {
    const r = await showNode(offer, { data: { product: { ...product, buttonStatus: 0 } } });
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button.hasAttribute('disabled')).toBe(true);
    fireEvent.click(button);
    await screenSettled(r.store, r.ports);
    expect(r.ports.calls).toEqual([]);
  });

  it('shows server texts literally, never as markup', async () => {
    const { container } = await showNode({ ...offer, name: '<b>x</b>', description: '<img src=x onerror=alert(1)>' }, { data: { product } });
    expect(screen.getByText('<b>x</b>')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelectorAll('img').length).toBe(1);
  });

  it('shows the first letter of the name when the logo is missing or broken', async () => {
    const { container } = await showNode({ ...offer, logo: '=data.product.missing' }, { data: { product } });
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.h-product-offer__logo--letter')?.textContent).toBe('P');
  });

  it('shows a broken logo as the letter too', async () => {
    const { container } = await showNode(offer, { data: { product } });
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.h-product-offer__logo--letter')?.textContent).toBe('P');
  });
});

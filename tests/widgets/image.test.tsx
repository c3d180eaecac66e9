import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showNode } from '../support/render-node.tsx';

describe('image widget', () => {
  it('loads lazily and names the picture by its alt text', async () => {
    await showNode({ type: 'image', src: '=data.order.logo', alt: 'Product logo', size: 'logo' }, { data: { order: { logo: 'https://cdn.example.com/logo.png' } } });
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Product logo' });
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/logo.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('shows a neutral box instead of a broken picture', async () => {
    const r = await showNode({ type: 'image', src: 'https://cdn.example.com/missing.png', alt: 'Product logo' });
    fireEvent.error(screen.getByRole('img', { name: 'Product logo' }));
    const box = screen.getByRole('img', { name: 'Product logo' });
    expect(box.tagName).toBe('SPAN');
    expect(r.container.querySelector('img')).toBeNull();
  });

  it('shows the box when the address is empty, hidden from screen readers for a decorative picture', async () => {
    const r = await showNode({ type: 'image', src: '=data.missing', alt: '' }, { data: {} });
    expect(r.container.querySelector('img')).toBeNull();
    expect(r.container.querySelector('.h-image--broken')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens a full-screen viewer with the large picture when zoomable, and closes it', async () => {
    await showNode({ type: 'image', src: 'https://cdn.example.com/slip.png', alt: 'Payment step', size: 'thumb', zoomable: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge: Payment step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment step' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/slip.png');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not a button when not zoomable', async () => {
    await showNode({ type: 'image', src: 'https://cdn.example.com/slip.png', alt: 'Payment step' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});

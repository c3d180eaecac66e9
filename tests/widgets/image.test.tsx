import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showNode } from '../support/render-node.tsx';

/** The pictures of these tests come from a CDN the app allows pictures from. */
const cdn = { urlPolicy: { hosts: [], imageHosts: ['cdn.example.com'] } };

describe('image widget', () => {
  it('loads lazily and names the picture by its alt text', async () => {
    await showNode(
      { type: 'image', src: '=data.order.logo', alt: 'Product logo', size: 'logo' },
      { data: { order: { logo: 'https://cdn.example.com/logo.png' } }, ...cdn },
    );
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'Product logo' });
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/logo.png');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
  });

  it('keeps the box of a picture of known size, and loads an eager one at once with high priority', async () => {
    await showNode({ type: 'image', src: '/images/banner.svg', alt: 'How to repay', width: 340, height: 230, eager: true });
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'How to repay' });
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['340', '230']);
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('sets no size and no priority when none is given', async () => {
    await showNode({ type: 'image', src: '/images/banner.svg', alt: 'How to repay' });
    const img = screen.getByRole<HTMLImageElement>('img', { name: 'How to repay' });
    expect(img.hasAttribute('width') || img.hasAttribute('height') || img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows a neutral box instead of a broken picture', async () => {
    const r = await showNode({ type: 'image', src: 'https://cdn.example.com/missing.png', alt: 'Product logo' }, cdn);
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
    await showNode({ type: 'image', src: 'https://cdn.example.com/slip.png', alt: 'Payment step', size: 'thumb', zoomable: true }, cdn);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge: Payment step' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment step' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/slip.png');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not a button when not zoomable', async () => {
    await showNode({ type: 'image', src: 'https://cdn.example.com/slip.png', alt: 'Payment step' }, cdn);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

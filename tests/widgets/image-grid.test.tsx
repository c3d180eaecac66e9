import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showNode } from '../support/render-node.tsx';

/** The pictures of these tests come from a CDN the app allows pictures from. */
const cdn = { urlPolicy: { hosts: [], imageHosts: ['cdn.example.com'] } };
const urls = ['https://cdn.example.com/1.png', 'https://cdn.example.com/2.png', 'https://cdn.example.com/3.png'];

describe('image-grid widget', () => {
  it('draws one picture per address, each named "Image n of N", and enlarges one on tap', async () => {
    await showNode({ type: 'image-grid', images: '=data.detail.images' }, { data: { detail: { images: urls } }, ...cdn });
    expect(screen.getAllByRole('listitem').length).toBe(3);
    const second = screen.getByRole('button', { name: 'Enlarge: Image 2 of 3' });
    await userEvent.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Image 2 of 3' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe(urls[1]);
  });

  it('uses the given alt text and plain pictures when not zoomable', async () => {
    await showNode({ type: 'image-grid', images: urls.slice(0, 2), alt: 'Reply image', zoomable: false }, cdn);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Reply image 1 of 2', 'Reply image 2 of 2']);
  });

  it('draws nothing for an empty or missing list', async () => {
    const r = await showNode(
      [
        { type: 'image-grid', images: '=data.detail.images' },
        { type: 'image-grid', images: '=data.detail.none' },
      ],
      { data: { detail: { images: [] } } },
    );
    expect(r.container.querySelector('ul')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

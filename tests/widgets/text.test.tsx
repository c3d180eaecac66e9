import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { showNode } from '../support/render-node.tsx';

describe('text widget', () => {
  it('makes a title a level-1 heading and a subtitle a level-2 heading', async () => {
    await showNode([
      { type: 'text', text: 'Online service', variant: 'title' },
      { type: 'text', text: 'Process Result', variant: 'subtitle' },
      { type: 'text', text: 'We will reply soon.' },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Online service' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Process Result' })).toBeTruthy();
    expect(screen.getByText('We will reply soon.').tagName).toBe('P');
  });

  it('draws no empty heading when the server text is missing', async () => {
    const r = await showNode({ type: 'text', text: '=data.detail.title', variant: 'subtitle' }, { data: { detail: {} } });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(r.container.querySelector('.h-text--subtitle')?.tagName).toBe('P');
  });

  it('shows server text as plain text, never as markup', async () => {
    const r = await showNode({ type: 'text', text: '=data.detail.content' }, { data: { detail: { content: '<b>bold</b> & more' } } });
    expect(screen.getByText('<b>bold</b> & more')).toBeTruthy();
    expect(r.container.querySelector('b')).toBeNull();
  });

  it('limits the number of lines when asked', async () => {
    await showNode({ type: 'text', text: 'Long text', maxLines: 2 });
    const p = screen.getByText('Long text');
    expect(p.className).toContain('h-text--clamp');
    // By a class, never a style attribute: a page the server drew may not carry one (the CSP's style-src-attr 'none').
    expect(p.className).toContain('h-text--lines-2');
    expect(p.getAttribute('style')).toBeNull();
  });

  it('limits to more lines than the classes hold by a style the app sets', async () => {
    await showNode({ type: 'text', text: 'Longer text', maxLines: 12 });
    const p = screen.getByText('Longer text');
    expect(p.style.getPropertyValue('--h-text-lines')).toBe('12');
  });
});

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { showNode } from '../support/render-node.tsx';

describe('columns widget', () => {
  it('draws its children in reading order as the direct items of one grid', async () => {
    await showNode({
      type: 'columns',
      id: 'calculator',
      children: [
        { type: 'text', text: 'Inputs' },
        { type: 'text', text: 'Hidden', visible: false },
        { type: 'text', text: 'Results' },
      ],
    });
    const grid = document.getElementById('calculator');
    expect(grid?.className).toBe('h-columns h-columns--min-md h-columns--gap-lg');
    expect([...(grid?.children ?? [])].map((c) => c.textContent)).toEqual(['Inputs', 'Results']);
    expect(screen.queryByText('Hidden')).toBeNull();
  });

  it('takes the narrowest column width and the gap from the document', async () => {
    await showNode({ type: 'columns', id: 'c', minWidth: 'lg', gap: 'sm', children: [{ type: 'text', text: 'One' }] });
    expect(document.getElementById('c')?.className).toBe('h-columns h-columns--min-lg h-columns--gap-sm');
  });
});

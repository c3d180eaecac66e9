import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { showNode } from '../support/render-node.tsx';

describe('stack widget', () => {
  it('draws its children in order inside one group, hiding invisible ones', async () => {
    await showNode(
      {
        type: 'stack',
        id: 'order-card',
        direction: 'row',
        surface: 'card',
        children: [
          { type: 'text', text: 'Product' },
          { type: 'text', text: 'Hidden', visible: '=state.more' },
          { type: 'text', text: 'Status' },
        ],
      },
      { state: { more: false } },
    );
    const group = document.getElementById('order-card');
    expect(group?.textContent).toBe('ProductStatus');
    expect(group?.className).toContain('h-stack--row');
    expect(group?.className).toContain('h-stack--pad-md');
    expect(screen.queryByText('Hidden')).toBeNull();
  });
});

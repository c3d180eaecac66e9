import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { showNode } from '../support/render-node.tsx';

describe('divider widget', () => {
  it('is a separator line, or a line with its label', async () => {
    await showNode([{ type: 'divider' }, { type: 'divider', label: 'Process Result' }]);
    expect(screen.getAllByRole('separator').length).toBe(1);
    expect(screen.getByText('Process Result')).toBeTruthy();
  });
});

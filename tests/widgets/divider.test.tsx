import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderNode } from '../support/render-node.tsx';

async function show(...args: Parameters<typeof renderNode>) {
  const r = renderNode(...args);
  await waitFor(() => expect(r.store.getSnapshot().status.phase).toBe('ready'));
  return r;
}

describe('divider widget', () => {
  it('is a separator line, or a line with its label', async () => {
    await show([{ type: 'divider' }, { type: 'divider', label: 'Process Result' }]);
    expect(screen.getAllByRole('separator').length).toBe(1);
    expect(screen.getByText('Process Result')).toBeTruthy();
  });
});

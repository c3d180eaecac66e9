import { test } from 'vitest';
import { screen } from '@testing-library/react';
import type { WidgetNode } from '../../../schemas/generated/types.ts';
import { renderNode } from '../../support/render-node.tsx';
test('p', async () => {
  const nodes = [
    { type: 'text', text: 'before' },
    { type: 'stack', children: [{ type: 'text', text: 'sibling' }, { type: 'repeat', items: '=data.list', render: null }] },
    { type: 'nope', text: 'x', fallback: { type: 'text', text: 'fallback shown' } },
    { type: 'text', text: 'after' },
  ] as unknown as WidgetNode[];
  const r = renderNode(nodes, { data: { list: [1, 2] } });
  await screen.findByText('before');
  console.log(document.body.innerHTML, JSON.stringify(r.ports.logs));
});

/**
 * frameDrawnNodes finds the same drawn nodes as the preview's own drawnNodes (which knows the renderer's NodeView
 * class) by the props alone, so it works from the studio's window on an iframe's separate copy of the renderer.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import { drawnNodes } from '../../../../studio/preview/drawn-nodes.ts';
import { frameDrawnNodes } from '../../../../studio/review/frame-nodes.ts';
import { showNode } from '../../../support/render-node.tsx';

const body = [
  {
    type: 'stack',
    surface: 'card',
    children: [
      { type: 'cell', id: 'phone', title: 'Telephone' },
      { type: 'cell', id: 'email', title: 'E-mail', value: 'help@hatid.test' },
      { type: 'text', text: 'Hidden now', visible: '=state.open == false' },
    ],
  },
  { type: 'repeat', items: '=state.tags', render: { type: 'text', text: '=item' } },
  { type: 'switch', on: '=state.tab', cases: { a: { type: 'text', text: 'Tab A' }, b: { type: 'text', text: 'Tab B' } } },
  { type: 'dialog', open: '=state.open', title: 'Rate us', children: [{ type: 'text', text: 'Inside the dialog' }] },
] as unknown as WidgetNode[];
const state = { tags: ['first', 'second'], tab: 'a', open: true };

function summary(nodes: { pointer: string; elements: Element[] }[]) {
  return nodes.map((n) => `${n.pointer} ${n.elements.map((e) => e.textContent).join('|')}`).sort();
}

describe('frameDrawnNodes', () => {
  it('lists the nodes drawnNodes lists, each with the same elements, one per repeat entry, none for a hidden node', async () => {
    const { container } = await showNode(body, { state });
    const found = frameDrawnNodes(container);
    expect(summary(found)).toEqual(summary(drawnNodes(container)));
    const pointers = found.map((n) => n.pointer);
    expect(pointers.filter((p) => p === '/body/1/render')).toHaveLength(2);
    expect(pointers).toContain('/body/3/children/0');
    // A hidden node is there, drawing nothing.
    expect(found.find((n) => n.pointer === '/body/0/children/2')?.elements).toEqual([]);
    expect(pointers).not.toContain('/body/2/cases/b');
    expect(found.find((n) => n.pointer === '/body/0/children/1')?.elements[0]?.textContent).toContain('E-mail');
  });

  it('finds nothing in a container React never drew in', () => {
    expect(frameDrawnNodes(document.createElement('div'))).toEqual([]);
  });
});

/**
 * Which node drew which part of the preview, read from React's tree of the real renderer: every drawn node with its
 * JSON Pointer, the innermost one under an element, the tree as it is now (after a state change), nodes in a portal,
 * and the borrower's DOM without any attribute added.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../schemas/generated/types.ts';
import { drawnBox, drawnNodeAt, drawnNodes } from '../../../studio/preview/drawn-nodes.ts';
import { showNode } from '../../support/render-node.tsx';

const body = [
  {
    type: 'stack',
    surface: 'card',
    children: [
      { type: 'cell', id: 'phone', title: 'Telephone', onTap: [{ do: 'native', action: 'callPhone', args: { phone: '123' } }] },
      { type: 'cell', id: 'email', title: 'E-mail', value: 'help@hatid.test' },
    ],
  },
  { type: 'repeat', items: '=state.tags', render: { type: 'text', text: '=item' } },
  { type: 'switch', on: '=state.tab', cases: { a: { type: 'text', text: 'Tab A' }, b: { type: 'text', text: 'Tab B' } } },
  { type: 'dialog', open: '=state.open', title: 'Rate us', children: [{ type: 'text', text: 'Inside the dialog' }] },
] as unknown as WidgetNode[];
const state = { tags: ['first', 'second'], tab: 'a', open: true };

describe('drawnNodes', () => {
  it('lists every drawn node with its pointer, outer nodes first', async () => {
    const { container } = await showNode(body, { state });
    const pointers = drawnNodes(container).map((d) => d.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/0', '/body/0/children/0', '/body/0/children/1', '/body/1', '/body/1/render', '/body/2', '/body/2/cases/a']),
    );
    expect(pointers.indexOf('/body/0')).toBeLessThan(pointers.indexOf('/body/0/children/1'));
  });

  it('finds the innermost node under an element: the cell under its title, the stack around it, nothing on the page itself', async () => {
    const { container } = await showNode(body, { state });
    const nodes = drawnNodes(container);
    const email = drawnNodeAt(nodes, screen.getByText('E-mail'));
    expect(email?.pointer).toBe('/body/0/children/1');
    expect(email?.node).toBe((body[0] as { children: WidgetNode[] }).children[1]);
    const stack = drawnNodes(container).find((d) => d.pointer === '/body/0');
    expect(drawnNodeAt(nodes, stack?.elements[0])?.pointer).toBe('/body/0');
    expect(drawnNodeAt(nodes, container)).toBeNull();
    expect(drawnNodeAt(nodes, null)).toBeNull();
  });

  it("gives each repeated entry its template's pointer", async () => {
    const { container } = await showNode(body, { state });
    expect(drawnNodeAt(drawnNodes(container), screen.getByText('second'))?.pointer).toBe('/body/1/render');
  });

  it('reads the tree as drawn now: after the switch changes case, the new case', async () => {
    const { container, store } = await showNode(body, { state });
    act(() => store.set(['state', 'tab'], 'b'));
    expect(await screen.findByText('Tab B')).toBeTruthy();
    expect(drawnNodeAt(drawnNodes(container), screen.getByText('Tab B'))?.pointer).toBe('/body/2/cases/b');
  });

  it('follows a node drawn in a portal (the dialog) to its pointer', async () => {
    const { container } = await showNode(body, { state });
    const inside = await screen.findByText('Inside the dialog');
    expect(container.contains(inside)).toBe(false);
    expect(drawnNodeAt(drawnNodes(container), inside)?.pointer).toBe('/body/3/children/0');
  });

  it('adds nothing to the DOM borrowers get', async () => {
    const { container } = await showNode(body, { state });
    expect(container.innerHTML).not.toMatch(/pointer|\/body\//);
  });

  it('measures the box around a node from its elements (none: null)', async () => {
    const { container } = await showNode(body, { state });
    const cell = drawnNodes(container).find((d) => d.pointer === '/body/0/children/1');
    if (!cell) throw new Error('no cell');
    expect(drawnBox(cell)).toBeNull();
    const [el] = cell.elements;
    if (!el) throw new Error('no element');
    el.getBoundingClientRect = () => ({ left: 10, top: 20, right: 110, bottom: 64, width: 100, height: 44, x: 10, y: 20, toJSON: () => '' });
    expect(drawnBox(cell)).toEqual({ left: 10, top: 20, width: 100, height: 44 });
  });
});

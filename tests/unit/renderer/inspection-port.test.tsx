/**
 * The renderer's inspection port (renderer/core/inspection-port.ts, renderer/preview/inspection.tsx), what the studio's
 * preview reads instead of React's own tree: every drawn node with its JSON Pointer and elements, the innermost one
 * under an element, the tree as it is now (after a state change), nodes in a portal, the screens with their stores, and
 * the borrower's DOM exactly the same with or without the port.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetNode } from '../../../schemas/generated/types.ts';
import { createInspection, drawnBox, drawnNodeAt, withInspection } from '../../../renderer/preview/inspection.tsx';
import { createRecordingPorts } from '../../../renderer/preview/recording-ports.ts';
import { previewDocument } from '../../../renderer/preview/node-preview.tsx';
import { ScreenView } from '../../../renderer/react/screen-view.tsx';
import { inspectionOf, offerInspection } from '../../../studio/preview/frame-inspection.ts';
import { showNode } from '../../support/render-node.tsx';

const body = [
  {
    type: 'stack',
    surface: 'card',
    children: [
      { type: 'cell', id: 'phone', title: 'Telephone', onTap: [{ do: 'native', action: 'callPhone', args: { phone: '123' } }] },
      { type: 'cell', id: 'email', title: 'E-mail', value: 'help@hatid.test' },
      { type: 'text', text: 'Hidden now', visible: '=state.open == false' },
    ],
  },
  { type: 'repeat', items: '=state.tags', render: { type: 'text', text: '=item' } },
  { type: 'switch', on: '=state.tab', cases: { a: { type: 'text', text: 'Tab A' }, b: { type: 'text', text: 'Tab B' } } },
  { type: 'dialog', open: '=state.open', title: 'Rate us', children: [{ type: 'text', text: 'Inside the dialog' }] },
] as unknown as WidgetNode[];
const state = { tags: ['first', 'second'], tab: 'a', open: true };

async function inspected() {
  const inspection = createInspection();
  const shown = await showNode(body, { state, inspection });
  return { ...shown, inspection };
}

describe('the inspection port: drawn nodes', () => {
  it('lists every drawn node with its pointer, outer nodes first, one per repeat entry', async () => {
    const { inspection } = await inspected();
    const pointers = inspection.drawnNodes().map((d) => d.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining(['/body/0', '/body/0/children/0', '/body/0/children/1', '/body/1', '/body/1/render', '/body/2', '/body/2/cases/a']),
    );
    expect(pointers.indexOf('/body/0')).toBeLessThan(pointers.indexOf('/body/0/children/1'));
    expect(pointers.filter((p) => p === '/body/1/render')).toHaveLength(2);
    expect(pointers).not.toContain('/body/2/cases/b');
    // A hidden node is there, drawing nothing.
    expect(inspection.drawnNodes().find((n) => n.pointer === '/body/0/children/2')?.elements).toEqual([]);
  });

  it('finds the innermost node under an element: the cell under its title, the stack around it, nothing on the page itself', async () => {
    const { container, inspection } = await inspected();
    const nodes = inspection.drawnNodes();
    const email = drawnNodeAt(nodes, screen.getByText('E-mail'));
    expect(email?.pointer).toBe('/body/0/children/1');
    expect(email?.node).toBe((body[0] as { children: WidgetNode[] }).children[1]);
    expect(email?.elements[0]?.textContent).toContain('E-mail');
    const stack = nodes.find((d) => d.pointer === '/body/0');
    expect(drawnNodeAt(nodes, stack?.elements[0])?.pointer).toBe('/body/0');
    expect(drawnNodeAt(nodes, container)).toBeNull();
    expect(drawnNodeAt(nodes, null)).toBeNull();
  });

  it("gives each repeated entry its template's pointer, and the repeat all of its entries' elements", async () => {
    const { inspection } = await inspected();
    const nodes = inspection.drawnNodes();
    expect(drawnNodeAt(nodes, screen.getByText('second'))?.pointer).toBe('/body/1/render');
    const repeat = nodes.find((n) => n.pointer === '/body/1');
    expect(repeat?.elements.map((e) => e.textContent).join('')).toBe('firstsecond');
  });

  it('reads the nodes as drawn now: after the switch changes case, the new case and not the old one', async () => {
    const { store, inspection } = await inspected();
    act(() => store.set(['state', 'tab'], 'b'));
    expect(await screen.findByText('Tab B')).toBeTruthy();
    const nodes = inspection.drawnNodes();
    expect(drawnNodeAt(nodes, screen.getByText('Tab B'))?.pointer).toBe('/body/2/cases/b');
    expect(nodes.map((n) => n.pointer)).not.toContain('/body/2/cases/a');
  });

  it('follows a node drawn in a portal (the dialog) to its pointer', async () => {
    const { container, inspection } = await inspected();
    const inside = await screen.findByText('Inside the dialog');
    expect(container.contains(inside)).toBe(false);
    expect(drawnNodeAt(inspection.drawnNodes(), inside)?.pointer).toBe('/body/3/children/0');
  });

  it('draws exactly the DOM borrowers get: the same with the port as without, and nothing once unmounted', async () => {
    const plain = await showNode(body, { state });
    const without = plain.container.innerHTML;
    plain.unmount();
    const { container, inspection, unmount } = await inspected();
    expect(container.innerHTML).toBe(without);
    expect(container.innerHTML).not.toMatch(/pointer|\/body\//);
    unmount();
    expect(inspection.drawnNodes()).toEqual([]);
  });

  it('measures the box around a node from its elements (none: null)', async () => {
    const { inspection } = await inspected();
    const cell = inspection.drawnNodes().find((d) => d.pointer === '/body/0/children/1');
    if (!cell) throw new Error('no cell');
    expect(drawnBox(cell)).toBeNull();
    const [el] = cell.elements;
    if (!el) throw new Error('no element');
    el.getBoundingClientRect = () => ({ left: 10, top: 20, right: 110, bottom: 64, width: 100, height: 44, x: 10, y: 20, toJSON: () => '' });
    expect(drawnBox(cell)).toEqual({ left: 10, top: 20, width: 100, height: 44 });
  });
});

describe('the inspection port: screens', () => {
  it('tells each new screen drawn once, with its store; nothing without the port', async () => {
    const inspection = createInspection();
    const heard = vi.fn();
    inspection.onScreen(heard);
    const ports = withInspection(createRecordingPorts(), inspection);
    const input = { query: {}, session: {} };
    const first = previewDocument({ type: 'text', text: '=state.word' } as unknown as WidgetNode, { word: 'one' });
    const view = render(<ScreenView document={first} input={input} ports={ports} bare />);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const screenOne = inspection.latestScreen();
    expect(heard).toHaveBeenCalledWith(screenOne);
    expect(screenOne?.store.getSnapshot().state).toEqual({ word: 'one' });
    act(() => screenOne?.store.set(['state', 'word'], 'two'));
    expect(await screen.findByText('two')).toBeTruthy();

    const second = previewDocument({ type: 'text', text: 'other' } as unknown as WidgetNode);
    view.rerender(<ScreenView document={second} input={input} ports={ports} bare />);
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
    expect(inspection.latestScreen()).not.toBe(screenOne);
    expect(inspection.latestScreen()?.store.getSnapshot().status.phase).toBe('ready');
    view.unmount();

    render(<ScreenView document={first} input={input} ports={createRecordingPorts()} bare />);
    await Promise.resolve();
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe("a preview page's offered inspection", () => {
  it("is read from the page's window by name, and nothing else is", async () => {
    const { inspection } = await inspected();
    const page = {} as Window;
    expect(inspectionOf(page)).toBeNull();
    expect(inspectionOf(null)).toBeNull();
    offerInspection(page, inspection);
    expect(
      inspectionOf(page)
        ?.drawnNodes()
        .map((n) => n.pointer),
    ).toEqual(inspection.drawnNodes().map((n) => n.pointer));
  });
});

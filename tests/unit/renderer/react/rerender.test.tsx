/** Per-binding subscriptions: typing into a bound input re-renders that input only, not the other widgets. */
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import type { TextProps } from '../../../../schemas/generated/widget-props.ts';
import { builtinWidgets } from '../../../../renderer/react/registry.ts';
import { renderNode } from '../../../support/render-node.tsx';

// Counts renders of the text widget: the screen draws from a registry whose text widget counts (the built-in one inside).
let textRenders = 0;
const widgets = {
  ...builtinWidgets,
  text: (props: TextProps) => {
    textRenders += 1;
    return createElement(builtinWidgets.text, props);
  },
};
const renderCounted = (...[nodes, options]: Parameters<typeof renderNode>) => renderNode(nodes, { ...options, widgets });
beforeEach(() => {
  textRenders = 0;
});

const items = Array.from({ length: 10 }, (_, i) => ({ id: i, name: `Item ${i}` }));

const screenNodes: WidgetNode[] = [
  { type: 'textarea', bind: '=state.description', label: 'Description', maxLength: 200, counter: true },
  ...items.map((_, i): WidgetNode => ({ type: 'text', text: `=data.items[${i}].name` })),
  { type: 'repeat', items: '=data.items', key: '=item.id', render: { type: 'text', text: "=item.name + ' (' + index + ')'" } },
  { type: 'text', text: "=count(data.items) + ' items'", visible: '=count(data.items) > 0' },
];

async function renderScreen() {
  const r = renderCounted(screenNodes, { state: { description: '' }, data: { items } });
  await screen.findByText('Item 0 (0)');
  expect(r.container.querySelectorAll('.h-text')).toHaveLength(21);
  textRenders = 0;
  return r;
}

describe('re-renders', () => {
  it('typing 10 characters into the bound textarea re-renders none of the 21 text widgets', async () => {
    const r = await renderScreen();
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    await userEvent.type(box, 'Late fee!!');
    expect(box.value).toBe('Late fee!!');
    expect(r.store.get('state.description')).toBe('Late fee!!');
    expect(screen.getByText('10/200')).toBeTruthy();
    expect(textRenders).toBe(0);
  });

  it('a change to one item re-renders only the widgets that show it', async () => {
    const r = await renderScreen();
    act(() => r.store.set(['data', 'items', 3, 'name'], 'Renamed'));
    expect(screen.getByText('Renamed')).toBeTruthy();
    expect(screen.getByText('Renamed (3)')).toBeTruthy();
    // The direct text bound to items[3] and the repeat's entry for it; nothing else.
    expect(textRenders).toBe(2);
  });
});

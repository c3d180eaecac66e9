/** Structural nodes in the React binding: repeat (where, key, empty, as), switch ("174|180", default) and visible. */
import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import { renderNode } from '../../../support/render-node.tsx';

const texts = (container: HTMLElement) => Array.from(container.querySelectorAll('.h-text')).map((el) => el.textContent);

describe('repeat', () => {
  const orders: WidgetNode = {
    type: 'repeat',
    items: '=data.orders',
    as: 'order',
    where: '=order.status != 180',
    key: '=order.id',
    render: { type: 'text', text: "=order.name + ' #' + index" },
    empty: { type: 'text', text: 'No orders yet' },
  };
  const data = {
    orders: [
      { id: 'a', name: 'Cash loan', status: 174 },
      { id: 'b', name: 'Paid loan', status: '180' },
      { id: 'c', name: 'New loan', status: 21 },
    ],
  };

  it('draws one widget per entry kept by where, naming the entry with as and its position with index', async () => {
    const r = renderNode(orders, { data });
    await screen.findByText('Cash loan #0');
    expect(texts(r.container)).toEqual(['Cash loan #0', 'New loan #2']);
  });

  it('shows the empty widget when nothing is left, and the entries again when they come back', async () => {
    const r = renderNode(orders, { data });
    await screen.findByText('Cash loan #0');
    act(() => r.store.set('data.orders', [{ id: 'b', name: 'Paid loan', status: 180 }]));
    expect(texts(r.container)).toEqual(['No orders yet']);
    act(() => r.store.set('data.orders', data.orders));
    expect(texts(r.container)).toEqual(['Cash loan #0', 'New loan #2']);
  });

  it('treats a missing list as empty', async () => {
    renderNode(orders, { data: {} });
    expect(await screen.findByText('No orders yet')).toBeTruthy();
  });

  it('keeps each entry’s widget with its key when the list is reordered', async () => {
    const node: WidgetNode = { type: 'repeat', items: '=data.list', key: '=item.id', render: { type: 'text', text: '=item.name' } };
    const r = renderNode(node, {
      data: {
        list: [
          { id: 1, name: 'Alpha' },
          { id: 2, name: 'Beta' },
        ],
      },
    });
    const beta = await screen.findByText('Beta');
    act(() =>
      r.store.set('data.list', [
        { id: 2, name: 'Beta' },
        { id: 1, name: 'Alpha' },
      ]),
    );
    expect(texts(r.container)).toEqual(['Beta', 'Alpha']);
    expect(screen.getByText('Beta')).toBe(beta);
  });

  it('keeps the input being typed in (and its focus) when entries before it are removed', async () => {
    const node: WidgetNode = {
      type: 'repeat',
      items: '=data.fields',
      as: 'field',
      key: '=field.code',
      render: { type: 'textarea', bind: '=state.form[field.code]', label: '=field.label' },
    };
    const r = renderNode(node, {
      data: {
        fields: [
          { code: 'acct', label: 'Account' },
          { code: 'name', label: 'Name' },
        ],
      },
      state: { form: {} },
    });
    const field = await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Name' });
    await userEvent.type(field, 'Ana');
    expect(r.store.get('state.form')).toEqual({ name: 'Ana' });
    expect(document.activeElement).toBe(field);
    act(() => r.store.set('data.fields', [{ code: 'name', label: 'Name' }]));
    expect(screen.getByRole('textbox', { name: 'Name' })).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('Ana');
  });

  it('nests repeats, each with its own name', async () => {
    const node: WidgetNode = {
      type: 'repeat',
      items: '=data.groups',
      as: 'group',
      render: { type: 'repeat', items: '=group.steps', as: 'step', render: { type: 'text', text: "=group.title + ': ' + step" } },
    };
    const r = renderNode(node, {
      data: {
        groups: [
          { title: 'GCash', steps: ['Open app', 'Pay bills'] },
          { title: '7-Eleven', steps: ['Go to store'] },
        ],
      },
    });
    await screen.findByText('GCash: Open app');
    expect(texts(r.container)).toEqual(['GCash: Open app', 'GCash: Pay bills', '7-Eleven: Go to store']);
  });
});

describe('switch', () => {
  const buttons: WidgetNode = {
    type: 'switch',
    on: '=data.status',
    cases: {
      '174|180': { type: 'text', text: 'Repay now' },
      '200': { type: 'text', text: 'Settled' },
    },
    default: { type: 'text', text: 'Processing' },
  };

  it.each([
    [174, 'Repay now'],
    ['180', 'Repay now'],
    [200, 'Settled'],
    [21, 'Processing'],
    [undefined, 'Processing'],
  ])('status %s shows %s', async (status, expected) => {
    const r = renderNode(buttons, { data: { status } });
    await screen.findByText(expected);
    expect(texts(r.container)).toEqual([expected]);
  });

  it('follows the value as it changes', async () => {
    const r = renderNode(buttons, { data: { status: 21 } });
    await screen.findByText('Processing');
    act(() => r.store.set('data.status', 180));
    expect(texts(r.container)).toEqual(['Repay now']);
    act(() => r.store.set('data.status', 200));
    expect(texts(r.container)).toEqual(['Settled']);
  });

  it('shows nothing when no case matches and there is no default', async () => {
    const r = renderNode(
      [
        { type: 'text', text: 'top' },
        { type: 'switch', on: '=data.status', cases: { '1': { type: 'text', text: 'one' } } },
      ],
      {
        data: { status: 2 },
      },
    );
    await screen.findByText('top');
    expect(texts(r.container)).toEqual(['top']);
  });
});

describe('visible', () => {
  it('hides and shows a node as its condition changes', async () => {
    const nodes: WidgetNode[] = [
      { type: 'text', text: 'Process Result' },
      { type: 'text', text: '=data.reply', visible: "=data.reply != '' || count(data.images) > 0" },
    ];
    const r = renderNode(nodes, { data: { reply: '', images: [] } });
    await screen.findByText('Process Result');
    expect(texts(r.container)).toEqual(['Process Result']);
    act(() => r.store.set('data.reply', 'We refunded the fee'));
    expect(texts(r.container)).toEqual(['Process Result', 'We refunded the fee']);
    act(() => r.store.set('data.reply', ''));
    expect(texts(r.container)).toEqual(['Process Result']);
  });

  it('accepts plain true and false', async () => {
    const r = renderNode([
      { type: 'text', text: 'shown', visible: true },
      { type: 'text', text: 'hidden', visible: false },
    ]);
    await screen.findByText('shown');
    expect(texts(r.container)).toEqual(['shown']);
  });
});

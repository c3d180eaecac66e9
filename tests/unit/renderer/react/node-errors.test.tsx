/** Failures stay local: a broken expression, an unknown widget or a throwing widget never takes the screen down. */
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import type { TextProps } from '../../../../schemas/generated/widget-props.ts';
import { builtinWidgets } from '../../../../renderer/react/registry.ts';
import { renderNode } from '../../../support/render-node.tsx';

// A text widget that throws for the text "explode", as a buggy widget would: the screen draws from a registry with it.
const widgets = {
  ...builtinWidgets,
  text: (props: TextProps) => {
    if (props.text === 'explode') throw new Error('text widget exploded');
    return createElement(builtinWidgets.text, props);
  },
};
const renderWith = (...[nodes, options]: Parameters<typeof renderNode>) => renderNode(nodes, { ...options, widgets });

const texts = (container: HTMLElement) => Array.from(container.querySelectorAll('.h-text')).map((el) => el.textContent);
const asNodes = (nodes: unknown[]) => nodes as WidgetNode[];

beforeEach(() => {
  // React reports errors caught by boundaries on the console; the test reads the logger instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('expression errors', () => {
  it('log once with the node’s pointer while the rest of the screen renders', async () => {
    const r = renderWith([
      { type: 'text', text: 'first' },
      { type: 'text', text: '=data.__proto__' },
      { type: 'text', text: 'last' },
    ]);
    await screen.findByText('first');
    expect(texts(r.container)).toEqual(['first', '', 'last']);
    act(() => r.store.set('state.a', 1));
    act(() => r.store.set('state.b', 2));
    expect(r.ports.logs).toEqual([{ message: 'expression failed: `__proto__` cannot be read', pointer: '/body/1/text' }]);
  });

  it('in visible or a repeat’s items log their own pointer and read as hidden or empty', async () => {
    const r = renderWith([
      { type: 'text', text: 'hidden?', visible: '=data.x.toString()' },
      { type: 'repeat', items: '=nope(1)', render: { type: 'text', text: 'entry' }, empty: { type: 'text', text: 'nothing' } },
    ]);
    await screen.findByText('nothing');
    expect(texts(r.container)).toEqual(['nothing']);
    expect(r.ports.logs.map((l) => l.pointer).sort()).toEqual(['/body/0/visible', '/body/1/items']);
  });

  it('in an input binding to a prototype place logs it and typing changes nothing', async () => {
    const r = renderWith(
      { type: 'repeat', items: '=data.fields', render: { type: 'textarea', bind: '=state.form[item.code]', label: '=item.label' } },
      { data: { fields: [{ code: '__proto__', label: 'Sneaky' }] }, state: { form: {} } },
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Sneaky' }), 'x');
    expect(r.store.get('state.form')).toEqual({});
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(r.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/render/bind']);
  });
});

describe('unknown widget types at runtime', () => {
  it('draw the node’s fallback and log the pointer', async () => {
    const r = renderWith(
      asNodes([
        { type: 'text', text: 'before' },
        { type: 'nope', text: 'x', fallback: { type: 'text', text: 'Shown instead' } },
        { type: 'text', text: 'after' },
      ]),
    );
    await screen.findByText('before');
    expect(texts(r.container)).toEqual(['before', 'Shown instead', 'after']);
    expect(r.ports.logs).toHaveLength(1);
    expect(r.ports.logs[0]?.pointer).toBe('/body/1');
    expect(r.ports.logs[0]?.message).toContain('nope');
  });

  it('draw nothing without a fallback, and the screen keeps working', async () => {
    const r = renderWith(asNodes([{ type: 'nope' }, { type: 'text', text: '=state.msg' }]), { state: { msg: 'alive' } });
    await screen.findByText('alive');
    act(() => r.store.set('state.msg', 'still alive'));
    expect(texts(r.container)).toEqual(['still alive']);
    expect(r.ports.logs.map((l) => l.pointer)).toEqual(['/body/0']);
  });
});

describe('widgets that throw', () => {
  it('are replaced by their fallback and logged with their pointer', async () => {
    const r = renderWith([
      { type: 'text', text: 'before' },
      { type: 'stack', children: [{ type: 'text', text: 'explode', fallback: { type: 'text', text: 'Could not show this' } }] },
      { type: 'text', text: 'after' },
    ]);
    await screen.findByText('before');
    expect(texts(r.container)).toEqual(['before', 'Could not show this', 'after']);
    expect(r.ports.logs).toEqual([{ message: 'widget `text` failed: text widget exploded', pointer: '/body/1/children/0' }]);
  });

  it('vanish without a fallback while their siblings stay and keep updating', async () => {
    const r = renderWith(
      [
        { type: 'text', text: 'explode' },
        { type: 'text', text: '=state.msg' },
      ],
      { state: { msg: 'alive' } },
    );
    await screen.findByText('alive');
    act(() => r.store.set('state.msg', 'updated'));
    expect(texts(r.container)).toEqual(['updated']);
    expect(r.ports.logs.map((l) => l.pointer)).toEqual(['/body/0']);
  });

  it('inside a repeat fail one entry at a time', async () => {
    const r = renderWith(
      { type: 'repeat', items: '=data.list', render: { type: 'text', text: '=item', fallback: { type: 'text', text: 'broken entry' } } },
      { data: { list: ['one', 'explode', 'three'] } },
    );
    await screen.findByText('one');
    expect(texts(r.container)).toEqual(['one', 'broken entry', 'three']);
    expect(r.ports.logs.map((l) => l.pointer)).toEqual(['/body/0/render']);
  });

  it('show the widget again when the node that failed is replaced', async () => {
    const r = renderWith(
      { type: 'switch', on: '=data.mode', cases: { a: { type: 'text', text: 'explode' }, b: { type: 'text', text: 'fine' } } },
      { data: { mode: 'a' } },
    );
    await screen.findByRole('main');
    await act(async () => {});
    expect(r.ports.logs).toHaveLength(1);
    act(() => r.store.set('data.mode', 'b'));
    expect(texts(r.container)).toEqual(['fine']);
  });
});

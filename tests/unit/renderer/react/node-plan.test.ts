/**
 * A node's selection is a named record: hidden, or shown with its store-read props by name (a binding as its value and
 * key path), its repeat entries or its switch value; two selections are the same when they would draw the same.
 */
import { describe, expect, it } from 'vitest';
import type { WidgetNode } from '../../../../schemas/generated/types.ts';
import { createScopeCache } from '../../../../renderer/core/evaluate-props.ts';
import { createScreenStore } from '../../../../renderer/core/store.ts';
import { fixedSelection, planOf, sameSelection, selectNode, type Selection } from '../../../../renderer/react/node-plan.ts';
import { unknownClock } from '../../../../renderer/core/expressions/unknown-clock.ts';

const store = createScreenStore({ params: {}, query: {}, session: {}, state: { name: 'Ana', show: true }, data: { list: [1, 2] }, saved: {} });
const scopeOf = createScopeCache();
const select = (node: WidgetNode): Selection => {
  const snapshot = store.getSnapshot();
  return selectNode(planOf(node), scopeOf(snapshot, {}), { query: snapshot.query, clock: unknownClock }, '/body/0', () => undefined);
};
const nodes = (n: unknown) => n as WidgetNode;

describe('node selections', () => {
  it('name each store-read prop of a widget, a binding as value and key path', () => {
    const node = nodes({ type: 'textarea', bind: '=state.name', label: '=state.name', rows: 3 });
    expect(select(node)).toEqual({ kind: 'widget', props: { bind: { keys: ['state', 'name'], value: 'Ana' }, label: 'Ana' } });
  });

  it('say hidden, or give a repeat its entries and a switch its value', () => {
    expect(select(nodes({ type: 'text', text: '=state.name', visible: '=!state.show' }))).toEqual({ kind: 'hidden' });
    expect(select(nodes({ type: 'repeat', items: '=data.list', render: { type: 'text', text: '=item' } }))).toMatchObject({
      kind: 'repeat',
      entries: [
        { item: 1, index: 0, key: '0' },
        { item: 2, index: 1, key: '1' },
      ],
    });
    expect(select(nodes({ type: 'switch', on: '=state.name', cases: {} }))).toEqual({ kind: 'switch', on: 'Ana' });
    expect(fixedSelection(planOf(nodes({ type: 'switch', on: 'a', cases: {} })))).toEqual({ kind: 'switch', on: 'a' });
    expect(fixedSelection(planOf(nodes({ type: 'text', text: 'Hi', visible: false })))).toEqual({ kind: 'hidden' });
  });

  it('are the same when a binding’s key path is equal in content, different when a value changes', () => {
    const node = nodes({ type: 'textarea', bind: '=state.name' });
    const plan = planOf(node);
    const a = select(node);
    const b = select(node);
    expect(a).not.toBe(b);
    expect(sameSelection(plan, a, b)).toBe(true);
    store.set('state.name', 'Ben');
    expect(sameSelection(plan, a, select(node))).toBe(false);
  });
});

describe('fixed selections', () => {
  it('are one object per node, as a subscription needs while nothing changes', () => {
    const plan = planOf(nodes({ type: 'switch', on: 'a', cases: {} }));
    expect(fixedSelection(plan)).toBe(fixedSelection(plan));
  });
});

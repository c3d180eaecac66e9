/**
 * A node's read places (a store root and its first key) come from its expression sources, so a store change
 * re-evaluates only the nodes that read what changed; a place not worked out to its key reads as the whole root.
 */
import { describe, expect, it } from 'vitest';
import { prepareProp } from '../../../../renderer/core/evaluate-props.ts';
import { createScreenStore } from '../../../../renderer/core/store.ts';
import { readChanged, readsOf } from '../../../../renderer/react/node-reads.ts';
import { createSelectionHub } from '../../../../renderer/react/selection-hub.ts';

const text = (raw: unknown) => prepareProp('text', 'text', raw);

describe('read places', () => {
  it('name the root and first key of each path, inside calls, operators, objects and computed keys', () => {
    expect(readsOf([text("=formatMoney(data.order.amount) + ' ' + state.note")])).toEqual([
      { root: 'data', key: 'order' },
      { root: 'state', key: 'note' },
    ]);
    expect(readsOf([text('=item.name'), text('plain state.x'), undefined])).toEqual([]);
    expect(readsOf([text('=data[state.tab].title')])).toEqual([
      { root: 'data', key: undefined },
      { root: 'state', key: 'tab' },
    ]);
    expect(readsOf([text("=data['order'].x"), text('=saved . pin')])).toEqual([
      { root: 'data', key: undefined },
      { root: 'saved', key: 'pin' },
    ]);
    expect(readsOf([prepareProp('bind', 'binding', 'state.form[item.code]')])).toEqual([{ root: 'state', key: 'form' }]);
    expect(readsOf([text('=count(state)')])).toEqual([{ root: 'state', key: undefined }]);
    expect(readsOf([text('=item.state + state2 + data[0]')])).toEqual([{ root: 'data', key: undefined }]);
    expect(readsOf([text('=data.orderé.x')])).toEqual([{ root: 'data', key: undefined }]);
    expect(readsOf([prepareProp('v', 'value', { a: ['=saved.pin', 'state'] })])).toEqual([
      { root: 'saved', key: 'pin' },
      { root: 'state', key: undefined },
    ]);
  });

  it('changed only when the read root or key is another value', () => {
    const before = createScreenStore({ params: {}, query: {}, session: {}, state: { a: 1, form: { x: 1 } }, data: {}, saved: {} });
    const first = before.getSnapshot();
    before.set('state.form.x', 2);
    const second = before.getSnapshot();
    expect(readChanged([{ root: 'state', key: 'form' }], first, second)).toBe(true);
    expect(readChanged([{ root: 'state', key: 'a' }, { root: 'data' }], first, second)).toBe(false);
    expect(readChanged([{ root: 'state' }], first, second)).toBe(true);
  });
});

describe('the selection hub', () => {
  it('runs a node’s check only when a place it reads changed (always for unknown reads), and unsubscribes with the last node', () => {
    const store = createScreenStore({ params: {}, query: {}, session: {}, state: { a: 1, b: 1 }, data: {}, saved: {} });
    const hub = createSelectionHub(store);
    const runs = { a: 0, b: 0, any: 0 };
    const stops = [
      hub.add(() => (runs.a += 1), [{ root: 'state', key: 'a' }]),
      hub.add(() => (runs.b += 1), [{ root: 'state', key: 'b' }]),
      hub.add(() => (runs.any += 1), null),
    ];
    store.set('state.a', 2);
    expect(runs).toEqual({ a: 1, b: 0, any: 1 });
    for (const stop of stops) stop();
    store.set('state.b', 2);
    expect(runs).toEqual({ a: 1, b: 0, any: 1 });
  });
});

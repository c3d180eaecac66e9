/** The renderer's fast paths give what the general ones give: dotted paths parse as jsep would, props prepared once
 *  evaluate as evaluateProp does, and a screen's scopes are shared per snapshot (each screen its own cache). */
import jsep from 'jsep';
import { describe, expect, it } from 'vitest';
import { createScopeCache, evaluatePrepared, evaluateProp, prepareProp } from '../../../renderer/core/evaluate-props.ts';
import { parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { createScreenStore } from '../../../renderer/core/store.ts';
import type { PropKind } from '../../../renderer/core/widget-contract.ts';
import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';

describe('dotted paths', () => {
  it.each(['data', 'data.order.productName', '$a._b.c1', 'a.true', 'item.this', 'x.' + 'y.'.repeat(18) + 'z'])(
    '%s parses to jsep’s tree',
    (source) => {
      expect(parseExpression(source)).toEqual(jsep(source));
    },
  );

  it.each(['true', 'null', 'this', 'a..b', ' a.b', 'a.b ', '1a', 'a.1', 'a.' + 'b.'.repeat(25) + 'c'])('%s is left to jsep', (source) => {
    let mine: unknown;
    let theirs: unknown;
    try {
      mine = parseExpression(source);
    } catch (e) {
      mine = (e as Error).name;
    }
    try {
      theirs = jsep(source);
    } catch {
      theirs = 'ExpressionError';
    }
    expect(mine).toEqual(theirs);
  });
});

describe('prepared props', () => {
  const store = createScreenStore({
    params: {},
    query: { currency: '0' },
    session: {},
    state: { form: { a: 'x' }, n: 3 },
    data: { list: [1, 2], name: 'Ana' },
    saved: {},
  });
  const scope = createScopeCache()(store.getSnapshot(), { item: { code: 'a', label: 'Code' } });
  const cases: [PropKind, unknown][] = [
    ['text', '=data.name'],
    ['text', "=data.name + ' ' + item.label"],
    ['text', 'plain'],
    ['text', 42],
    ['text', '=data.__proto__'],
    ['flag', '=state.n > 2'],
    ['flag', false],
    ['number', '=state.n'],
    ['list', '=data.list'],
    ['list', [1, '=state.n']],
    ['value', { a: '=item.code', b: 2 }],
    ['value', ['x']],
    ['binding', '=state.form[item.code]'],
    ['binding', '=data.name'],
    ['text', '=nope('],
  ];
  it.each(cases)('%s %j evaluates as evaluateProp does, and reports the same failure', (kind, raw) => {
    const a: string[] = [];
    const b: string[] = [];
    const expected = evaluateProp(kind, raw, scope, { query: { currency: '0' }, clock: unknownClock }, (m, p) => a.push(`${p} ${m}`), '/n/p');
    const prop = prepareProp('p', kind, raw);
    const env = { query: { currency: '0' }, clock: unknownClock };
    expect(evaluatePrepared(prop, scope, env, (m, p) => b.push(`${p} ${m}`), '/n')).toEqual(expected);
    expect(evaluatePrepared(prop, scope, env, (m, p) => b.push(`${p} ${m}`), '/n')).toEqual(expected);
    expect(b).toEqual([...a, ...a]);
  });

  it('evaluates a value without expressions once, when prepared', () => {
    expect(prepareProp('items', 'list', [{ a: 1 }])).toMatchObject({ dynamic: false, value: [{ a: 1 }] });
    expect(prepareProp('text', 'text', 7)).toMatchObject({ dynamic: false, value: '7' });
    expect(prepareProp('bind', 'binding', 'state.x').dynamic).toBe(true);
  });
});

describe('a screen’s scopes (createScopeCache)', () => {
  it('is one object per snapshot and locals, and a new one after a change', () => {
    const nodeScope = createScopeCache();
    const store = createScreenStore({ params: {}, query: {}, session: {}, state: { n: 1 }, data: {}, saved: {} });
    const locals = { item: 1, index: 0 };
    const first = nodeScope(store.getSnapshot(), locals);
    expect(nodeScope(store.getSnapshot(), locals)).toBe(first);
    expect(nodeScope(store.getSnapshot(), {})).toEqual({ params: {}, query: {}, session: {}, state: { n: 1 }, data: {}, saved: {} });
    store.set('state.n', 2);
    const second = nodeScope(store.getSnapshot(), locals);
    expect(second).not.toBe(first);
    expect(second).toMatchObject({ state: { n: 2 }, item: 1, index: 0 });
  });

  it('is kept per screen: another cache gives its own objects', () => {
    const store = createScreenStore({ params: {}, query: {}, session: {}, state: {}, data: {}, saved: {} });
    const locals = { item: 1 };
    expect(createScopeCache()(store.getSnapshot(), locals)).not.toBe(createScopeCache()(store.getSnapshot(), locals));
  });
});

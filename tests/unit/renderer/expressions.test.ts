/** The expression language: parsing (cached, restricted) and the semantics screen authors rely on. */
import { describe, expect, it } from 'vitest';
import { ExpressionError, isExpression, maxExpressionLength, parseExpression } from '../../../renderer/core/expressions/parse.ts';
import { looseEquals, resolveValue, type Scope } from '../../../renderer/core/expressions/evaluate.ts';
import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';

const scope: Scope = {
  params: { orderId: '2301457' },
  query: { currency: '0' },
  state: { status: '174', count: 3, ok: false, yes: true, key: 'b', empty: '' },
  data: {
    name: 'Juan',
    amount: 150000,
    list: [{ name: 'first' }, { name: 'second' }],
    map: { a: 'letter a', b: 'letter b' },
    nested: { deep: { deeper: 'bottom' } },
  },
};

/** Evaluates an expression source (without the leading '='). */
const ev = (source: string, s: Scope = scope, query: Record<string, unknown> = {}) => resolveValue(`=${source}`, s, { query, clock: unknownClock });

describe('parsing', () => {
  it('parses each distinct source once and reuses the tree', () => {
    const first = parseExpression('data.amount + 1');
    expect(parseExpression('data.amount + 1')).toBe(first);
    expect(parseExpression('data.amount + 2')).not.toBe(first);
  });

  it('recognises expressions by their leading "="; other strings are literal text', () => {
    expect(isExpression('=data.name')).toBe(true);
    expect(isExpression('data.name')).toBe(false);
    expect(isExpression(42)).toBe(false);
    expect(resolveValue('Hello data.name', scope, { query: {}, clock: unknownClock })).toBe('Hello data.name');
  });

  it('reports unreadable sources as ExpressionError with a readable message', () => {
    expect(() => parseExpression('data.')).toThrow(ExpressionError);
    expect(() => parseExpression('data.')).toThrow(/cannot read expression/);
    expect(() => parseExpression('(1')).toThrow(ExpressionError);
  });

  it('refuses several values in one expression', () => {
    expect(() => parseExpression('data.a; data.b')).toThrow(/single value/);
    expect(() => parseExpression('data.a, data.b')).toThrow(ExpressionError);
  });

  it('refuses sources longer than the limit before parsing them', () => {
    const long = `${'1+'.repeat(maxExpressionLength / 2)}1`;
    expect(() => parseExpression(long)).toThrow(`longer than ${maxExpressionLength}`);
  });

  it('refuses bitwise and strict-equality operators, which screens must not use', () => {
    expect(() => ev('1 | 2')).toThrow(ExpressionError);
    expect(() => ev('state.count === 3')).toThrow(ExpressionError);
    expect(() => ev('~1')).toThrow(ExpressionError);
  });
});

describe('reading values', () => {
  it('reads members, indexes, computed keys and lengths', () => {
    expect(ev('data.name')).toBe('Juan');
    expect(ev('data.list[1].name')).toBe('second');
    expect(ev('data.list.length')).toBe(2);
    expect(ev('data.name.length')).toBe(4);
    expect(ev('data.name[0]')).toBe('J');
    expect(ev('data.map[state.key]')).toBe('letter b');
    expect(ev("data['nested'].deep.deeper")).toBe('bottom');
    expect(ev('params.orderId')).toBe('2301457');
  });

  it('reads missing places as undefined instead of failing', () => {
    expect(ev('data.missing')).toBeUndefined();
    expect(ev('data.missing.deep.deeper')).toBeUndefined();
    expect(ev('data.list[9].name')).toBeUndefined();
    expect(ev('nobody.knows')).toBeUndefined();
  });

  it('sees local names such as item and index beside the roots', () => {
    expect(ev("item.title + ' #' + index", { ...scope, item: { title: 'Loan' }, index: 2 })).toBe('Loan #2');
  });

  it('evaluates arrays and objects deeply and leaves literals alone', () => {
    expect(resolveValue({ id: '=params.orderId', tags: ['=data.name', 'fixed', 7], flag: true }, scope, { query: {}, clock: unknownClock })).toEqual({
      id: '2301457',
      tags: ['Juan', 'fixed', 7],
      flag: true,
    });
  });
});

describe('operators', () => {
  it('chooses a branch with the ternary operator', () => {
    expect(ev("state.count > 2 ? 'many' : 'few'")).toBe('many');
    expect(ev("state.ok ? 'yes' : state.yes ? 'nested yes' : 'no'")).toBe('nested yes');
  });

  it('&& and || give back an operand, like JavaScript', () => {
    expect(ev("state.empty || 'fallback'")).toBe('fallback');
    expect(ev("data.name || 'fallback'")).toBe('Juan');
    expect(ev("state.yes && 'shown'")).toBe('shown');
    expect(ev("state.ok && 'shown'")).toBe(false);
    expect(ev('0 || state.empty')).toBe('');
  });

  it('&& and || stop early: the right side is not evaluated when the left decides', () => {
    // The right side would throw if it ran.
    expect(ev('state.ok && data.__proto__')).toBe(false);
    expect(ev('state.yes || data.__proto__')).toBe(true);
    expect(() => ev('state.yes && data.__proto__')).toThrow(ExpressionError);
  });

  it('?? keeps falsy values that are not missing', () => {
    expect(ev("data.missing ?? 'dflt'")).toBe('dflt');
    expect(ev("state.ok ?? 'dflt'")).toBe(false);
  });

  it('== compares loosely: a status "174" equals 174', () => {
    expect(ev('state.status == 174')).toBe(true);
    expect(ev("174 == '174'")).toBe(true);
    expect(ev('state.status != 180')).toBe(true);
    expect(ev('state.status == 180')).toBe(false);
    expect(ev('data.missing == null')).toBe(true);
    expect(ev('state.count == null')).toBe(false);
    expect(ev("state.yes == 'true'")).toBe(true);
  });

  it('compares objects by identity only', () => {
    const obj = { a: 1 };
    expect(looseEquals(obj, obj)).toBe(true);
    expect(looseEquals(obj, { a: 1 })).toBe(false);
    expect(looseEquals(obj, '[object Object]')).toBe(false);
    expect(looseEquals(0, null)).toBe(false);
    expect(looseEquals(undefined, null)).toBe(true);
  });

  it('compares numbers as numbers (also when one side is text) and two texts as text', () => {
    expect(ev('state.count >= 3')).toBe(true);
    expect(ev('state.count < 3')).toBe(false);
    expect(ev("'10' > 9")).toBe(true);
    expect(ev("'10' > '9'")).toBe(false);
    expect(ev("'b' > 'a'")).toBe(true);
    expect(ev('data.amount <= 150000')).toBe(true);
  });

  it('does arithmetic and joins text without writing "undefined"', () => {
    expect(ev('data.amount / 100 + 1')).toBe(1501);
    expect(ev('7 % 3 * 2 - 1')).toBe(1);
    expect(ev('-state.count')).toBe(-3);
    expect(ev('!state.ok')).toBe(true);
    expect(ev("'Hi ' + data.name")).toBe('Hi Juan');
    expect(ev("'Hi ' + data.missing")).toBe('Hi ');
    expect(ev("state.count + '/200'")).toBe('3/200');
  });

  it('builds arrays from literals and values', () => {
    expect(ev("[1, data.name, 'x']")).toEqual([1, 'Juan', 'x']);
    expect(ev('[1, 2, 3].length')).toBe(3);
    expect(ev('[state.count, 4][0]')).toBe(3);
  });
});

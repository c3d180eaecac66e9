/** Issue 18, item 4 (loads, state, cases): the pure edits behind the map forms and the typed values. */
import { describe, expect, test } from 'vitest';
import { freeName, moveKey, nameProblem, renameKey } from '../../../../studio/form/map-edits.ts';
import { convertValue, readTyped, valueType } from '../../../../studio/form/typed-value.ts';
import { newFieldValue, loadProps } from '../../../../studio/form/load-edits.ts';

describe('map edits', () => {
  test('rename and move keep the other entries and their order; the old map stays as it was', () => {
    const map = { a: 1, b: 2, c: 3 };
    expect(Object.keys(renameKey(map, 'b', 'x'))).toEqual(['a', 'x', 'c']);
    expect(renameKey(map, 'b', 'x')).toEqual({ a: 1, x: 2, c: 3 });
    expect(Object.keys(moveKey(map, 'c', -1))).toEqual(['a', 'c', 'b']);
    expect(Object.keys(moveKey(map, 'a', -1))).toEqual(['a', 'b', 'c']);
    expect(Object.keys(map)).toEqual(['a', 'b', 'c']);
    expect(freeName(map, 'a')).toBe('a2');
  });

  test('a taken, empty or unreadable name is refused with the reason; the entry keeps its own name', () => {
    const state = { stars: 0, open: false };
    const rules = { noun: 'state value', identifier: true, scope: 'state' };
    expect(nameProblem(state, 'stars', rules)).toBe('There is already a state value named "stars": choose another name.');
    expect(nameProblem(state, 'stars', rules, 'stars')).toBeUndefined();
    expect(nameProblem(state, '', rules)).toBe('Give the state value a name.');
    expect(nameProblem(state, 'my-value', rules)).toBe(
      'Use letters, digits and _ only, starting with a letter (expressions read it as state.<name>).',
    );
    expect(nameProblem({ 200: {} }, '200', { noun: 'case', called: 'value' })).toBe('There is already a case for "200": choose another value.');
  });
});

describe('typed values', () => {
  test('each value has a type; a typed text is read for its type or refused with the reason', () => {
    expect([valueType('a'), valueType('=state.a'), valueType(1), valueType(true), valueType(null), valueType([])]).toEqual([
      'text',
      'expression',
      'number',
      'boolean',
      'null',
      'json',
    ]);
    expect(readTyped('12', 'number')).toEqual({ ok: true, value: 12 });
    expect(readTyped('12a', 'number')).toEqual({ ok: false, problem: 'Not a number: "12a". Not applied yet.' });
    expect(readTyped('params.orderId', 'expression')).toEqual({ ok: true, value: '=params.orderId' });
    expect(readTyped('=x', 'text').ok).toBe(false);
    expect(readTyped('[1,', 'json').ok).toBe(false);
  });

  test('changing the type keeps what the value says where it can', () => {
    expect(convertValue('12', 'number')).toBe(12);
    expect(convertValue('abc', 'number')).toBe(0);
    expect(convertValue(12, 'text')).toBe('12');
    expect(convertValue("it's", 'expression')).toBe("='it\\'s'");
    expect(convertValue('=state.a', 'text')).toBe('state.a');
    expect(convertValue('true', 'boolean')).toBe(true);
    expect(convertValue({ a: 1 }, 'json')).toEqual({ a: 1 });
  });

  test("a load's fields: the schema's call, with and when; a field named as a query parameter reads it", () => {
    expect(loadProps().map((p) => p.name)).toEqual(['call', 'with', 'when']);
    expect(loadProps().find((p) => p.name === 'call')?.suggestions).toContain('contract.list');
    expect(newFieldValue('orderId', ['orderId'])).toBe('=params.orderId');
    expect(newFieldValue('moduleId', ['orderId'])).toBe('');
  });
});

/** The screen store and its path helpers: immutable writes, shared branches, read-only roots, no prototype keys. */
import { describe, expect, it, vi } from 'vitest';
import { getAt, setAt, splitPath } from '../../../renderer/core/paths.ts';
import { createScreenStore, type ScreenValues } from '../../../renderer/core/store.ts';

const values = (): ScreenValues => ({
  params: { orderId: '7' },
  query: { orderId: '7' },
  session: { userId: 'u1' },
  state: { form: { name: 'Ana', address: { city: 'Manila' } }, other: { untouched: true }, list: [{ v: 1 }, { v: 2 }] },
  data: { detail: { id: 1 } },
  saved: {},
});

describe('paths', () => {
  it('splits dotted paths and ignores empty segments', () => {
    expect(splitPath('state.form.name')).toEqual(['state', 'form', 'name']);
    expect(splitPath('state..form.')).toEqual(['state', 'form']);
  });

  it('reads own values only; missing places and inherited members read as undefined', () => {
    const root = values();
    expect(getAt(root, ['state', 'form', 'address', 'city'])).toBe('Manila');
    expect(getAt(root, ['state', 'list', 1, 'v'])).toBe(2);
    expect(getAt(root, ['state', 'nothing', 'here'])).toBeUndefined();
    expect(getAt(root, ['state', 'form', 'toString'])).toBeUndefined();
    expect(getAt(root, ['state', 'form', 'name', 'length'])).toBeUndefined();
  });

  it('creates the objects on the way to a new place', () => {
    expect(setAt({}, ['a', 'b', 'c'], 1)).toEqual({ a: { b: { c: 1 } } });
    expect(setAt({ a: 'text' }, ['a', 'b'], 1)).toEqual({ a: { b: 1 } });
  });

  it('copies the path it writes and shares every untouched branch', () => {
    const before = values().state;
    const after = setAt(before, ['form', 'address', 'city'], 'Cebu') as typeof before;
    expect(after).not.toBe(before);
    expect(after.form).not.toBe(before.form);
    expect((before.form as { address: { city: string } }).address.city).toBe('Manila');
    expect((after.form as { address: { city: string } }).address.city).toBe('Cebu');
    expect(after.other).toBe(before.other);
    expect(after.list).toBe(before.list);
  });

  it('keeps lists as lists when writing an entry by position', () => {
    const list = [{ v: 1 }, { v: 2 }];
    const next = setAt(list, [1, 'v'], 20) as typeof list;
    expect(Array.isArray(next)).toBe(true);
    expect(next).toEqual([{ v: 1 }, { v: 20 }]);
    expect(next[0]).toBe(list[0]);
    expect(list[1]?.v).toBe(2);
  });

  it.each(['__proto__', 'prototype', 'constructor'])('refuses to write a "%s" key', (key) => {
    expect(() => setAt({}, [key, 'polluted'], true)).toThrow(key);
    expect(() => setAt({}, ['a', key], true)).toThrow(key);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('screen store', () => {
  it('writes state and data and tells subscribers once per write', () => {
    const store = createScreenStore(values());
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('state.form.name', 'Bea');
    store.set(['data', 'detail', 'id'], 2);
    expect(store.get('state.form.name')).toBe('Bea');
    expect(store.get(['data', 'detail', 'id'])).toBe(2);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the previous snapshot intact and shares untouched branches with the next one', () => {
    const store = createScreenStore(values());
    const before = store.getSnapshot();
    store.set('state.form.address.city', 'Davao');
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(store.get('state.form.address.city')).toBe('Davao');
    expect((before.state.form as { address: { city: string } }).address.city).toBe('Manila');
    expect(after.state.other).toBe(before.state.other);
    expect(after.data).toBe(before.data);
    expect(after.params).toBe(before.params);
  });

  it.each(['params.orderId', 'query.orderId', 'session.userId', 'status', 'window.x', ''])('refuses to write "%s"', (path) => {
    const store = createScreenStore(values());
    const before = store.getSnapshot();
    expect(() => store.set(path, 'hacked')).toThrow(/only state and data/);
    expect(store.getSnapshot()).toBe(before);
  });

  it('refuses prototype keys anywhere in the path and leaves the state unchanged', () => {
    const store = createScreenStore(values());
    const before = store.getSnapshot();
    expect(() => store.set('state.__proto__.polluted', true)).toThrow();
    expect(() => store.set(['state', 'form', '__proto__', 'polluted'], true)).toThrow();
    expect(() => store.set('data.constructor.prototype.polluted', true)).toThrow();
    expect(store.getSnapshot()).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('starts in the loading phase and records status changes', () => {
    const store = createScreenStore(values());
    expect(store.getSnapshot().status).toEqual({ phase: 'loading' });
    store.setStatus({ phase: 'failed', message: 'Network error', canRetry: true });
    expect(store.getSnapshot().status).toEqual({ phase: 'failed', message: 'Network error', canRetry: true });
  });
});

/** Hostile expressions from a screen document never run code, reach globals or pollute prototypes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExpressionError } from '../../../renderer/core/expressions/parse.ts';
import { resolveValue, type Scope } from '../../../renderer/core/expressions/evaluate.ts';
import { resolvePath } from '../../../renderer/core/expressions/resolve-path.ts';
import { unknownClock } from '../../../renderer/core/expressions/unknown-clock.ts';

type Probe = typeof globalThis & { pwned?: unknown };

const makeScope = (): Scope => ({
  state: { x: 1, s: 'x'.repeat(60_000) },
  data: { x: 'text', list: [1, 2, 3], fn: () => 'called', nested: { a: 1 } },
});
const ev = (source: string, scope: Scope = makeScope()) => resolveValue(`=${source}`, scope, { query: {}, clock: unknownClock });

const prototypes = [Object.prototype, Array.prototype, Function.prototype, String.prototype];
let before: string[][];

beforeAll(() => {
  before = prototypes.map((p) => Object.getOwnPropertyNames(p).sort());
});

afterAll(() => {
  expect(prototypes.map((p) => Object.getOwnPropertyNames(p).sort())).toEqual(before);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect((globalThis as Probe).pwned).toBeUndefined();
});

describe('code execution attempts fail with ExpressionError', () => {
  it.each([
    "constructor.constructor('return 1')()",
    "data.constructor.constructor('globalThis.pwned = 1')()",
    "data.x.constructor('globalThis.pwned = 1')",
    "[].constructor.constructor('globalThis.pwned = 1')()",
    "data['constr' + 'uctor']",
    'data.x.toString()',
    'data.list.push(4)',
    "data.list['push'](4)",
    'data.fn()',
    "eval('globalThis.pwned = 1')",
    "Function('globalThis.pwned = 1')()",
    "setTimeout('globalThis.pwned = 1')",
    "fetch('https://evil.example')",
    'toString()',
    'hasOwnProperty()',
    '__proto__()',
    'money.call(null, 1)',
    "new Function('globalThis.pwned = 1')",
    'this',
    'this.constructor',
    'state.x = 2',
    'state.x += 2',
    'x => x',
    '`${1}`',
    '{ a: 1 }',
    'typeof data',
  ])('%s', (source) => {
    const scope = makeScope();
    expect(() => ev(source, scope)).toThrow(ExpressionError);
    expect(scope.state).toEqual(makeScope().state);
    expect((scope.data as { list: unknown[] }).list).toEqual([1, 2, 3]);
    expect((globalThis as Probe).pwned).toBeUndefined();
  });
});

describe('prototype access fails with ExpressionError', () => {
  it.each([
    'data.__proto__',
    "data['__proto__'].x",
    "data['__pro' + 'to__']",
    'data.nested.__proto__.polluted',
    'data.list.__proto__',
    'data.prototype',
    'data.constructor',
    'data.__defineGetter__',
    'data.__lookupGetter__',
  ])('%s', (source) => {
    expect(() => ev(source)).toThrow(ExpressionError);
  });

  it('reads inherited members and functions as missing, not as callable values', () => {
    expect(ev('data.hasOwnProperty')).toBeUndefined();
    expect(ev('data.x.toString')).toBeUndefined();
    expect(ev('data.list.map')).toBeUndefined();
    expect(ev('data.fn')).toBeUndefined();
  });

  it('drops "__proto__" keys of JSON objects instead of turning them into prototypes', () => {
    const hostile: unknown = JSON.parse('{"__proto__": {"polluted": true}, "ok": 1}');
    const out = resolveValue(hostile, makeScope(), { query: {}, clock: unknownClock }) as Record<string, unknown>;
    expect(out).toEqual({ ok: 1 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out.polluted).toBeUndefined();
  });

  it('refuses to bind an input to a prototype place or outside state', () => {
    expect(() => resolvePath('=state.__proto__.x', makeScope(), { query: {}, clock: unknownClock })).toThrow(ExpressionError);
    expect(() => resolvePath('=data.x', makeScope(), { query: {}, clock: unknownClock })).toThrow(/under state/);
    expect(() => resolvePath('=state.f()', makeScope(), { query: {}, clock: unknownClock })).toThrow(ExpressionError);
  });
});

describe('globals are out of reach', () => {
  it.each(['globalThis', 'window', 'document', 'process', 'globalThis.process', 'window.location', 'document.cookie', 'self'])(
    '%s reads as undefined',
    (source) => {
      expect(ev(source)).toBeUndefined();
    },
  );
});

describe('resource limits', () => {
  it('refuses expressions nested more than 40 levels deep', () => {
    expect(() => ev(`${'['.repeat(45)}1${']'.repeat(45)}`)).toThrow(/nested/);
    expect(() => ev(`${'!'.repeat(60)}state.x`)).toThrow(ExpressionError);
    expect(() => ev(`data${'.a'.repeat(60)}`)).toThrow(ExpressionError);
    expect(ev(`${'['.repeat(10)}1${']'.repeat(10)}`)).toBeDefined();
  });

  it('refuses a 1 MB source quickly without parsing it', () => {
    const source = `data.x + ${"'a' + ".repeat(200_000)}'a'`;
    expect(source.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    expect(() => ev(source)).toThrow(/longer than/);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses to build huge texts by concatenation', () => {
    expect(ev('state.s + 1')).toHaveLength(60_001);
    expect(() => ev('state.s + state.s')).toThrow(/too long/);
  });
});
